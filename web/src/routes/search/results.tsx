import { useSeeds } from "../../api/seeds.ts";
import { browserRuntime } from "../../app/runtime/browser-runtime.ts";
import { serverRuntime } from "../../app/runtime/server-runtime.ts";
import { SearchPage } from "../../features/discovery/search/SearchPage.tsx";
import { loadSearch } from "../../features/discovery/search/searchLoaders.ts";
import { searchMeta } from "../../features/discovery/search/searchMeta.ts";
import type { Route } from "./+types/results";

export const meta = searchMeta;

/** /search?q=…: the first page of results comes with the page. */
export function loader({ request, context }: Route.LoaderArgs) {
  return loadSearch(serverRuntime(context, request), new URL(request.url).search, { wait: true });
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadSearch(browserRuntime(), new URL(request.url).search, { wait: false });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  useSeeds(loaderData.seeds);
  return <SearchPage />;
}
