import type { Seed } from "../../../api/seeds.ts";
import type { AppRuntime } from "../../../app/runtime/runtime.ts";
import { parseSiteSearch } from "./searchAddress.ts";
import { listRequestQuery, searchLists } from "./searchRequests.ts";

type Runtime = Pick<AppRuntime, "api" | "store" | "queryClient">;

export interface SearchLoaderData {
  seeds: Seed[];
}

/**
 * The results of a search. The server waits for them so the first paint shows the results; in the
 * browser the page's own queries ask, behind skeletons, so the new screen shows at once.
 */
export async function loadSearch(runtime: Runtime, search: string, { wait }: { wait: boolean }) {
  const queries = searchLists(parseSiteSearch(search)).map((list) => listRequestQuery(runtime, list));
  if (!wait) {
    for (const query of queries) void runtime.queryClient.prefetchQuery(query);
    return { seeds: [] } satisfies SearchLoaderData;
  }
  const replies = await Promise.allSettled(queries.map((query) => runtime.queryClient.fetchQuery(query)));
  // A list that failed is asked again by the page, which shows the failure with a way to retry.
  const seeds = replies.flatMap((reply, i) =>
    reply.status === "fulfilled" ? [{ queryKey: queries[i]!.queryKey, document: reply.value }] : [],
  );
  return { seeds } satisfies SearchLoaderData;
}
