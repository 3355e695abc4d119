import type { Document, PageLinks, Relationship, Resource, ResourceIdentifier } from "@atelier/common";
import { snakeKeys } from "@atelier/common";
import { CACHE_BUSTING_PARAM } from "@atelier/common/jsonapi";

/** Builds one resource object; attribute keys go out snake_cased. */
export function resource(
  type: string,
  id: string | number,
  attributes: Record<string, unknown>,
  relationships?: Record<string, Relationship>,
  links?: Record<string, string | null>,
): Resource {
  return {
    type,
    id: String(id),
    attributes: snakeKeys(attributes),
    ...(relationships ? { relationships } : {}),
    ...(links ? { links } : {}),
  };
}

export const identifier = (type: string, id: string | number): ResourceIdentifier => ({ type, id: String(id) });

export const toOne = (type: string, id: string | number | null | undefined): Relationship => ({
  data: id === null || id === undefined ? null : identifier(type, id),
});

export const toMany = (type: string, ids: (string | number)[]): Relationship => ({
  data: ids.map((id) => identifier(type, id)),
});

/** Keeps each included resource once, and never repeats a primary resource. */
export function dedupeIncluded(primary: Resource | Resource[] | null, included: Resource[]): Resource[] {
  const seen = new Set<string>();
  for (const r of Array.isArray(primary) ? primary : primary ? [primary] : []) seen.add(`${r.type}:${r.id}`);
  const out: Resource[] = [];
  for (const r of included) {
    const k = `${r.type}:${r.id}`;
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(r);
  }
  return out;
}

export function document<D extends Resource | Resource[] | null>(
  data: D,
  extra: { included?: Resource[]; links?: Document["links"]; meta?: Record<string, unknown> } = {},
): Document<D> {
  const doc: Document<D> = { data };
  if (extra.included) doc.included = dedupeIncluded(data, extra.included);
  if (extra.links) doc.links = extra.links;
  if (extra.meta) doc.meta = extra.meta;
  return doc;
}

/** Paging links for a list: page numbers in `page[number]`, other query parameters kept. */
export function pageLinks(
  requestUrl: string,
  page: { number: number; size: number },
  total: number,
): { links: PageLinks; meta: { total: number; total_pages: number } } {
  const totalPages = Math.max(1, Math.ceil(total / page.size));
  const at = (n: number) => {
    const u = new URL(requestUrl, "http://x");
    u.searchParams.delete(CACHE_BUSTING_PARAM);
    u.searchParams.set("page[number]", String(n));
    u.searchParams.set("page[size]", String(page.size));
    return `${u.pathname}?${u.searchParams.toString()}`;
  };
  return {
    links: {
      self: at(page.number),
      first: at(1),
      prev: page.number > 1 ? at(Math.min(page.number - 1, totalPages)) : null,
      next: page.number < totalPages ? at(page.number + 1) : null,
      last: at(totalPages),
    },
    meta: { total, total_pages: totalPages },
  };
}
