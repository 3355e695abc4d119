import { BROUGHT_FEED_ID, FEED_LIMITS } from "@atelier/common/feed";
import type { Document } from "@atelier/common/jsonapi";
import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../../../api/client.ts";
import { useApi } from "../../../api/context.tsx";
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

/**
 * The feed's first page the server brought with the page (a JSON script beside the first cards it
 * drew), handed to the feed's own first read instead of asking again; taken once, so a later visit
 * to the home reads afresh. False when the page brought none.
 */
function takeBroughtFeed(api: ApiClient): boolean {
  const script = typeof document === "undefined" ? null : document.getElementById(BROUGHT_FEED_ID);
  if (!script) return false;
  script.remove();
  let feed: Document;
  try {
    feed = JSON.parse(script.textContent ?? "") as Document;
  } catch {
    return false;
  }
  api.readEarly(FEED_PATH, { query: appendedPageQuery(FEED_LIST) }, feed);
  return true;
}

/** New work of the member's network, newest first, its further pages appended as one scrolls. */
export function useFeed() {
  const api = useApi();
  // Before the feed's query first reads: in the first render, which runs before any effect.
  takeBroughtFeed(api);
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
  if (!takeBroughtFeed(api)) api.readEarly(FEED_PATH, { query: appendedPageQuery(FEED_LIST) });
  api.readEarly(TO_FOLLOW_PATH, { query: listQuery(toFollowList(TO_FOLLOW_SIZE.aside)) });
}
