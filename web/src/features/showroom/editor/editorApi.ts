import type { EmbedType } from "@atelier/common/embeds";
import { creationVersionTag } from "@atelier/common/resources/showroom";
import { toResourceDocument } from "../../../api/store.ts";
import { ITEM_API } from "../api/showroomApi.ts";
import type { Item, ItemKind } from "../types.ts";

/** Where new items of a kind are created. */
export const itemCollection = (kind: ItemKind) => `/v1/${kind}/items`;

/** The embed endpoints under an item, and the attribute each takes the pasted link in. */
export const EMBED_ENDPOINTS = {
  youtube: { path: "youtubes", attribute: "code" },
  vimeo: { path: "vimeos", attribute: "code" },
  soundcloud: { path: "soundclouds", attribute: "trackUrl" },
} as const satisfies Record<EmbedType, { path: string; attribute: string }>;

/** The addresses of one item and its parts. */
export function itemPaths(kind: ItemKind, id: string) {
  const item = ITEM_API.item(kind, id);
  return {
    item,
    media: `${item}/media`,
    medium: (mediaId: string) => `${item}/media/${encodeURIComponent(mediaId)}`,
    mediaOrder: `${item}/media/order`,
    images: `${item}/images`,
    embed: (type: EmbedType) => `${item}/${EMBED_ENDPOINTS[type].path}`,
    skills: `${item}/assigned_skills`,
    skill: (assignedId: string) => `${item}/assigned_skills/${encodeURIComponent(assignedId)}`,
    coCreators: `${item}/co_creators`,
    coCreator: (creatorId: string) => ITEM_API.coCreator(kind, id, creatorId),
    weblinks: `${item}/weblinks`,
    weblink: (linkId: string) => `${item}/weblinks/${encodeURIComponent(linkId)}`,
  };
}
export type ItemPaths = ReturnType<typeof itemPaths>;

/** The addresses of the item being edited; on a new item's page, asking creates its draft first. */
export type ItemTarget = () => Promise<ItemPaths>;

/** PATCH …/media/order: every medium of the item, first to last, comma-joined. */
export const mediaOrderBody = (ids: readonly string[]) =>
  toResourceDocument("media", { attributes: { orderedMediaIds: ids.join(",") } });

/** The If-Match of a change to the item as the editor read it: a change made elsewhere meanwhile is refused. */
export const versionOf = (item: Pick<Item, "id" | "updatedAt">) => ({
  "if-match": creationVersionTag(item.id, item.updatedAt),
});
