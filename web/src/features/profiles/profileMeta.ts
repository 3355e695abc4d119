import { paths } from "@atelier/common/paths";
import { describe, SHARE_IMAGE_SIZE, shareImagePath } from "@atelier/common/seo";
import type { MetaFunction } from "react-router";
import { metaLanguage, pageMeta, publicUrlOf, sharedPageMeta } from "../pages/pageMeta.ts";
import type { ProfileLoaderData, ProfileShare } from "./api/profileQueries.ts";

/** An address the page names absolutely: stored files may be served from this site or from a store elsewhere. */
const absolute = (origin: string, url: string) => (url.startsWith("/") ? `${origin}${url}` : url);

/** schema.org's account of the person or company a profile shows. */
function structured(share: ProfileShare, description: string | null, url: string, origin: string) {
  const entity = {
    "@type": share.kind === "company" ? "Organization" : "Person",
    name: share.name,
    url,
    ...(description ? { description: describe(description) } : {}),
    ...(share.portrait ? { image: absolute(origin, share.portrait) } : {}),
    ...(share.profession && share.kind !== "company" ? { jobTitle: share.profession } : {}),
    ...(share.place ? { address: { "@type": "PostalAddress", addressLocality: share.place } } : {}),
  };
  return { "@type": "ProfilePage", mainEntity: entity };
}

/**
 * A profile's head: "Name · first profession · Atelier", its about text as the description, the
 * picture of a shared link, and schema.org data. A profile visitors may not see (private to members
 * or connections) says nothing of its owner there and is kept out of search engines; a hidden or
 * unknown user's page is the not-found page's. `own`: the signed-in user's own address, which
 * search engines leave out too, as an unlisted profile (its owner's, before the address is confirmed).
 */
export const profileMeta =
  ({ own }: { own: boolean }): MetaFunction =>
  (args) => {
    const data = args.data as ProfileLoaderData | undefined;
    if (!data?.found) return pageMeta({ title: "pages.notFound.meta.title" })(args);
    const { share } = data;
    if (!share.isPublic) return pageMeta({ title: "profile.meta.private" })(args);
    const { t } = metaLanguage(args);
    const name = share.profession
      ? t("profile.meta.titleWithProfession", { name: share.name, profession: share.profession })
      : t("profile.meta.title", { name: share.name });
    const about = share.about?.trim() || share.headline?.trim() || null;
    const path = paths.profile(share.slug ?? share.id);
    const origin = publicUrlOf(args);
    return sharedPageMeta(args, {
      title: t("app.titleTemplate", { title: name }),
      description: about ?? t("profile.meta.description", { name: share.name }),
      path,
      type: "profile",
      indexed: !own && !data.unlisted,
      image: {
        url: shareImagePath(share.id, share.imageVersion),
        ...SHARE_IMAGE_SIZE,
        alt: t("profile.meta.imageAlt", { name: share.name }),
      },
      structured: structured(share, about, `${origin}${path}`, origin),
    });
  };
