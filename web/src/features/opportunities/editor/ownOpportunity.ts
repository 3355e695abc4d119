import type { Document, Resource, ResourceIdentifier } from "@atelier/common/jsonapi";
import type { JsonApiStore } from "../../../api/store.ts";

const part = encodeURIComponent;

/** The owner's endpoints (spec 001 section 7). */
export const OWN_API = {
  mine: "/v1/my/opportunities",
  one: (id: string) => `/v1/my/opportunities/${part(id)}`,
  action: (id: string, action: "publish" | "extend" | "checked" | "cancel") =>
    `/v1/my/opportunities/${part(id)}/${action}`,
  logo: (id: string) => `/v1/my/opportunities/${part(id)}/company_logo`,
  materials: (id: string) => `/v1/my/opportunities/${part(id)}/materials`,
  material: (id: string, materialId: string) => `/v1/my/opportunities/${part(id)}/materials/${part(materialId)}`,
  addenda: (id: string) => `/v1/my/opportunities/${part(id)}/addendums`,
} as const;

/**
 * Stores an owner's reply to a write with its relationships exactly as sent: a merge keeps the older
 * linkage where the newer is empty (replies that did not load a relationship send it empty), but an
 * owner's reply loads them all, so the last skill or file removed must vanish from the store too.
 */
export function storeExactly(store: JsonApiStore, reply: Document): void {
  const primary = reply.data as Resource | null;
  if (!primary || Array.isArray(primary)) return;
  for (const [name, relationship] of Object.entries(primary.relationships ?? {})) {
    if (relationship.data !== undefined) store.relate(primary.type, String(primary.id), name, relationship.data);
  }
}

/**
 * Changes the list an opportunity's relationship holds in the store (its files, its addenda) after
 * the server answered the one added or removed, so the page shows it without reading it all again.
 */
export function relinkList(
  store: JsonApiStore,
  opportunityId: string,
  name: "materials" | "addenda",
  change: (listed: ResourceIdentifier[]) => ResourceIdentifier[],
): void {
  const linkage = store.get("opportunities", opportunityId)?.relationships[name]?.data;
  store.relate("opportunities", opportunityId, name, change(Array.isArray(linkage) ? linkage : []));
}

/** The identifier of a write's one resource, to link it. */
export function identifierOf(reply: Document): ResourceIdentifier {
  const resource = reply.data as Resource;
  return { type: resource.type, id: String(resource.id) };
}
