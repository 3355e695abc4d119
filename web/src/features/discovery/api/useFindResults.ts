import type { FindScope } from "@atelier/common/find-lists";
import { useList } from "../../../api/hooks.ts";
import type { FindSearch } from "../findSearch.ts";
import type { FoundUser } from "../types.ts";
import { FIND_INCLUDE, findListRequest } from "./findRequests.ts";

/** One page of a find list as the address says: the same request the server renders with. */
export function useFindResults(scope: FindScope, search: FindSearch, pathFieldId?: string) {
  const { path, query } = findListRequest(scope, search, pathFieldId);
  return useList<FoundUser>(path, { page: search.page, include: FIND_INCLUDE }, { query });
}
