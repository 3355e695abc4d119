import { FIND_PAGE_SIZE } from "@atelier/common/schemas/discovery";
import type { QueryParams } from "../../../api/client.ts";
import { type ListParams, listQuery } from "../../../api/paging.ts";
import { documentQuery } from "../../../api/queries.ts";
import type { AppRuntime } from "../../../app/runtime/runtime.ts";
import { OPPORTUNITY_API, CARD_INCLUDE as OPPORTUNITY_CARD_INCLUDE } from "../../opportunities/api/index.ts";
import { CARD_INCLUDE, ITEM_API } from "../../showroom/api/showroomApi.ts";
import { SOCIAL_API, USER_CARD_INCLUDE } from "../../social/api/socialApi.ts";
import type { SiteSearch } from "./searchAddress.ts";

/** How many of each kind the first tab shows before "show all". */
export const PREVIEW_SIZE = { people: 8, items: 8, opportunities: 4 } as const;

/** One list the results page reads: the hook asks exactly what the server rendered with. */
export interface SearchList {
  path: string;
  params: ListParams;
}

/**
 * People whose name holds the words, or who hold a profession, creative field or skill the words
 * name, best match first (the users list ranks a keyword's matches): creatives and clients alike.
 */
export function peopleList(search: SiteSearch): SearchList {
  const paged = search.tab === "people";
  return {
    path: SOCIAL_API.users,
    params: {
      page: paged ? search.page : 1,
      size: paged ? FIND_PAGE_SIZE.defaultSize : PREVIEW_SIZE.people,
      filter: { with_user_keyword: search.q },
      include: USER_CARD_INCLUDE,
    },
  };
}

/** Showroom items whose title or description holds the words, or tagged with a creative field or skill they name. */
export function itemsList(search: SiteSearch): SearchList {
  return {
    path: ITEM_API.showroom,
    params: { page: 1, size: PREVIEW_SIZE.items, filter: { with_showroom_keyword: search.q }, include: CARD_INCLUDE },
  };
}

/** Opportunities on the board whose title or description holds the words, the best match first. */
export function opportunitiesList(search: SiteSearch): SearchList {
  return {
    path: OPPORTUNITY_API.board,
    params: {
      page: 1,
      size: PREVIEW_SIZE.opportunities,
      filter: { with_opportunity_keyword: search.q },
      sort: "relevance",
      include: OPPORTUNITY_CARD_INCLUDE,
    },
  };
}

/** The lists a search shows: none for an empty one, only the people on their own tab. */
export function searchLists(search: SiteSearch): SearchList[] {
  if (!search.q) return [];
  return search.tab === "people"
    ? [peopleList(search)]
    : [peopleList(search), itemsList(search), opportunitiesList(search)];
}

export const listRequestQuery = (runtime: Pick<AppRuntime, "api" | "store">, list: SearchList) =>
  documentQuery(runtime.api, runtime.store, list.path, { query: listQuery(list.params) as QueryParams });
