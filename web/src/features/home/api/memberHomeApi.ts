import { FEED_LIMITS } from "@atelier/common/feed";
import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../../../api/client.ts";
import { useList } from "../../../api/hooks.ts";
import { listQuery } from "../../../api/paging.ts";
import {
  type AppendedListOptions,
  appendedListKey,
  appendedPageQuery,
  useAppendedList,
} from "../../../api/useAppendedList.ts";
import type { Item } from "../../showroom/index.ts";
import type { UserSummary } from "../../social/index.ts";
import { PERSON_INCLUDE } from "./homeApi.ts";

export const FEED_PATH = "/v1/feed";
const TO_FOLLOW_PATH = "/v1/creatives/to_follow";

/** How many people a home offers to follow beside the feed, and to one who follows nobody yet. */
export const TO_FOLLOW_SIZE = { aside: 5, start: 8 } as const;

const FEED_LIST: AppendedListOptions = { size: FEED_LIMITS.pageSize, include: ["owner"], cursor: true };
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
 * Starts the home's own reads (the feed, the people beside it) while the page hydrates and the
 * home's code comes, so that they are not asked for only once it has hydrated. Its parts take the
 * replies when they ask (`readEarly`): the home hydrates as the server drew it, then draws them.
 */
export function readMemberHomeEarly({ api, queryClient }: { api: ApiClient; queryClient: QueryClient }) {
  // A home drawn before (its feed kept, or asked for already by a home whose code was here) reads nothing early.
  if (queryClient.getQueryState(appendedListKey(FEED_PATH, FEED_LIST))) return;
  api.readEarly(FEED_PATH, { query: appendedPageQuery(FEED_LIST) });
  api.readEarly(TO_FOLLOW_PATH, { query: listQuery(toFollowList(TO_FOLLOW_SIZE.aside)) });
}
