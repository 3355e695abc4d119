import { useList } from "../../../api/hooks.ts";
import type { Item, ItemKind } from "../types.ts";
import { CARD_INCLUDE, ITEM_API, PAGE_SIZE } from "./showroomApi.ts";

/**
 * A user's showroom or gallery items, a page at a time (GET /v1/users/{id}/showroom_items or
 * gallery_items): published ones, and drafts too for their owner.
 */
export function useUserItems(userId: string, kind: ItemKind, page = 1, options: { enabled?: boolean } = {}) {
  return useList<Item>(
    ITEM_API.userItems(userId, kind),
    { page, size: PAGE_SIZE, include: CARD_INCLUDE },
    { enabled: options.enabled },
  );
}
