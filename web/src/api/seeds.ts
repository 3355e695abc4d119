import type { Document } from "@atelier/common/jsonapi";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ApiClient, QueryParams } from "./client.ts";
import { useStore } from "./context.tsx";
import { documentQuery } from "./queries.ts";
import type { JsonApiStore } from "./store.ts";

type Runtime = { api: ApiClient; store: JsonApiStore; queryClient: QueryClient };

/** A GET the page's hook and the server's render make alike. */
export interface ApiRequest {
  path: string;
  query: QueryParams;
}

export const requestQuery = (runtime: Pick<Runtime, "api" | "store">, request: ApiRequest) =>
  documentQuery(runtime.api, runtime.store, request.path, { query: request.query });

/** A reply the browser puts into its caches before the first render, as the server rendered it. */
export interface Seed {
  queryKey: readonly unknown[];
  document: Document;
}

/**
 * Waits for a request the server renders with and hands its reply to the page; in the browser the
 * page's own query asks, behind its skeletons, so a navigation shows the new screen at once.
 */
export async function seeded(runtime: Runtime, request: ApiRequest, wait: boolean): Promise<Seed[]> {
  const query = requestQuery(runtime, request);
  if (!wait) {
    void runtime.queryClient.prefetchQuery(query);
    return [];
  }
  try {
    return [{ queryKey: query.queryKey, document: await runtime.queryClient.fetchQuery(query) }];
  } catch {
    // The page asks again and shows the failure with a way to retry.
    return [];
  }
}

/**
 * Puts the replies the server rendered with into the browser's caches during the first render,
 * before any component below reads them, so hydration shows what the server showed. A reply the
 * cache holds already (a newer one after an edit) is kept.
 */
export function useSeeds(seeds: readonly Seed[]): void {
  const queryClient = useQueryClient();
  const store = useStore();
  useState(() => {
    for (const { queryKey, document } of seeds) {
      if (queryClient.getQueryData(queryKey) !== undefined) continue;
      store.merge(document);
      queryClient.setQueryData(queryKey, document);
    }
    return null;
  });
}
