import type { OpportunityFilter } from "@atelier/common/enums";
import { OPPORTUNITY_LIMITS } from "@atelier/common/opportunity-limits";
import { listQuery } from "../../../api/paging.ts";
import type { ApiRequest } from "../../../api/seeds.ts";
import { type BoardSearch, boardFilter } from "../board/boardSearch.ts";
import { CARD_INCLUDE, OPPORTUNITY_API } from "./opportunitiesApi.ts";

/** One page of the board as a request: the page's query and the server's render ask the same. */
export function boardRequest(search: BoardSearch, pathFieldId?: string): ApiRequest {
  return {
    path: OPPORTUNITY_API.board,
    query: listQuery({
      page: search.page,
      size: OPPORTUNITY_LIMITS.pageSize,
      filter: boardFilter(search, pathFieldId),
      sort: search.sort,
      include: CARD_INCLUDE,
    }),
  };
}

/** One page of the opportunities a user posted, as their profile lists them, newest first. */
export function ownerListRequest(userId: string, filter: OpportunityFilter, page: number): ApiRequest {
  return {
    path: OPPORTUNITY_API.board,
    query: listQuery({
      page,
      size: OPPORTUNITY_LIMITS.pageSize,
      filter: {
        with_opportunity_owner_ids: userId,
        with_opportunity_statuses: filter === "expired" ? "expired" : undefined,
      },
      include: CARD_INCLUDE,
    }),
  };
}

/** One opportunity with everything its page shows (the single reply includes it all), by id or slug. */
export const opportunityRequest = (idOrSlug: string): ApiRequest => ({
  path: OPPORTUNITY_API.one(idOrSlug),
  query: {},
});
