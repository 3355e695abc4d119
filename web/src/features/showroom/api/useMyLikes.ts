import { useList } from "../../../api/hooks.ts";
import type { Like } from "../types.ts";
import { LIKE_API, MY_LIKES_INCLUDE, PAGE_SIZE } from "./showroomApi.ts";

export interface MyLikesFilter {
  fieldIds: readonly string[];
  skillIds: readonly string[];
}

/** The items I liked, both kinds, newest like first (GET /v1/likes), narrowed by field and skill. */
export function useMyLikes(filter: MyLikesFilter, page: number) {
  return useList<Like>(LIKE_API.mine, {
    page,
    size: PAGE_SIZE,
    include: MY_LIKES_INCLUDE,
    filter: { with_like_creative_field_ids: filter.fieldIds, with_like_skills: filter.skillIds },
  });
}
