import { z } from "zod";
import { camelKeys, toCamel, toSnake } from "../case.ts";
import { snakeSchema } from "./wire.ts";

/** How a request body is read: which resource types it takes, whether it may name an id, which relationships. */
export interface BodyContract {
  /** The resource type the endpoint takes; a different `type` is a 409 as JSON:API asks. */
  type: string | readonly string[];
  /** Whether `data.id` may be sent (updates of a named resource); the route checks it matches. */
  id?: boolean;
  /** Relationships whose linkage is read into the input as `<name>Id` or `<name>Ids`. */
  relationships?: readonly string[];
  /** The input in camelCase, after attributes and relationship ids are merged. */
  attributes: z.ZodType;
}

/** The contract of each body schema made by resourceBody, for the server's validator. */
export const bodyContracts = new WeakMap<z.ZodType, BodyContract>();

const relationshipKey = (name: string, many: boolean) => `${toCamel(name)}${many ? "Ids" : "Id"}`;

/**
 * The input a resource document carries: `data.attributes` camelCased, plus the ids of the
 * relationships the endpoint reads (a to-one as `<name>Id`, a to-many as `<name>Ids`).
 */
export function bodyInput(
  data: { attributes?: unknown; relationships?: unknown },
  relationships: readonly string[] = [],
): Record<string, unknown> {
  const input: Record<string, unknown> = camelKeys(data.attributes ?? {});
  const rels = (data.relationships ?? {}) as Record<string, { data?: unknown } | undefined>;
  for (const name of relationships) {
    const linkage = rels[name]?.data;
    if (linkage === undefined) continue;
    if (Array.isArray(linkage)) input[relationshipKey(name, true)] = linkage.map((l) => (l as { id?: unknown })?.id);
    else input[relationshipKey(name, false)] = linkage === null ? null : (linkage as { id?: unknown })?.id;
  }
  return input;
}

/**
 * A JSON:API request document as a zod schema: the wire form (what the API description shows)
 * piped into the camelCase input schema the handler receives.
 */
export function resourceBody<A extends z.ZodType<unknown, Record<string, unknown>>>(
  contract: Omit<BodyContract, "attributes"> & { attributes: A },
) {
  const types = (typeof contract.type === "string" ? [contract.type] : contract.type) as [string, ...string[]];
  const relationships = contract.relationships ?? [];
  const fedByRelationship = new Set(
    relationships.flatMap((name) => [toSnake(relationshipKey(name, false)), toSnake(relationshipKey(name, true))]),
  );
  const wireAttributes = snakeSchema(contract.attributes);
  const attributes =
    wireAttributes instanceof z.ZodObject && fedByRelationship.size > 0
      ? wireAttributes.partial(
          Object.fromEntries(
            Object.keys(wireAttributes.shape)
              .filter((k) => fedByRelationship.has(k))
              .map((k) => [k, true as const]),
          ) as Record<string, true>,
        )
      : wireAttributes;
  const linkage = z.object({ type: z.string(), id: z.string() });
  const wire = z.object({
    data: z.object({
      type: z.enum(types),
      ...(contract.id ? { id: z.string().optional() } : {}),
      attributes: attributes.optional(),
      ...(relationships.length > 0
        ? {
            relationships: z
              .object(
                Object.fromEntries(
                  relationships.map((name) => [
                    name,
                    z.object({ data: z.union([linkage, z.array(linkage), z.null()]) }).optional(),
                  ]),
                ),
              )
              .optional(),
          }
        : {}),
    }),
  });
  const schema = wire
    .transform((doc): Record<string, unknown> => bodyInput(doc.data, relationships))
    .pipe(contract.attributes);
  bodyContracts.set(schema, contract);
  return schema;
}
