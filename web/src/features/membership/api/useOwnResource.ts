import type { Resource } from "@atelier/common/jsonapi";
import { useDocument, useStoreRead } from "../../../api/hooks.ts";

/**
 * One of the buyer's own resources with what its reply includes unasked (the cart's item, an order's
 * membership and invoice): these routes take no `include` parameter, so `useResource` cannot ask.
 */
export function useOwnResource<T extends object>(path: string, include: readonly string[], enabled = true) {
  const query = useDocument(path, { enabled });
  const primary = query.data?.data as Resource | null | undefined;
  const data = useStoreRead(
    (store) => (primary ? store.denormalize<T>(primary.type, String(primary.id), { include }) : null),
    [primary, include],
  );
  return { ...query, data };
}
