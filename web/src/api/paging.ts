import { type Document, PAGE_CURSOR_PARAM, PAGE_SIZE_DEFAULT } from "@atelier/common/jsonapi";
import type { QueryParams } from "./client.ts";

export interface Paging {
  page: number;
  totalPages: number;
  /** The number of items over all pages, when the reply says it. */
  total: number | null;
  hasNext: boolean;
  hasPrev: boolean;
}

export interface ListParams {
  page?: number;
  size?: number;
  /** Filter values by the spec's filter names; arrays are comma-joined. */
  filter?: Record<string, string | number | boolean | readonly (string | number)[] | null | undefined>;
  sort?: string;
  include?: readonly string[];
}

function pageNumberOf(link: string | null | undefined): number | null {
  if (!link) return null;
  const query = link.includes("?") ? link.slice(link.indexOf("?") + 1) : "";
  const value = Number(new URLSearchParams(query).get("page[number]"));
  return Number.isInteger(value) && value > 0 ? value : null;
}

const positiveInt = (v: unknown): number | null => (typeof v === "number" && Number.isInteger(v) && v > 0 ? v : null);

/**
 * The paging of a list reply: the page count from `meta.total_pages`, else from the page number
 * in `links.last` (the spec's users list counts pages that way), else from whether a next link exists.
 */
export function parsePaging(document: Pick<Document, "links" | "meta">, requestedPage = 1): Paging {
  const links = document.links ?? {};
  const page = pageNumberOf(links.self) ?? requestedPage;
  const totalPages =
    positiveInt(document.meta?.total_pages) ?? pageNumberOf(links.last) ?? (links.next ? page + 1 : page);
  const total = document.meta?.total;
  return {
    page,
    totalPages: Math.max(totalPages, 1),
    total: typeof total === "number" ? total : null,
    hasNext: links.next ? true : page < totalPages,
    hasPrev: page > 1,
  };
}

/**
 * The query of the page after a list reply, or undefined at the end: the cursor `links.next`
 * carries, for a list read by cursor, else the next page number.
 */
export function nextPageQuery(document: Pick<Document, "links" | "meta">, pagesRead: number): QueryParams | undefined {
  const next = document.links?.next;
  const cursor = next ? new URLSearchParams(next.slice(next.indexOf("?") + 1)).get(PAGE_CURSOR_PARAM) : null;
  if (cursor) return { [PAGE_CURSOR_PARAM]: cursor };
  return parsePaging(document, pagesRead).hasNext ? { "page[number]": pagesRead + 1 } : undefined;
}

/** JSON:API list parameters of ARCHITECTURE.md: `page[number]`, `page[size]`, `filter[x]`, `sort`, `include`. */
export function listQuery(params: ListParams): QueryParams {
  const query: QueryParams = {
    "page[number]": params.page ?? 1,
    "page[size]": params.size ?? PAGE_SIZE_DEFAULT,
  };
  for (const [name, value] of Object.entries(params.filter ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value) && value.length === 0) continue;
    query[`filter[${name}]`] = typeof value === "boolean" ? String(value) : value;
  }
  if (params.sort) query.sort = params.sort;
  if (params.include?.length) query.include = params.include.join(",");
  return query;
}
