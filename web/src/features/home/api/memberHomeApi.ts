import { FEED_LIMITS } from "@atelier/common/feed";
import { useList } from "../../../api/hooks.ts";
import { listQuery } from "../../../api/paging.ts";
import { documentQuery } from "../../../api/queries.ts";
import { appendedListQuery, useAppendedList } from "../../../api/useAppendedList.ts";
import type { AppRuntime } from "../../../app/runtime/runtime.ts";
import type { Item } from "../../showroom/index.ts";
import type { UserSummary } from "../../social/index.ts";
import { PERSON_INCLUDE } from "./homeApi.ts";

export const FEED_PATH = "/v1/feed";
const TO_FOLLOW_PATH = "/v1/creatives/to_follow";

/** How many people a home offers to follow beside the feed, and to one who follows nobody yet. */
export const TO_FOLLOW_SIZE = { aside: 5, start: 8 } as const;

const FEED_LIST = { size: FEED_LIMITS.pageSize, include: ["owner"], cursor: true };
const toFollowList = (size: number) => ({ size, include: PERSON_INCLUDE });

/** New work of the member's network, newest first, its further pages appended as one scrolls. */
export function useFeed() {
  const list = useAppendedList<Item>(FEED_PATH, FEED_LIST);
  const networkSize = list.data?.pages[0]?.meta?.network_size;
  return { ...list, networkSize: typeof networkSize === "number" ? networkSize : null };
}

/** Creatives of the member's fields and place they do not follow yet, those with work first. */
export const useCreativesToFollow = (size: number) => useList<UserSummary>(TO_FOLLOW_PATH, toFollowList(size));

/**
 * Asks for a member's home's own reads (the feed, the people beside it) as the page hydrates, before
 * the home's code has come and without waiting for the member's own read: they travel beside both,
 * so that the home is drawn once with its work, not first as its skeleton.
 */
export function prefetchMemberHome({ api, store, queryClient }: Pick<AppRuntime, "api" | "store" | "queryClient">) {
  void queryClient.prefetchInfiniteQuery(appendedListQuery(api, store, FEED_PATH, FEED_LIST));
  const toFollow = listQuery(toFollowList(TO_FOLLOW_SIZE.aside));
  void queryClient.prefetchQuery(documentQuery(api, store, TO_FOLLOW_PATH, { query: toFollow }));
}
