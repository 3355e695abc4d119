import { bodyInput } from "@atelier/common";
import type { z } from "zod";
import { errors, fromZodError } from "./errors.ts";

/** The `id` option that accepts any id in the body, for the route to compare. */
export const ANY_ID: unique symbol = Symbol("any id");

interface ResourceBody {
  data?: { type?: unknown; id?: unknown; attributes?: unknown; relationships?: unknown };
}

export interface ParseBodyOptions {
  /** The resource type the endpoint takes; a different `type` is a 409 as JSON:API asks. */
  type: string | readonly string[];
  /**
   * The id of the resource written, for PATCH; a different id in the body is a 409. ANY_ID lets the
   * body name an id that the route compares itself (matchBodyId), once it has loaded the resource.
   */
  id?: string | typeof ANY_ID;
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
  if (opts.id !== undefined && opts.id !== ANY_ID && data.id !== undefined && String(data.id) !== opts.id) {
    throw errors.conflict("The id in the body does not match the URL.", { pointer: "/data/id" });
  }
  const attributes = data.attributes ?? {};
  if (typeof attributes !== "object" || attributes === null || Array.isArray(attributes)) {
    throw errors.badRequest("attributes must be an object.", { pointer: "/data/attributes" });
  }
  const parsed = schema.safeParse(bodyInput({ attributes, relationships: data.relationships }, opts.relationships));
  if (!parsed.success) throw fromZodError(parsed.error);
  return parsed.data;
}
