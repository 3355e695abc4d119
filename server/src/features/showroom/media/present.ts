import { type EmbedType, embedPlayerUrl, type MediaAttributes, type ResponsiveImage } from "@atelier/common";
import type { creationMedia } from "../../../db/schema/index.ts";
import { resource, toOne } from "../../../jsonapi/serialize.ts";
import { storageUrl } from "../../../platform/storage/storage.ts";
import { CREATION_RESOURCE_TYPES, type CreationRow } from "../policy.ts";

export type MediaRow = typeof creationMedia.$inferSelect;

/** The widths every uploaded image is kept at, as WebP; a narrower image stops at its own width. */
export const MEDIA_WIDTHS = [320, 640, 1280, 2048] as const;

/** A YouTube video's still, from YouTube's image host: the one provider whose picture needs no request of ours. */
const youtubeStill = (code: string): ResponsiveImage => ({
  width: 480,
  height: 360,
  sources: [{ width: 480, url: `https://i.ytimg.com/vi/${encodeURIComponent(code)}/hqdefault.jpg` }],
});

/** An image medium's renditions as a responsive image; null for an embed or an image without them. */
export function mediaImage(row: Pick<MediaRow, "renditions" | "width" | "height">): ResponsiveImage | null {
  if (!row.renditions || !row.width || !row.height) return null;
  const sources = Object.entries(row.renditions)
    .map(([width, key]) => ({ width: Number(width), url: storageUrl(key) }))
    .sort((a, b) => a.width - b.width);
  return { width: row.width, height: row.height, sources };
}

/** The picture a card or a share shows for a medium: the image itself, a YouTube still, else none. */
export function mediaThumbnail(
  row: Pick<MediaRow, "type" | "renditions" | "width" | "height" | "code">,
): ResponsiveImage | null {
  if (row.type === "image") return mediaImage(row);
  return row.type === "youtube" && row.code ? youtubeStill(row.code) : null;
}

/** A medium as the API sends it; the stored original's address only to the item's owner. */
export function presentMedia(row: MediaRow, item: Pick<CreationRow, "type">, opts: { original?: string | null } = {}) {
  const attributes: MediaAttributes = {
    mediaType: row.type,
    position: row.position,
    image: row.type === "image" ? mediaImage(row) : null,
    thumbnailImage: mediaThumbnail(row),
    code: row.type === "image" ? null : row.code,
    embedUrl: row.type !== "image" && row.code ? embedPlayerUrl(row.type as EmbedType, row.code) : null,
    ...(opts.original !== undefined ? { original: opts.original } : {}),
  };
  return resource("media", row.id, attributes, { item: toOne(CREATION_RESOURCE_TYPES[item.type], row.creationId) });
}
