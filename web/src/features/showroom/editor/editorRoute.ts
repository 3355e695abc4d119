import type { ItemKind } from "../types.ts";

/** The kind of item an editor route is for, from the matched route's id. */
export function kindOfRoute(routeId: string | undefined): ItemKind {
  return routeId?.startsWith("gallery-") ? "gallery" : "showroom";
}

/** The page title's message key of an editor route. */
export const editorTitleKey = (routeId: string | undefined) => `showroom.editor.titles.${routeId ?? "showroom-new"}`;

/** The history state of an address the editor moved itself to. */
export interface EditorMove {
  /** The key of the editor that moved, which stays on screen. */
  editor: string;
}

/**
 * Which editor a location shows: its own key, or the key of the editor that moved to it (a new
 * item's page to the draft it created), so the same one stays with its uploads under way.
 */
export function editorKeyOf(location: { key: string; state: unknown }): string {
  const { state } = location;
  return typeof state === "object" && state !== null && typeof (state as Partial<EditorMove>).editor === "string"
    ? (state as EditorMove).editor
    : location.key;
}
