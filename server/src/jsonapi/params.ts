import { z } from "zod";
import { errors } from "./errors.ts";

/** A numeric id from the URL; anything else names nothing, so it is a 404 like an unknown id. */
export function idParam(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw errors.notFound();
  return Number(raw);
}

/** The OpenAPI description of an `{id}` path parameter. */
export const idParams = {
  type: "object",
  properties: { id: { type: "string", description: "Resource id" } },
  required: ["id"],
} as const;

/** A numeric id in the path, as the handler receives it; anything else is a 404 (see validatorCompiler). */
export const numericId = z
  .string()
  .regex(/^\d{1,15}$/)
  .transform(Number)
  .describe("Resource id");

/** The `{id}` path parameter of a route on one resource. */
export const idPath = z.object({ id: numericId });
