import { camelKeys } from "@atelier/common";
import type { z } from "zod";
import { errors, fromZodError } from "./errors.ts";

interface ResourceBody {
  data?: { type?: unknown; id?: unknown; attributes?: unknown; relationships?: unknown };
}

export interface ParseBodyOptions {
  /** The resource type the endpoint takes; a different `type` is a 409 as JSON:API asks. */
  type: string | readonly string[];
  /** The id in the URL, for PATCH; a different id in the body is a 409. */
  id?: string;
  /** Whether relationship linkage (ids) is read into the result as `<name>Id`/`<name>Ids`. */
  relationships?: readonly string[];
}

/**
 * Reads `data.attributes` (snake_case on the wire) into camelCase, adds the relationship ids the
 * endpoint accepts, and validates the result with the shared zod schema.
 */
export function parseBody<S extends z.ZodType>(body: unknown, schema: S, opts: ParseBodyOptions): z.infer<S> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw errors.badRequest("The request body must be a JSON:API document.", { pointer: "" });
  }
  const data = (body as ResourceBody).data;
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw errors.badRequest("The document must have a single resource object in data.", { pointer: "/data" });
  }
  const types = typeof opts.type === "string" ? [opts.type] : opts.type;
  if (data.type !== undefined && !types.includes(String(data.type))) {
    throw errors.conflict(`This endpoint takes resources of type ${types.join(" or ")}.`, { pointer: "/data/type" });
  }
  if (opts.id === undefined && data.id !== undefined) {
    throw errors.forbidden("Client-generated ids are not supported.", { pointer: "/data/id" });
  }
  if (opts.id !== undefined && data.id !== undefined && String(data.id) !== opts.id) {
    throw errors.conflict("The id in the body does not match the URL.", { pointer: "/data/id" });
  }
  const attributes = data.attributes ?? {};
  if (typeof attributes !== "object" || attributes === null || Array.isArray(attributes)) {
    throw errors.badRequest("attributes must be an object.", { pointer: "/data/attributes" });
  }
  const input: Record<string, unknown> = camelKeys(attributes);
  const rels = (data.relationships ?? {}) as Record<string, { data?: unknown }>;
  for (const name of opts.relationships ?? []) {
    const linkage = rels[name]?.data;
    if (linkage === undefined) continue;
    const key = name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
    if (Array.isArray(linkage)) input[`${key}Ids`] = linkage.map((l) => (l as { id?: unknown })?.id);
    else input[`${key}Id`] = linkage === null ? null : (linkage as { id?: unknown })?.id;
  }
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data;
}
