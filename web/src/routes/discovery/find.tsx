import type { FindScope } from "@atelier/common/find-lists";
import { paths } from "@atelier/common/paths";
import { data } from "react-router";
import { browserRuntime } from "../../app/runtime/browser-runtime.ts";
import { serverRuntime } from "../../app/runtime/server-runtime.ts";
import { loadFind } from "../../features/discovery/api/findLoaders.ts";
import { FindRoute } from "../../features/discovery/FindRoute.tsx";
import { findMeta } from "../../features/discovery/findMeta.ts";
import type { Route } from "./+types/find";

export const meta = findMeta;

/** The list the address names: /clients… or /creatives…. */
const scopeFromPath = (pathname: string): FindScope =>
  pathname === paths.clients || pathname.startsWith(`${paths.clients}/`) ? "clients" : "creatives";

/** Find creatives or clients, or one creative field's (/creatives/{id}); an unknown field answers 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const result = await loadFind(serverRuntime(context, request), scopeFromPath(url.pathname), url.search, params.id, {
    wait: true,
  });
  return data(result, { status: result.found ? 200 : 404 });
}

export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  return loadFind(browserRuntime(), scopeFromPath(url.pathname), url.search, params.id, { wait: false });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <FindRoute data={loaderData} />;
}
