import { useList } from "../../../api/hooks.ts";
import type { ItemKind, Like } from "../types.ts";
import { LIKE_API, LIKERS_INCLUDE, LIKERS_PAGE_SIZE } from "./showroomApi.ts";

/** Who liked an item, a page at a time (GET /v1/likes/{kind}_items/{id}). */
export function useLikers(kind: ItemKind, itemId: string, page: number, options: { enabled?: boolean } = {}) {
  return useList<Like>(
    LIKE_API.item(kind, itemId),
    { page, size: LIKERS_PAGE_SIZE, include: LIKERS_INCLUDE },
    { enabled: options.enabled },
  );
}
