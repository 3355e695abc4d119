import type { ItemKind } from "../types.ts";

/** The kind of item an editor route is for, from the matched route's id. */
export function kindOfRoute(routeId: string | undefined): ItemKind {
  return routeId?.startsWith("gallery-") ? "gallery" : "showroom";
}

/** The page title's message key of an editor route. */
export const editorTitleKey = (routeId: string | undefined) => `showroom.editor.titles.${routeId ?? "showroom-new"}`;
