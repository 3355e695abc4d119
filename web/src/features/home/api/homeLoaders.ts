import { listQuery } from "../../../api/paging.ts";
import { type ApiRequest, type Seed, seeded } from "../../../api/seeds.ts";
import type { AppRuntime } from "../../../app/runtime/runtime.ts";
import { EXPLORE_ITEMS } from "../../showroom/api/useExploreItems.ts";
import { CURRENT_FEATURED_PATH, EXPLORE_CREATIVES } from "./homeApi.ts";

type Runtime = Pick<AppRuntime, "api" | "store" | "queryClient">;

export interface HomeLoaderData {
  seeds: Seed[];
}

/** The shelves' replies, asked as their hooks ask. */
const SHELVES: ApiRequest[] = [
  ...[EXPLORE_ITEMS, EXPLORE_CREATIVES].map(({ path, params }) => ({ path, query: listQuery(params) })),
  { path: CURRENT_FEATURED_PATH, query: {} },
];

/**
 * The home page's shelves: the server renders them filled, so a visitor and a search engine see the
 * work and the people at once, and the browser hydrates them without asking again.
 */
export async function loadHome(runtime: Runtime, { wait }: { wait: boolean }): Promise<HomeLoaderData> {
  const seeds = await Promise.all(SHELVES.map((request) => seeded(runtime, request, wait)));
  return { seeds: seeds.flat() };
}
