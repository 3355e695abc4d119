import type { MetaFunction } from "react-router";
import { pageMeta } from "../pages/pageMeta.ts";
import type { ProfileLoaderData } from "./api/profileQueries.ts";

/**
 * A profile's page title is the user's name; a hidden or unknown user's is the not-found page's.
 * An unlisted profile (its owner's, before the address is confirmed) asks not to be indexed.
 */
export const profileMeta: MetaFunction = (args) => {
  const data = args.data as ProfileLoaderData | undefined;
  if (!data?.found) return pageMeta({ title: "pages.notFound.meta.title" })(args);
  const meta = pageMeta({ title: "profile.meta.title", values: { name: data.name } })(args);
  return data.unlisted ? [...(meta ?? []), { name: "robots", content: "noindex" }] : meta;
};
