import type { Document } from "@atelier/common/jsonapi";
import type { ApiContextValue } from "./context.tsx";
import { type JsonApiStore, type ResourceInput, toResourceDocument } from "./store.ts";

/**
 * Creates or changes one resource and merges the reply into the store before handing it back, so
 * every view of the resource shows the change at once.
 */
export async function sendResource(
  { api, store }: ApiContextValue,
  method: "POST" | "PATCH",
  path: string,
  type: string,
  input: ResourceInput,
  headers?: Record<string, string>,
): Promise<Document> {
  const reply = await api.request<Document>(path, { method, body: toResourceDocument(type, input), headers });
  store.merge(reply);
  return reply;
}

/** A merged reply's one primary resource as the store holds it, camelCased. */
export function primaryResource<T extends object>(store: JsonApiStore, reply: Document): T {
  const primary = reply.data;
  const resource = primary && !Array.isArray(primary) ? store.denormalize<T>(primary.type, String(primary.id)) : null;
  if (!resource) throw new Error("The reply carried no resource.");
  return resource;
}
