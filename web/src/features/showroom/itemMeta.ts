import { SHARE_IMAGE_SIZE } from "@atelier/common/seo";
import type { MetaFunction } from "react-router";
import { metaLanguage, pageMeta, publicUrlOf, sharedPageMeta } from "../pages/pageMeta.ts";
import { ITEM_API } from "./api/showroomApi.ts";
import type { ItemLoaderData, ItemShare } from "./api/showroomLoaders.ts";
import { itemPathOf } from "./itemPath.ts";

/** schema.org's account of the work an item page shows, and who made it. */
function structured(share: ItemShare, url: string, origin: string, image: string) {
  return {
    "@type": "CreativeWork",
    name: share.title,
    url,
    image,
    ...(share.description ? { description: share.description.replace(/\s+/g, " ").trim().slice(0, 500) } : {}),
    ...(share.ownerName
      ? {
          creator: {
            "@type": "Person",
            name: share.ownerName,
            ...(share.ownerPath ? { url: `${origin}${share.ownerPath}` } : {}),
          },
        }
      : {}),
    ...(share.publishedAt ? { datePublished: share.publishedAt } : {}),
    dateModified: share.updatedAt,
  };
}

/**
 * An item's head: "Title · Owner · Atelier", its description, the picture of a shared link (made
 * by the server from the first image or the embed's thumbnail), and schema.org data. A draft (its
 * owner's alone) is kept out of search engines.
 */
export const itemMeta: MetaFunction = (args) => {
  const data = args.data as ItemLoaderData | undefined;
  if (!data?.found) return pageMeta({ title: "pages.notFound.meta.title" })(args);
  const { share, kind } = data;
  const { t } = metaLanguage(args);
  const path = itemPathOf({ type: kind === "gallery" ? "gallery_items" : "showroom_items", slug: share.slug });
  const origin = publicUrlOf(args);
  const image = `${ITEM_API.shareImage(kind, share.id)}?v=${encodeURIComponent(share.imageVersion)}`;
  const title = share.ownerName
    ? t("showroom.meta.title", { title: share.title, owner: share.ownerName })
    : share.title;
  return sharedPageMeta(args, {
    title: t("app.titleTemplate", { title }),
    description:
      share.description?.trim() || t("showroom.meta.description", { title: share.title, owner: share.ownerName }),
    path,
    type: "article",
    indexed: !share.isDraft,
    image: { url: image, ...SHARE_IMAGE_SIZE, alt: t("showroom.meta.imageAlt", { title: share.title }) },
    structured: structured(share, `${origin}${path}`, origin, `${origin}${image}`),
  });
};
