import { FIND_PAGE_SIZE, type FindScope } from "@atelier/common/find-lists";
import { listQuery } from "../../../api/paging.ts";
import type { ApiRequest } from "../../../api/seeds.ts";
import { type FindSearch, findFilter } from "../findSearch.ts";

/** A person's professions, place and first showroom items, for the result card. */
export const FIND_INCLUDE = ["assigned_professions.profession", "location", "showroom_items"] as const;

/** The find lists of spec 001 section 4: GET /v1/creatives and /v1/clients. */
export const findPath = (scope: FindScope) => `/v1/${scope}`;

/** One page of a find list as a request: the page's query and the server's render ask the same. */
export function findListRequest(scope: FindScope, search: FindSearch, pathFieldId?: string): ApiRequest {
  return {
    path: findPath(scope),
    query: {
      ...listQuery({
        page: search.page,
        size: FIND_PAGE_SIZE.defaultSize,
        filter: findFilter(scope, search, pathFieldId),
        include: FIND_INCLUDE,
      }),
      sorted_by: search.sort,
    },
  };
}

/**
 * How many a search would list, asked before it is applied (the phone's drawer): a page of one
 * without its pictures, whose count the server keeps as it keeps the list's.
 */
export function findCountRequest(scope: FindScope, search: FindSearch, pathFieldId?: string): ApiRequest {
  return {
    path: findPath(scope),
    query: listQuery({ page: 1, size: 1, filter: findFilter(scope, search, pathFieldId) }),
  };
}
