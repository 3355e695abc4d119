import type { EmbedType } from "@atelier/common/embeds";
import type { CreationType } from "@atelier/common/enums";
import { toResourceDocument } from "../../../api/store.ts";

/** The API's collection of each kind of item, and the resource type it reads and writes. */
export const ITEM_KINDS = {
  showroom: { collection: "/v1/showroom/items", type: "showroom_items" },
  gallery: { collection: "/v1/gallery/items", type: "gallery_items" },
} as const satisfies Record<CreationType, { collection: string; type: string }>;

/** What the editor reads of an item in one request (wire names). */
export const EDITOR_INCLUDE = {
  showroom: ["media", "weblinks", "creative_fields"],
  gallery: ["media", "weblinks"],
} as const satisfies Record<CreationType, readonly string[]>;

/** The embed endpoints under an item, and the attribute each takes the pasted link in. */
export const EMBED_ENDPOINTS = {
  youtube: { path: "youtubes", attribute: "code" },
  vimeo: { path: "vimeos", attribute: "code" },
  soundcloud: { path: "soundclouds", attribute: "trackUrl" },
} as const satisfies Record<EmbedType, { path: string; attribute: string }>;

/** The addresses of one item and its parts. */
export function itemPaths(kind: CreationType, id: string) {
  const item = `${ITEM_KINDS[kind].collection}/${encodeURIComponent(id)}`;
  return {
    item,
    publish: `${item}/publish`,
    draft: `${item}/draft`,
    media: `${item}/media`,
    medium: (mediaId: string) => `${item}/media/${encodeURIComponent(mediaId)}`,
    mediaOrder: `${item}/media/order`,
    images: `${item}/images`,
    embed: (type: EmbedType) => `${item}/${EMBED_ENDPOINTS[type].path}`,
    skills: `${item}/assigned_skills`,
    skill: (assignedId: string) => `${item}/assigned_skills/${encodeURIComponent(assignedId)}`,
    coCreators: `${item}/co_creators`,
    coCreator: (creatorId: string) => `${item}/co_creators/${encodeURIComponent(creatorId)}`,
    weblinks: `${item}/weblinks`,
    weblink: (linkId: string) => `${item}/weblinks/${encodeURIComponent(linkId)}`,
  };
}
export type ItemPaths = ReturnType<typeof itemPaths>;

/** PATCH …/media/order: every medium of the item, first to last, comma-joined. */
export const mediaOrderBody = (ids: readonly string[]) =>
  toResourceDocument("media", { attributes: { orderedMediaIds: ids.join(",") } });
