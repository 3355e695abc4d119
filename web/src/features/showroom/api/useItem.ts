import { useMemo } from "react";
import { useStore } from "../../../api/context.tsx";
import { useDocument, useStoreVersion } from "../../../api/hooks.ts";
import type { Item, ItemKind } from "../types.ts";
import { ITEM_INCLUDE } from "./showroomApi.ts";
import { itemRequest } from "./showroomRequests.ts";

/**
 * One showroom or gallery item by id or slug, with its media, people, fields, skills and links:
 * the reply includes them all unasked, and the store nests them.
 */
export function useItem(kind: ItemKind, idOrSlug: string) {
  const store = useStore();
  const version = useStoreVersion();
  const { path, query } = itemRequest(kind, idOrSlug);
  const document = useDocument(path, { query });
  const primary = document.data?.data;
  const ref = primary && !Array.isArray(primary) ? { type: primary.type, id: String(primary.id) } : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` is the store's change signal.
  const data = useMemo(
    () => (ref ? store.denormalize<Item>(ref.type, ref.id, { include: ITEM_INCLUDE[kind] }) : null),
    [store, ref?.type, ref?.id, kind, version],
  );
  return { ...document, data };
}
