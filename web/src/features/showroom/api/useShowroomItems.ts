import { useList } from "../../../api/hooks.ts";
import type { ShowroomSearch } from "../showroomSearch.ts";
import type { Item } from "../types.ts";
import { showroomListRequest } from "./showroomRequests.ts";

/** One page of the showroom (GET /v1/showroom/items), filtered and sorted as the address says. */
export function useShowroomItems(search: ShowroomSearch, pathFieldId?: string) {
  const { path, query } = showroomListRequest(search, pathFieldId);
  return useList<Item>(path, { page: search.page }, { query });
}
