import { listQuery } from "../../../api/paging.ts";
import type { ApiRequest } from "../../../api/seeds.ts";
import { type ShowroomSearch, showroomFilter } from "../showroomSearch.ts";
import type { ItemKind } from "../types.ts";
import { CARD_INCLUDE, ITEM_API, PAGE_SIZE } from "./showroomApi.ts";

/** One page of the showroom grid as a request: the hook and the server's render ask the same. */
export function showroomListRequest(search: ShowroomSearch, pathFieldId?: string): ApiRequest {
  return {
    path: ITEM_API.showroom,
    query: {
      ...listQuery({
        page: search.page,
        size: PAGE_SIZE,
        filter: showroomFilter(search, pathFieldId),
        include: CARD_INCLUDE,
      }),
      sorted_by: search.sort,
    },
  };
}

/** One item with everything its page shows (a single item's reply includes it all), by id or slug. */
export const itemRequest = (kind: ItemKind, idOrSlug: string): ApiRequest => ({
  path: ITEM_API.item(kind, idOrSlug),
  query: {},
});
