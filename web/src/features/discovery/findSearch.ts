import {
  FIND_FILTER_MAX_VALUES,
  FIND_FILTERS,
  FIND_FILTERS_BY_KIND,
  FIND_KINDS,
  FIND_LEVELS,
  FIND_SCOPES,
  type FindFilterName,
  type FindKind,
  type FindScope,
  type FindSort,
  findFilterParam,
  findKindParams,
} from "@atelier/common/find-lists";

/**
 * One value of a filter. Skills and places carry their name along (`12:Typography`) so a shared
 * address shows them at once; fields, industries and languages are named from the catalog, names,
 * levels and language codes are their own name.
 */
export interface FindValue {
  id: string;
  name: string;
}

/** A find list's kind tab, filters, sort and page, as its address keeps them (spec 001 section 9). */
export interface FindSearch {
  kind: FindKind;
  filters: Partial<Record<FindFilterName, FindValue[]>>;
  sort: FindSort;
  page: number;
}

export const emptyFindSearch = (): FindSearch => ({ kind: "all", filters: {}, sort: 0, page: 1 });

const KIND_PARAM = "kind";
const NEWEST = "newest";
const MAX_NAMES = 5;
const MAX_NAME_LENGTH = 100;

const isId = (value: string) => /^[1-9]\d{0,17}$/.test(value);
/** The filters whose address values are `id:name`. */
const NAMED: readonly FindFilterName[] = ["skills", "locationIds"];

/** One address value of a filter as the filter takes it, or null when it cannot be read. */
function readValue(filter: FindFilterName, raw: string): FindValue | null {
  switch (filter) {
    case "names": {
      // A comma would split the word in the request's comma-joined list.
      const name = raw.replaceAll(",", " ").trim().slice(0, MAX_NAME_LENGTH);
      return name ? { id: name.toLowerCase(), name } : null;
    }
    case "levels":
      return (FIND_LEVELS as readonly string[]).includes(raw) ? { id: raw, name: raw } : null;
    case "languageCodes":
      return /^[a-z]{2,3}$/.test(raw) ? { id: raw, name: raw } : null;
    case "skills":
    case "locationIds": {
      const colon = raw.indexOf(":");
      const id = colon < 0 ? raw : raw.slice(0, colon);
      const name = colon < 0 ? "" : raw.slice(colon + 1).trim();
      return isId(id) ? { id, name: name || id } : null;
    }
    default:
      return isId(raw) ? { id: raw, name: raw } : null;
  }
}

const writeValue = (filter: FindFilterName, value: FindValue): string =>
  NAMED.includes(filter) ? `${value.id}:${value.name}` : filter === "names" ? value.name : value.id;

const maxValues = (filter: FindFilterName) => (filter === "names" ? MAX_NAMES : FIND_FILTER_MAX_VALUES);

/** Each value once (by id), at most as many as the server takes. */
function distinct(filter: FindFilterName, values: readonly FindValue[]): FindValue[] {
  const seen = new Set<string>();
  return values
    .filter((value) => {
      if (seen.has(value.id)) return false;
      seen.add(value.id);
      return true;
    })
    .slice(0, maxValues(filter));
}

/** The kinds a list offers; a field's page offers those that filter by creative field. */
export function findKinds(scope: FindScope, inField = false): readonly FindKind[] {
  const kinds: readonly FindKind[] = FIND_KINDS[scope];
  return inField ? kinds.filter((kind) => findFiltersOf(scope, kind).includes("creativeFieldIds")) : kinds;
}

/** The filters a kind of a list offers, in the contract's order. */
export function findFiltersOf(scope: FindScope, kind: FindKind): readonly FindFilterName[] {
  return (FIND_FILTERS_BY_KIND[scope] as Record<FindKind, readonly FindFilterName[]>)[kind] ?? [];
}

/**
 * The search an address names: `kind`, each filter by its contract name (repeatable), `sort=newest`
 * and `page`. A kind the list does not have is "all", a filter the kind does not offer is left out,
 * and so is any value that cannot be read: a mangled link still opens the list and never asks for
 * what the server refuses.
 */
export function parseFindSearch(scope: FindScope, search: string | URLSearchParams, inField = false): FindSearch {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const named = params.get(KIND_PARAM);
  const kind = findKinds(scope, inField).find((k) => k === named) ?? "all";
  const filters: FindSearch["filters"] = {};
  for (const filter of findFiltersOf(scope, kind)) {
    const values = distinct(
      filter,
      params.getAll(filter).flatMap((raw) => readValue(filter, raw) ?? []),
    );
    if (values.length > 0) filters[filter] = values;
  }
  const page = Number(params.get("page"));
  return {
    kind,
    filters,
    sort: params.get("sort") === NEWEST ? 1 : 0,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** A kind tab of a find list that offers filters the address gives and the kind in view does not. */
export interface FiltersElsewhere {
  scope: FindScope;
  kind: FindKind;
  /** The address's filters that this tab offers and the one in view does not, in the contract's order. */
  filters: FindFilterName[];
  /** The tab's search: every value of the address it takes, from page 1, in the same order. */
  search: FindSearch;
}

/**
 * The filters of an address that the kind in view leaves out, each under the first tab that offers
 * it: the list's own kinds first, then the other list's (industries are the clients'). A link of
 * another tab, or a typed address, then says where its filters apply instead of dropping them
 * without a word.
 */
export function filtersElsewhere(
  scope: FindScope,
  query: string | URLSearchParams,
  search: FindSearch,
  inField = false,
): FiltersElsewhere[] {
  const params = new URLSearchParams(query);
  const given = FIND_FILTERS.filter(
    (filter) =>
      !findFiltersOf(scope, search.kind).includes(filter) &&
      params.getAll(filter).some((raw) => readValue(filter, raw) !== null),
  );
  const tabs = FIND_SCOPES.flatMap((other) =>
    findKinds(other, other === scope && inField).map((kind) => ({ scope: other, kind })),
  ).sort((a, b) => Number(a.scope !== scope) - Number(b.scope !== scope));
  const found: FiltersElsewhere[] = [];
  for (const filter of given) {
    const tab = tabs.find((one) => findFiltersOf(one.scope, one.kind).includes(filter));
    if (!tab) continue;
    const known = found.find((one) => one.scope === tab.scope && one.kind === tab.kind);
    if (known) {
      known.filters.push(filter);
      continue;
    }
    params.set(KIND_PARAM, tab.kind);
    const there = parseFindSearch(tab.scope, params, tab.scope === scope && inField);
    found.push({ ...tab, filters: [filter], search: { ...there, sort: search.sort, page: 1 } });
  }
  return found;
}

/** The address query of a search: only what differs from the defaults, in a stable order. */
export function findSearchParams(search: FindSearch): string {
  const params = new URLSearchParams();
  if (search.kind !== "all") params.set(KIND_PARAM, search.kind);
  for (const filter of FIND_FILTERS) {
    for (const value of search.filters[filter] ?? []) params.append(filter, writeValue(filter, value));
  }
  if (search.sort === 1) params.set("sort", NEWEST);
  if (search.page > 1) params.set("page", String(search.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Another kind tab: its own filters, none chosen yet, from page 1; the sort stays. */
export const changeKind = (search: FindSearch, kind: FindKind): FindSearch => ({
  kind,
  filters: {},
  sort: search.sort,
  page: 1,
});

/** Another sort starts again at page 1. */
export const changeSort = (search: FindSearch, sort: FindSort): FindSearch => ({ ...search, sort, page: 1 });

/** A filter's values replaced (each once), from page 1. */
export function setFilter(search: FindSearch, filter: FindFilterName, values: readonly FindValue[]): FindSearch {
  const filters = { ...search.filters };
  const kept = distinct(filter, values);
  if (kept.length > 0) filters[filter] = kept;
  else delete filters[filter];
  return { ...search, filters, page: 1 };
}

/** One more value of a filter; a value already chosen is not taken twice. */
export const addValue = (search: FindSearch, filter: FindFilterName, value: FindValue): FindSearch =>
  setFilter(search, filter, [...(search.filters[filter] ?? []), value]);

export const removeValue = (search: FindSearch, filter: FindFilterName, id: string): FindSearch =>
  setFilter(
    search,
    filter,
    (search.filters[filter] ?? []).filter((value) => value.id !== id),
  );

/** Every filter removed; the kind and the sort stay. */
export const clearFilters = (search: FindSearch): FindSearch => ({ ...search, filters: {}, page: 1 });

/** A typed name, read as the address would read it (trimmed, without commas); null when empty. */
export const nameValue = (text: string): FindValue | null => readValue("names", text);

/** What the results of a kind are counted as: companies, people, or results where both are listed. */
export function countedAs(kind: FindKind): "companies" | "people" | "results" {
  if (kind === "all") return "results";
  return kind === "private" ? "people" : "companies";
}

/** How many filter values narrow the list. */
export const activeFilterCount = (search: FindSearch): number =>
  Object.values(search.filters).reduce((sum, values) => sum + (values?.length ?? 0), 0);

/** Whether names are searched: then the default sort is by relevance. */
export const searchesNames = (search: FindSearch): boolean => (search.filters.names?.length ?? 0) > 0;

/**
 * The list request's filters by the contract's parameter names: the kind's own, then every chosen
 * filter. A field's page (/creatives/{id}) shows that field's people, with any other chosen fields.
 */
export function findFilter(
  scope: FindScope,
  search: FindSearch,
  pathFieldId?: string,
): Record<string, string[] | string> {
  const filter: Record<string, string[] | string> = { ...findKindParams(scope, search.kind) };
  const offered = findFiltersOf(scope, search.kind);
  for (const name of offered) {
    const ids = (search.filters[name] ?? []).map((value) => (name === "names" ? value.name : value.id));
    const values = name === "creativeFieldIds" && pathFieldId ? [...new Set([pathFieldId, ...ids])] : ids;
    if (values.length > 0) filter[findFilterParam(scope, name)] = values;
  }
  return filter;
}
