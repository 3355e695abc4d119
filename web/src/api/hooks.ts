import type { Resource } from "@atelier/common/jsonapi";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useSyncExternalStore } from "react";
import type { QueryParams } from "./client.ts";
import { useApi, useStore } from "./context.tsx";
import { type ListParams, listQuery, type Paging, parsePaging } from "./paging.ts";
import { type DocumentQueryOptions, documentQuery } from "./queries.ts";
import type { Denormalized } from "./store.ts";

/** Re-renders the caller whenever the normalized store changes. */
export function useStoreVersion(): number {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
}

export interface UseDocumentOptions extends DocumentQueryOptions {
  enabled?: boolean;
}

/** A JSON:API document by path; the raw reply, cached and merged into the store. */
export function useDocument(path: string, options: UseDocumentOptions = {}) {
  const api = useApi();
  const store = useStore();
  return useQuery({ ...documentQuery(api, store, path, options), enabled: options.enabled });
}

export interface UseResourceOptions {
  include?: readonly string[];
  query?: QueryParams;
  enabled?: boolean;
}

/** One resource read through the store: camelCase attributes, its `include` relationships nested. */
export function useResource<T extends object = Denormalized>(path: string, options: UseResourceOptions = {}) {
  const store = useStore();
  const version = useStoreVersion();
  const include = options.include ?? [];
  const query = useDocument(path, {
    query: { ...options.query, ...(include.length ? { include: include.join(",") } : {}) },
    enabled: options.enabled,
  });
  const primary = query.data?.data as Resource | null | undefined;
  const includeKey = include.join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the store's change signal.
  const data = useMemo(
    () =>
      primary
        ? store.denormalize<T>(primary.type, String(primary.id), { include: includeKey ? includeKey.split(",") : [] })
        : null,
    [store, primary, includeKey, version],
  );
  return { ...query, data };
}

export interface UseListOptions {
  enabled?: boolean;
  query?: QueryParams;
}

export interface ListResult<T> {
  items: T[];
  paging: Paging;
}

/** A paged list: items read through the store, paging from `meta.total_pages` or `links.last`. */
export function useList<T extends object = Denormalized>(
  path: string,
  params: ListParams,
  options: UseListOptions = {},
) {
  const api = useApi();
  const store = useStore();
  const version = useStoreVersion();
  const requestedPage = params.page ?? 1;
  const query = useQuery({
    ...documentQuery(api, store, path, { query: { ...listQuery(params), ...options.query } }),
    enabled: options.enabled,
    placeholderData: keepPreviousData,
  });
  const document = query.data;
  const includeKey = (params.include ?? []).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the store's change signal.
  const list = useMemo((): ListResult<T> => {
    const data = Array.isArray(document?.data) ? document.data : [];
    return {
      items: store.denormalizeAll<T>(
        data.map((r) => ({ type: r.type, id: String(r.id) })),
        { include: includeKey ? includeKey.split(",") : [] },
      ),
      paging: document ? parsePaging(document, requestedPage) : parsePaging({}, requestedPage),
    };
  }, [store, document, includeKey, requestedPage, version]);
  return { ...query, ...list };
}
