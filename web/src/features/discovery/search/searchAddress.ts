import { paths } from "@atelier/common/paths";

/** What the results page shows: every kind of result a few at a time, or all the people, paged. */
export type SearchTab = "all" | "people";

/** The search an address names: `q`, `tab=people` and, on that tab, `page`. */
export interface SiteSearch {
  q: string;
  tab: SearchTab;
  page: number;
}

/** The query parameter the header's form and the results page share. */
export const SEARCH_PARAM = "q";

/** The server reads a name or a keyword up to this length. */
const MAX_QUERY = 100;

/**
 * The words searched for: trimmed, inner white space single and no commas, which the users list
 * reads as "any of several names", so "Müller, Anna" looks for one person.
 */
export function searchWords(text: string): string {
  return text
    .replace(/[\s,]+/g, " ")
    .trim()
    .slice(0, MAX_QUERY)
    .trim();
}

/** The search of an address; whatever cannot be read falls back to the first page of everything. */
export function parseSiteSearch(search: string | URLSearchParams): SiteSearch {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const tab: SearchTab = params.get("tab") === "people" ? "people" : "all";
  const page = Number(params.get("page"));
  return {
    q: searchWords(params.get(SEARCH_PARAM) ?? ""),
    tab,
    page: tab === "people" && Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The results page's address of a search: only what differs from the defaults. */
export function siteSearchHref({ q, tab = "all", page = 1 }: Partial<SiteSearch>): string {
  const params = new URLSearchParams();
  if (q) params.set(SEARCH_PARAM, q);
  if (tab === "people") params.set("tab", tab);
  if (tab === "people" && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${paths.search}?${query}` : paths.search;
}
