import type { Document } from "@atelier/common/jsonapi";
import type { JsonApiStore } from "../../api/store.ts";

/** Puts a reply into the store and reads its one primary resource back, camelCased. */
export function mergePrimary<T extends object>(store: JsonApiStore, document: Document): T {
  const [ref] = store.merge(document);
  const resource = ref ? store.denormalize<T>(ref.type, ref.id) : null;
  if (!resource) throw new Error("The reply carried no resource.");
  return resource;
}
