import type { MetaFunction } from "react-router";
import { pageMeta } from "../pages/pageMeta.ts";
import type { ProfileLoaderData } from "./api/profileQueries.ts";

/** A profile's page title is the user's name; a hidden or unknown user's is the not-found page's. */
export const profileMeta: MetaFunction = (args) => {
  const data = args.data as ProfileLoaderData | undefined;
  return data?.found
    ? pageMeta({ title: "profile.meta.title", values: { name: data.name } })(args)
    : pageMeta({ title: "pages.notFound.meta.title" })(args);
};
