import { useResource } from "../../../api/hooks.ts";
import type { Item, ItemKind } from "../types.ts";
import { ITEM_API, ITEM_INCLUDE } from "./showroomApi.ts";

/** One showroom or gallery item by id or slug, with its media, people, fields, skills and links. */
export function useItem(kind: ItemKind, idOrSlug: string) {
  return useResource<Item>(ITEM_API.item(kind, idOrSlug), { include: ITEM_INCLUDE[kind] });
}
