import type { Resource } from "@atelier/common/jsonapi";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useRef, useSyncExternalStore } from "react";
import type { QueryParams } from "./client.ts";
import { useApi, useStore } from "./context.tsx";
import { type ListParams, listQuery, type Paging, parsePaging } from "./paging.ts";
import { type DocumentQueryOptions, documentQuery } from "./queries.ts";
import type { Denormalized, JsonApiStore } from "./store.ts";

interface KeptRead<T> {
  deps: readonly unknown[];
  types: ReadonlySet<string>;
  stamp: string;
  value: T;
}

const sameDeps = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * A read through the normalized store, kept until `deps` change or a record of a type it looked at
 * is written: a reply of other types (a filter's vocabulary) re-renders nothing, and what a store
 * change re-renders is drawn at once, as after any external store's change.
 */
export function useStoreRead<T>(read: (store: JsonApiStore) => T, deps: readonly unknown[]): T {
  const store = useStore();
  const kept = useRef<KeptRead<T> | null>(null);
  const keptDrawn = useRef<KeptRead<T> | null>(null);
  const snapshotOf = (from: JsonApiStore, last: { current: KeptRead<T> | null }) => {
    const value = last.current;
    if (value && sameDeps(value.deps, deps) && value.stamp === from.stampOf(value.types)) return value.value;
    const { value: next, types } = from.track(() => read(from));
    last.current = { deps, types, stamp: from.stampOf(types), value: next };
    return next;
  };
  const snapshot = () => snapshotOf(store, kept);
  // Hydration reads what the HTML was drawn from; React draws the difference right after.
  const drawn = () => (store.drawnView() === store ? snapshot() : snapshotOf(store.drawnView(), keptDrawn));
  return useSyncExternalStore(store.subscribe, snapshot, drawn);
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
  const include = options.include ?? [];
  const query = useDocument(path, {
    query: { ...options.query, ...(include.length ? { include: include.join(",") } : {}) },
    enabled: options.enabled,
  });
  const primary = query.data?.data as Resource | null | undefined;
  const includeKey = include.join(",");
  const data = useStoreRead(
    (store) =>
      primary
        ? store.denormalize<T>(primary.type, String(primary.id), { include: includeKey ? includeKey.split(",") : [] })
        : null,
    [primary, includeKey],
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
  const requestedPage = params.page ?? 1;
  const query = useQuery({
    ...documentQuery(api, store, path, { query: { ...listQuery(params), ...options.query } }),
    enabled: options.enabled,
    placeholderData: keepPreviousData,
  });
  const document = query.data;
  const includeKey = (params.include ?? []).join(",");
  const items = useStoreRead(
    (store) => store.denormalizeData<T>(document?.data, { include: includeKey ? includeKey.split(",") : [] }),
    [document, includeKey],
  );
  const paging = useMemo(
    () => (document ? parsePaging(document, requestedPage) : parsePaging({}, requestedPage)),
    [document, requestedPage],
  );
  return { ...query, items, paging } satisfies ListResult<T>;
}
