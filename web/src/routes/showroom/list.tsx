import { data } from "react-router";
import { browserRuntime } from "../../app/runtime/browser-runtime.ts";
import { serverRuntime } from "../../app/runtime/server-runtime.ts";
import { loadShowroom } from "../../features/showroom/api/showroomLoaders.ts";
import { ShowroomRoute } from "../../features/showroom/ShowroomRoute.tsx";
import { showroomMeta } from "../../features/showroom/showroomMeta.ts";
import type { Route } from "./+types/list";

export const meta = showroomMeta;

/** The showroom, or one creative field's part of it (/showroom/field/{id}); an unknown field answers 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).search;
  const result = await loadShowroom(serverRuntime(context, request), search, params.id, { wait: true });
  return data(result, { status: result.found ? 200 : 404 });
}

export function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  return loadShowroom(browserRuntime(), new URL(request.url).search, params.id, { wait: false });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ShowroomRoute data={loaderData} />;
}
