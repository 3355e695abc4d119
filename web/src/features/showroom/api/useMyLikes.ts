import { useList } from "../../../api/hooks.ts";
import type { Item } from "../types.ts";
import { CARD_INCLUDE, LIKE_API, PAGE_SIZE } from "./showroomApi.ts";

export interface MyLikesFilter {
  fieldIds: readonly string[];
  skillIds: readonly string[];
}

/**
 * The items I liked, both kinds, the latest like first (GET /v1/likes answers the items), narrowed
 * by their creative fields and skills.
 */
export function useMyLikes(filter: MyLikesFilter, page: number) {
  return useList<Item>(LIKE_API.mine, {
    page,
    size: PAGE_SIZE,
    include: CARD_INCLUDE,
    filter: { with_like_creative_field_ids: filter.fieldIds, with_like_skills: filter.skillIds },
  });
}
