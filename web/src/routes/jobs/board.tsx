import { data } from "react-router";
import { browserRuntime } from "../../app/runtime/browser-runtime.ts";
import { serverRuntime } from "../../app/runtime/server-runtime.ts";
import { loadBoard } from "../../features/opportunities/api/opportunityLoaders.ts";
import { BoardRoute } from "../../features/opportunities/board/BoardRoute.tsx";
import { boardMeta } from "../../features/opportunities/board/boardMeta.ts";
import type { Route } from "./+types/board";

export const meta = boardMeta;

/** The jobs board, or one creative field's (/jobs/category/{id}); an unknown field answers 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const result = await loadBoard(serverRuntime(context, request), url.search, params.id, { wait: true });
  return data(result, { status: result.found ? 200 : 404 });
}

export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return loadBoard(browserRuntime(), new URL(request.url).search, params.id, { wait: false });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <BoardRoute data={loaderData} />;
}
