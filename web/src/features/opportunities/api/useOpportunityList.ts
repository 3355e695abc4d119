import { useList } from "../../../api/hooks.ts";
import type { ApiRequest } from "../../../api/seeds.ts";
import { CARD_INCLUDE, type Opportunity } from "./opportunitiesApi.ts";

/**
 * A page of opportunities as a request names it (the board's, a profile's): the same request the
 * server renders with, read through the store so a saved mark shows on every card at once.
 */
export function useOpportunityList({ path, query }: ApiRequest, page: number) {
  return useList<Opportunity>(path, { page, include: CARD_INCLUDE }, { query });
}
