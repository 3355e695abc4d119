import type { Document } from "@atelier/common/jsonapi";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { QueryParams } from "./client.ts";
import { useApi, useStore } from "./context.tsx";
import { useStoreRead } from "./hooks.ts";
import { nextPageQuery } from "./paging.ts";
import { apiKey } from "./queries.ts";

export interface AppendedListOptions {
  query?: QueryParams;
  size: number;
  include?: readonly string[];
  /** Paged by the cursor of `links.next` (the home feed) rather than by page number. */
  cursor?: boolean;
}

const firstPage = (options: AppendedListOptions): QueryParams => (options.cursor ? {} : { "page[number]": 1 });

/** The list's query key: the path's with its query, so a write marks it stale as any read of the path. */
export const appendedListKey = (path: string, options: AppendedListOptions) => apiKey(path, options.query);

/** The query of one page of an appended list: the first unless another page's parameters are given. */
export const appendedPageQuery = (options: AppendedListOptions, page: QueryParams = firstPage(options)) => ({
  ...options.query,
  ...page,
  "page[size]": options.size,
});

/**
 * A list whose further pages are appended as one scrolls (spec 001: conversations, notifications):
 * every page read through the store, each item once even when it moved between pages meanwhile.
 * Its key is the path's with the query, so a write marks it stale as any read of the path.
 */
export function useAppendedList<T extends { id: string }>(path: string, options: AppendedListOptions) {
  const api = useApi();
  const store = useStore();
  const query = useInfiniteQuery({
    queryKey: appendedListKey(path, options),
    initialPageParam: firstPage(options),
    queryFn: async ({ pageParam, signal }) => {
      const document = await api.get<Document>(path, { query: appendedPageQuery(options, pageParam), signal });
      store.merge(document);
      return document;
    },
    getNextPageParam: (last, pages) => nextPageQuery(last, pages.length),
  });
  const pages = query.data?.pages;
  const includeKey = (options.include ?? []).join(",");
  const items = useStoreRead(
    (s) => {
      const seen = new Set<string>();
      return (pages ?? [])
        .flatMap((page) => s.denormalizeData<T>(page.data, { include: includeKey ? includeKey.split(",") : [] }))
        .filter((item) => !seen.has(item.id) && seen.add(item.id));
    },
    [pages, includeKey],
  );
  return { ...query, items };
}
