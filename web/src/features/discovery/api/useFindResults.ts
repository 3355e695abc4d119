import type { FindScope } from "@atelier/common/find-lists";
import { useList } from "../../../api/hooks.ts";
import { emptyFindSearch, type FindSearch } from "../findSearch.ts";
import type { FoundUser } from "../types.ts";
import { FIND_INCLUDE, findCountRequest, findListRequest } from "./findRequests.ts";

/** One page of a find list as the address says: the same request the server renders with. */
export function useFindResults(scope: FindScope, search: FindSearch, pathFieldId?: string) {
  const { path, query } = findListRequest(scope, search, pathFieldId);
  return useList<FoundUser>(path, { page: search.page, include: FIND_INCLUDE }, { query });
}

/** How many `search` would list, or null while it is counted; nothing is asked without a search. */
export function useFindCount(scope: FindScope, search: FindSearch | null, pathFieldId?: string): number | null {
  const { path, query } = findCountRequest(scope, search ?? emptyFindSearch(), pathFieldId);
  const counted = useList<FoundUser>(path, { page: 1, size: 1 }, { query, enabled: search !== null });
  return counted.isPending || counted.isFetching ? null : counted.paging.total;
}
