import type { Document } from "@atelier/common/jsonapi";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient, QueryParams, RequestOptions } from "./client.ts";
import type { JsonApiStore } from "./store.ts";

/** Query keys name the API path and its parameters, never the cache-busting `t`. */
export const apiKey = (path: string, query: QueryParams = {}) => ["api", path, query] as const;

export interface DocumentQueryOptions {
  query?: QueryParams;
  timeout?: RequestOptions["timeout"];
  redirectOnForbidden?: boolean;
  staleTime?: number;
}

/**
 * One GET of a JSON:API document as a TanStack query. The reply is merged into the normalized
 * store before the query settles, so components never see the query ahead of the store.
 */
export function documentQuery(api: ApiClient, store: JsonApiStore, path: string, options: DocumentQueryOptions = {}) {
  return queryOptions({
    queryKey: apiKey(path, options.query),
    queryFn: async ({ signal }) => {
      const document = await api.get<Document>(path, {
        query: options.query,
        signal,
        timeout: options.timeout,
        redirectOnForbidden: options.redirectOnForbidden,
      });
      store.merge(document);
      return document;
    },
    // Only when given: an explicit undefined would replace the client's default and make every
    // hydrated reply stale at once.
    ...(options.staleTime === undefined ? {} : { staleTime: options.staleTime }),
  });
}
