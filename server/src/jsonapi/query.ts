import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, toCamel, toSnake } from "@atelier/common";
import { z } from "zod";
import { errors } from "./errors.ts";

export type RawQuery = Record<string, string | string[] | undefined>;

export interface ListQuery {
  page: { number: number; size: number; offset: number };
  /** Whether the client asked for the whole list (`paging=false`); callers still cap it. */
  paging: boolean;
  filter: Record<string, string[]>;
  sort: { field: string; desc: boolean }[];
  include: string[];
}

export interface ListQueryOptions {
  /** Sortable fields in camelCase; anything else is a 400 naming the parameter. */
  sortable?: readonly string[];
  defaultSort?: string;
  /** Filter names in camelCase; any other filter is a 400 naming the parameter. */
  filters?: readonly string[];
  /** `page[size]` when the client names none; PAGE_SIZE_DEFAULT unless the list is meant to be short. */
  defaultSize?: number;
  maxSize?: number;
  includable?: readonly string[];
}

const FILTER_PARAM = /^filter\[([A-Za-z0-9_]+)\]$/;

/** When a parameter is repeated, the last value counts (as in most frameworks), then limits apply. */
function last(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[v.length - 1] : v;
}

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === "") return fallback;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
    throw errors.badRequest(`${name} must be a whole number of at least 1.`, { parameter: name });
  }
  return Number(raw);
}

export function parseListQuery(query: RawQuery, opts: ListQueryOptions = {}): ListQuery {
  const maxSize = opts.maxSize ?? PAGE_SIZE_MAX;
  const number = positiveInt("page[number]", last(query["page[number]"]), 1);
  const size = Math.min(
    positiveInt("page[size]", last(query["page[size]"]), opts.defaultSize ?? PAGE_SIZE_DEFAULT),
    maxSize,
  );

  const filter: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(query)) {
    const m = FILTER_PARAM.exec(k);
    if (!m || v === undefined) continue;
    const name = toCamel(m[1]);
    if (!opts.filters?.includes(name)) {
      throw errors.badRequest(`Unknown filter ${m[1]}.`, { parameter: k });
    }
    const values = (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(",")).map((s) => s.trim());
    filter[name] = [...new Set(values.filter((s) => s !== ""))];
  }

  const sortRaw = last(query.sort) ?? last(query.sorted_by) ?? last(query.sortedBy) ?? opts.defaultSort ?? "";
  const sort = sortRaw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const desc = s.startsWith("-");
      const field = toCamel(desc ? s.slice(1) : s);
      if (!opts.sortable?.includes(field)) {
        throw errors.badRequest(`Sorting by ${toSnake(field)} is not supported.`, { parameter: "sort" });
      }
      return { field, desc };
    });

  const include = (last(query.include) ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((path) => path.split(".").map(toCamel).join("."));
  if (opts.includable) {
    for (const path of include) {
      if (!opts.includable.includes(path)) {
        throw errors.badRequest(`Including ${path} is not supported.`, { parameter: "include" });
      }
    }
  }

  return {
    page: { number, size, offset: (number - 1) * size },
    paging: last(query.paging) !== "false",
    filter,
    sort,
    include,
  };
}

/** One query parameter as it arrives: once, or repeated. */
const queryValue = z.union([z.string(), z.array(z.string())]);

/**
 * The query of a route: the parameters the API description names (with their descriptions). Others
 * reach the schema only as unknownParameter lets them: the cache-busting `t`, and a list's parameters.
 */
export function queryParams(described: Record<string, string>) {
  return z
    .object(
      Object.fromEntries(Object.entries(described).map(([name, text]) => [name, queryValue.optional().describe(text)])),
    )
    .catchall(queryValue);
}

/** The query of a list, read by parseListQuery: it also takes the list parameters the description leaves out. */
export function listParams(described: Record<string, string>) {
  const schema = queryParams({ ...PAGING_PARAMS, ...described });
  listSchemas.add(schema);
  return schema;
}

/** Query schemas whose parser is parseListQuery. */
const listSchemas = new WeakSet<z.ZodType>();

/** What parseListQuery reads besides a list's described parameters; filters it checks by name itself. */
const LIST_PARAMS = new Set(["page[number]", "page[size]", "sort", "sorted_by", "sortedBy", "include", "paging"]);

/** The parameter every route takes and none reads: the web client's cache-busting `t`. */
const CACHE_BUSTING_PARAM = "t";

/**
 * The first parameter of a request's query that its route does not know, or undefined. Known are
 * the ones its schema names, `t`, and on a list the list parameters and `filter[name]`; anything
 * else, a known name in another spelling too (`filter[kind][]`, `page[size][]`), would otherwise be
 * silently ignored and answer as if it had not been sent.
 */
export function unknownParameter(schema: unknown, query: object): string | undefined {
  const object = queryObject(schema);
  const list = object !== undefined && listSchemas.has(object);
  return Object.keys(query).find(
    (name) =>
      name !== CACHE_BUSTING_PARAM &&
      !(object && Object.hasOwn(object.shape, name)) &&
      !(list && (LIST_PARAMS.has(name) || FILTER_PARAM.test(name))),
  );
}

function queryObject(schema: unknown): z.ZodObject | undefined {
  if (schema instanceof z.ZodObject) return schema;
  if (schema instanceof z.ZodPipe) return queryObject(schema.in);
  return undefined;
}

/** The paging parameters, as lists describe them. */
export const PAGING_PARAMS = {
  "page[number]": "Page number, from 1",
  "page[size]": `Page size, ${PAGE_SIZE_DEFAULT} by default, at most ${PAGE_SIZE_MAX}`,
} as const;

/** A list's query, read by parseListQuery into page, filters, order and includes (400s name the parameter). */
export function listQuery(described: Record<string, string>, opts: ListQueryOptions = {}) {
  return listParams(described).transform((raw) => parseListQuery(raw as RawQuery, opts));
}
