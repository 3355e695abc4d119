import { useList } from "../../../api/hooks.ts";
import type { ShowroomSearch } from "../showroomSearch.ts";
import type { Item } from "../types.ts";
import { CARD_INCLUDE } from "./showroomApi.ts";
import { showroomListRequest } from "./showroomRequests.ts";

/**
 * One page of the showroom (GET /v1/showroom/items), filtered and sorted as the address says: the
 * same request the server renders with, so the page hydrates from its reply.
 */
export function useShowroomItems(search: ShowroomSearch, pathFieldId?: string) {
  const { path, query } = showroomListRequest(search, pathFieldId);
  return useList<Item>(path, { page: search.page, include: CARD_INCLUDE }, { query });
}
