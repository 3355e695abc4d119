import type { MessengerFolder } from "@atelier/common/enums";
import type { Document } from "@atelier/common/jsonapi";
import { MESSENGER_LIMITS } from "@atelier/common/messenger-limits";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useApi, useStore } from "../../../api/context.tsx";
import { useStoreRead } from "../../../api/hooks.ts";
import { parsePaging } from "../../../api/paging.ts";
import { apiKey } from "../../../api/queries.ts";
import { folderQuery, MESSENGER_API } from "../api/messengerApi.ts";
import { PARTICIPATION_INCLUDE, type Participation } from "../types.ts";

/** The query key of a folder's pages; live frames and writes mark it stale. */
export const conversationsKey = (folder: MessengerFolder) => apiKey(MESSENGER_API.participations, folderQuery(folder));

/** The latest activity first; a live message moves its conversation up before the list is read again. */
const byActivity = (a: Participation, b: Participation) =>
  b.lastMessageAt.localeCompare(a.lastMessageAt) || Number(b.id) - Number(a.id);

/**
 * A folder of my conversations, the latest activity first: further pages are appended as one
 * scrolls (spec 001 section 4), each read through the store.
 */
export function useConversationList(folder: MessengerFolder) {
  const api = useApi();
  const store = useStore();
  const query = useInfiniteQuery({
    queryKey: conversationsKey(folder),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const document = await api.get<Document>(MESSENGER_API.participations, {
        query: {
          ...folderQuery(folder),
          "page[number]": pageParam,
          "page[size]": MESSENGER_LIMITS.conversationsPageSize,
        },
        signal,
      });
      store.merge(document);
      return document;
    },
    getNextPageParam: (last, pages) => (parsePaging(last, pages.length).hasNext ? pages.length + 1 : undefined),
  });
  const pages = query.data?.pages;
  const items = useStoreRead(
    (s) => {
      const seen = new Set<string>();
      return (pages ?? [])
        .flatMap((page) => s.denormalizeData<Participation>(page.data, { include: PARTICIPATION_INCLUDE }))
        .filter((p) => !seen.has(p.id) && seen.add(p.id))
        .sort(byActivity);
    },
    [pages],
  );
  return { ...query, items };
}
