import { data } from "react-router";
import { browserRuntime } from "../../app/runtime/browser-runtime.ts";
import { serverRuntime } from "../../app/runtime/server-runtime.ts";
import { loadItem } from "../../features/showroom/api/showroomLoaders.ts";
import { ItemRoute } from "../../features/showroom/ItemRoute.tsx";
import { itemMeta } from "../../features/showroom/itemMeta.ts";
import type { ItemKind } from "../../features/showroom/types.ts";
import type { Route } from "./+types/item";

export const meta = itemMeta;

/** The item an address names: /showroom/{slug or id} or /gallery/{slug or id}. */
function itemOf(params: Route.LoaderArgs["params"]): { kind: ItemKind; key: string } {
  return "galleryItemId" in params && params.galleryItemId
    ? { kind: "gallery", key: params.galleryItemId }
    : { kind: "showroom", key: String("showroomItemId" in params ? params.showroomItemId : "") };
}

/** A showroom or gallery item; a draft of someone else's or an unknown item answers 404. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { kind, key } = itemOf(params);
  const result = await loadItem(serverRuntime(context, request), kind, key);
  return data(result, { status: result.found ? 200 : 404 });
}

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const { kind, key } = itemOf(params);
  return loadItem(browserRuntime(), kind, key);
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ItemRoute data={loaderData} />;
}
