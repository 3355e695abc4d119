import { FEED_LIMITS } from "@atelier/common/feed";
import { useList } from "../../../api/hooks.ts";
import { useAppendedList } from "../../../api/useAppendedList.ts";
import type { Item } from "../../showroom/index.ts";
import type { UserSummary } from "../../social/index.ts";
import { PERSON_INCLUDE } from "./homeApi.ts";

export const FEED_PATH = "/v1/feed";
const TO_FOLLOW_PATH = "/v1/creatives/to_follow";

/** How many people a home offers to follow beside the feed, and to one who follows nobody yet. */
export const TO_FOLLOW_SIZE = { aside: 5, start: 8 } as const;

/** New work of the member's network, newest first, its further pages appended as one scrolls. */
export function useFeed() {
  const list = useAppendedList<Item>(FEED_PATH, { size: FEED_LIMITS.pageSize, include: ["owner"], cursor: true });
  const networkSize = list.data?.pages[0]?.meta?.network_size;
  return { ...list, networkSize: typeof networkSize === "number" ? networkSize : null };
}

/** Creatives of the member's fields and place they do not follow yet, those with work first. */
export const useCreativesToFollow = (size: number) =>
  useList<UserSummary>(TO_FOLLOW_PATH, { size, include: PERSON_INCLUDE });
