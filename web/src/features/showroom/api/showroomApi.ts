import { SHOWROOM_LIMITS } from "@atelier/common/showroom-limits";
import type { ListParams } from "../../../api/paging.ts";
import type { ItemKind, ItemType } from "../types.ts";

const part = encodeURIComponent;

/** The item paths of spec 001 section 7, the same for both kinds but for their prefix. */
export const ITEM_API = {
  showroom: "/v1/showroom/items",
  explore: "/v1/showroom/items/explore",
  item: (kind: ItemKind, idOrSlug: string) => `/v1/${kind}/items/${part(idOrSlug)}`,
  related: (id: string) => `/v1/showroom/items/${part(id)}/related`,
  publish: (kind: ItemKind, id: string) => `/v1/${kind}/items/${part(id)}/publish`,
  draft: (kind: ItemKind, id: string) => `/v1/${kind}/items/${part(id)}/draft`,
  coCreator: (kind: ItemKind, itemId: string, coCreatorId: string) =>
    `/v1/${kind}/items/${part(itemId)}/co_creators/${part(coCreatorId)}`,
  confirmCoCreator: (kind: ItemKind, itemId: string, coCreatorId: string) =>
    `/v1/${kind}/items/${part(itemId)}/co_creators/${part(coCreatorId)}/confirm`,
  userItems: (userId: string, kind: ItemKind) => `/v1/users/${part(userId)}/${kind}_items`,
  shareImage: (kind: ItemKind, id: string) => `/api/v1/${kind}/items/${part(id)}/share_image`,
} as const;

/** The like paths: one item's likes (GET lists the likers), and mine. */
export const LIKE_API = {
  item: (kind: ItemKind, id: string) => `/v1/likes/${kind}_items/${part(id)}`,
  mine: "/v1/likes",
} as const;

export const itemTypeOf = (kind: ItemKind): ItemType => (kind === "showroom" ? "showroom_items" : "gallery_items");
export const itemKindOf = (type: string): ItemKind => (type === "gallery_items" ? "gallery" : "showroom");

/** What a card shows beside the item's own attributes: the owner's name and picture. */
export const CARD_INCLUDE = ["owner"] as const;

/**
 * What the item page shows: everything an item has, with the co-creators' and skills' names. A
 * single item's reply includes all of it unasked (with the co-creators' users and the skills).
 */
export const ITEM_INCLUDE = {
  showroom: ["owner", "media", "co_creators.user", "weblinks", "creative_fields", "assigned_skills.skill"],
  gallery: ["owner", "media", "co_creators.user", "weblinks"],
} as const satisfies Record<ItemKind, readonly string[]>;

/** My likes name the item liked, with its owner for the card. */
export const MY_LIKES_INCLUDE = ["item", "item.owner"] as const;

export const PAGE_SIZE = SHOWROOM_LIMITS.pageSize;
export const LIKERS_PAGE_SIZE = 20;

/** The list parameters of the showroom grid from its filters, sort and page. */
export function showroomListParams(filter: ListParams["filter"], page: number): ListParams {
  return { page, size: PAGE_SIZE, filter, include: CARD_INCLUDE };
}
