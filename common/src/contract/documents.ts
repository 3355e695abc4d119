import { z } from "zod";
import { component } from "./components.ts";
import { snakeSchema } from "./wire.ts";

/**
 * JSON:API 1.1 envelopes as zod schemas, built once here so that no route writes one by hand.
 * Attributes are written in camelCase, as presenters and the web app use them; the wire form is
 * snake_cased (see snakeSchema). The web app infers its types from the camelCase side.
 */

const identifierOf = (type: string) => z.object({ type: z.literal(type), id: z.string() });
const anyIdentifier = z.object({ type: z.string(), id: z.string() });

/** How a relationship is declared: the type it points at, one or many. */
export interface RelationshipSpec {
  type: string | readonly string[];
  many?: boolean;
}
export const one = (type: string | readonly string[]): RelationshipSpec => ({ type });
export const many = (type: string | readonly string[]): RelationshipSpec => ({ type, many: true });

function linkageOf(spec: RelationshipSpec) {
  const identifier =
    typeof spec.type === "string"
      ? identifierOf(spec.type)
      : spec.type.length > 0
        ? z.object({ type: z.enum(spec.type as [string, ...string[]]), id: z.string() })
        : anyIdentifier;
  return spec.many ? z.object({ data: z.array(identifier) }) : z.object({ data: identifier.nullable() });
}

const links = z.record(z.string(), z.string().nullable());

/** The name a resource's schema has among the API description's components: `users` -> `Users`. */
const componentName = (type: string) => type.replace(/(^|_)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

/**
 * The resource object of one type, with the attributes schema (camelCase) on the wire in snake_case
 * and the named relationships. What a schema does not name is stripped on the way out. It is a
 * component of the API description named after its type (`users` -> `Users`); another schema of the
 * same type, such as a smaller view of it, takes a name of its own.
 */
export function resourceSchema<
  T extends string,
  A extends z.ZodObject,
  R extends Record<string, RelationshipSpec> = Record<never, RelationshipSpec>,
>(type: T, attributes: A, relationships?: R, name: string = componentName(type)) {
  const rels = relationships
    ? z.object(
        Object.fromEntries(Object.entries(relationships).map(([key, spec]) => [key, linkageOf(spec).optional()])),
      )
    : undefined;
  return component(
    name,
    z.object({
      type: z.literal(type),
      id: z.string(),
      attributes: snakeSchema(attributes) as z.ZodType<SnakeWire<z.output<A>>>,
      ...(rels ? { relationships: rels.optional() } : {}),
      links: links.optional(),
      meta: z.record(z.string(), z.unknown()).optional(),
    }),
  );
}

export type ResourceSchema = ReturnType<typeof resourceSchema>;

/**
 * A resource as one reply lists it, with `meta` on why it is there (what a search found it by): its
 * own component of the API description, `name`, beside the plain resource's. Members are written in
 * camelCase, as attributes, and go out snake_cased.
 */
export function resourceWithMeta<S extends z.ZodObject, M extends z.ZodObject>(resource: S, meta: M, name: string) {
  const wireMeta = snakeSchema(meta) as z.ZodType<SnakeWire<z.output<M>>>;
  return component(name, resource.extend({ meta: wireMeta.optional() }));
}

/** What the camelCase attributes look like on the wire, for the types the client reads. */
type SnakeKey<K extends string> = K extends `${infer H}${infer T}`
  ? H extends Lowercase<H>
    ? `${H}${SnakeKey<T>}`
    : `_${Lowercase<H>}${SnakeKey<T>}`
  : K;
export type SnakeWire<T> = T extends readonly (infer E)[]
  ? SnakeWire<E>[]
  : T extends Record<string, unknown>
    ? { [K in keyof T as K extends string ? SnakeKey<K> : K]: SnakeWire<T[K]> }
    : T;

/** Included resources: any of the given resource schemas, told apart by `type`. */
function includedOf(included: readonly z.ZodObject[]) {
  if (included.length === 0) return z.array(z.never()).optional();
  if (included.length === 1) return z.array(included[0]).optional();
  return z.array(z.discriminatedUnion("type", included as unknown as [z.ZodObject, z.ZodObject])).optional();
}

const documentMeta = z.record(z.string(), z.unknown()).optional();

/** A document with one resource (or null, when `nullable`). */
export function documentSchema<S extends z.ZodObject>(
  resource: S,
  opts: { included?: readonly z.ZodObject[]; nullable?: boolean } = {},
) {
  return z.object({
    data: opts.nullable ? resource.nullable() : resource,
    included: includedOf(opts.included ?? []),
    links: links.optional(),
    meta: documentMeta,
  });
}

/**
 * A document that carries only `meta`: the answer of an action that has no resource to show (a
 * request accepted, a password changed). The meta members are written in camelCase, as attributes.
 */
export function metaDocumentSchema<M extends z.ZodObject>(meta: M) {
  return z.object({ meta: snakeSchema(meta) as z.ZodType<SnakeWire<z.output<M>>> });
}

/** Paging links of a list: page numbers in `page[number]`; prev and next are null at the ends. */
export const pageLinksSchema = z.object({
  self: z.string(),
  first: z.string(),
  prev: z.string().nullable(),
  next: z.string().nullable(),
  last: z.string(),
});

/**
 * A page of a list, with paging links and `meta.total`, `meta.total_pages`. The resource may be a
 * union of resource schemas, for lists that mix types (my likes: showroom and gallery items).
 */
export function listDocumentSchema<S extends z.ZodType>(
  resource: S,
  opts: { included?: readonly z.ZodObject[]; paged?: boolean } = {},
) {
  const paged = opts.paged ?? true;
  return z.object({
    data: z.array(resource),
    included: includedOf(opts.included ?? []),
    links: paged ? pageLinksSchema : links.optional(),
    meta: paged
      ? z
          .object({ total: z.number().int().nonnegative(), total_pages: z.number().int().positive() })
          .catchall(z.unknown())
      : documentMeta,
  });
}

/**
 * A page of a list read by cursor (the home feed): `links.next` carries the opaque cursor of the
 * page after this one, null at the end; there is no total, since counting would read the whole list.
 */
export function cursorListDocumentSchema<S extends z.ZodType>(
  resource: S,
  opts: { included?: readonly z.ZodObject[] } = {},
) {
  return z.object({
    data: z.array(resource),
    included: includedOf(opts.included ?? []),
    links: z.object({ self: z.string(), next: z.string().nullable() }),
    meta: documentMeta,
  });
}

/** One error object; `source.pointer` names the offending attribute, `source.parameter` the query parameter. */
export const errorObjectSchema = z.object({
  status: z.string(),
  code: z.string(),
  title: z.string(),
  detail: z.string().optional(),
  source: z
    .object({ pointer: z.string().optional(), parameter: z.string().optional(), header: z.string().optional() })
    .optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
});
export const errorDocumentSchema = component("ErrorDocument", z.object({ errors: z.array(errorObjectSchema).min(1) }));
