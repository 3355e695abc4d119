import { SHOWROOM_LIMITS } from "@atelier/common/showroom-limits";
import { useList } from "../../../api/hooks.ts";
import type { Item } from "../types.ts";
import { CARD_INCLUDE, ITEM_API } from "./showroomApi.ts";

/** Showroom items like the one shown (GET /v1/showroom/items/{id}/related); gallery items have none. */
export function useRelatedItems(id: string, options: { enabled?: boolean } = {}) {
  return useList<Item>(
    ITEM_API.related(id),
    { size: SHOWROOM_LIMITS.relatedCount, include: CARD_INCLUDE },
    { enabled: options.enabled },
  );
}
