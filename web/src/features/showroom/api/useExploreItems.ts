import { SHOWROOM_LIMITS } from "@atelier/common/showroom-limits";
import { useList } from "../../../api/hooks.ts";
import type { Item } from "../types.ts";
import { CARD_INCLUDE, ITEM_API } from "./showroomApi.ts";

/** Showroom items to explore, for the home page's shelf (GET /v1/showroom/items/explore). */
export function useExploreItems(options: { enabled?: boolean } = {}) {
  return useList<Item>(
    ITEM_API.explore,
    { size: SHOWROOM_LIMITS.explorePageSize, include: CARD_INCLUDE },
    { enabled: options.enabled },
  );
}
