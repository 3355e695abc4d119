import { SHOWROOM_LIMITS } from "@atelier/common";
import { useList } from "../../../api/hooks.ts";
import type { Item, ItemKind } from "../types.ts";
import { CARD_INCLUDE, ITEM_API } from "./showroomApi.ts";

/** Items like the one shown (GET …/items/{id}/related). */
export function useRelatedItems(kind: ItemKind, id: string, options: { enabled?: boolean } = {}) {
  return useList<Item>(
    ITEM_API.related(kind, id),
    { size: SHOWROOM_LIMITS.relatedCount, include: CARD_INCLUDE },
    { enabled: options.enabled },
  );
}
