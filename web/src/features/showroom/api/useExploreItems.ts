import { SHOWROOM_LIMITS } from "@atelier/common/showroom-limits";
import { useList } from "../../../api/hooks.ts";
import type { Item } from "../types.ts";
import { CARD_INCLUDE, ITEM_API } from "./showroomApi.ts";

/** The list the home page's shelf shows, as its hook and the server's render ask for it. */
export const EXPLORE_ITEMS = {
  path: ITEM_API.explore,
  params: { size: SHOWROOM_LIMITS.explorePageSize, include: CARD_INCLUDE },
};

/** Showroom items to explore, for the home page's shelf (GET /v1/showroom/items/explore). */
export function useExploreItems(options: { enabled?: boolean } = {}) {
  return useList<Item>(EXPLORE_ITEMS.path, EXPLORE_ITEMS.params, { enabled: options.enabled });
}
