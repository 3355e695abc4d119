import { useDocument, useStoreRead } from "../../../api/hooks.ts";
import type { Item, ItemKind } from "../types.ts";
import { ITEM_INCLUDE } from "./showroomApi.ts";
import { itemRequest } from "./showroomRequests.ts";

/**
 * One showroom or gallery item by id or slug, with its media, people, fields, skills and links:
 * the reply includes them all unasked, and the store nests them.
 */
export function useItem(kind: ItemKind, idOrSlug: string, { enabled = true }: { enabled?: boolean } = {}) {
  const { path, query } = itemRequest(kind, idOrSlug);
  const document = useDocument(path, { query, enabled });
  const primary = document.data?.data;
  const data = useStoreRead(
    (store) => store.denormalizeData<Item>(primary, { include: ITEM_INCLUDE[kind] })[0] ?? null,
    [primary, kind],
  );
  return { ...document, data };
}
