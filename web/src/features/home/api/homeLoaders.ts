import { listQuery } from "../../../api/paging.ts";
import { type ApiRequest, type Seed, seeded } from "../../../api/seeds.ts";
import type { AppRuntime } from "../../../app/runtime/runtime.ts";
import { EXPLORE_ITEMS } from "../../showroom/api/useExploreItems.ts";
import { CURRENT_FEATURED_PATH, EXPLORE_CREATIVES } from "./homeApi.ts";

type Runtime = Pick<AppRuntime, "api" | "store" | "queryClient">;

export interface HomeLoaderData {
  seeds: Seed[];
}

const FEATURED: ApiRequest = { path: CURRENT_FEATURED_PATH, query: {} };

/** The shelves' replies, asked as their hooks ask. */
const SHELVES: ApiRequest[] = [
  ...[EXPLORE_ITEMS, EXPLORE_CREATIVES].map(({ path, params }) => ({ path, query: listQuery(params) })),
  FEATURED,
];

/**
 * The home page's shelves: the server renders them filled, so a visitor and a search engine see the
 * work and the people at once, and the browser hydrates them without asking again. A member's home
 * is filled with what is theirs (the feed, people to follow) in the browser, so the server renders
 * it with the featured field alone, the one part every member shares.
 */
export async function loadHome(
  runtime: Runtime,
  { wait, member }: { wait: boolean; member: boolean },
): Promise<HomeLoaderData> {
  const seeds = await Promise.all((member ? [FEATURED] : SHELVES).map((request) => seeded(runtime, request, wait)));
  return { seeds: seeds.flat() };
}
