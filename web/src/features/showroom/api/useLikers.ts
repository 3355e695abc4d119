import { useList } from "../../../api/hooks.ts";
import type { Person } from "../../../app/ui/personFacts.ts";
import { USER_CARD_INCLUDE } from "../../social/api/socialApi.ts";
import type { ItemKind } from "../types.ts";
import { LIKE_API, LIKERS_PAGE_SIZE } from "./showroomApi.ts";

/** Who liked an item, the latest like first, a page at a time (GET /v1/likes/{kind}_items/{id}: users). */
export function useLikers(kind: ItemKind, itemId: string, page: number, options: { enabled?: boolean } = {}) {
  return useList<Person>(
    LIKE_API.item(kind, itemId),
    { page, size: LIKERS_PAGE_SIZE, include: USER_CARD_INCLUDE },
    { enabled: options.enabled },
  );
}
