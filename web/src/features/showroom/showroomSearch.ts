import type { ShowroomSort } from "@atelier/common/enums";

/** A vocabulary entry chosen as a filter, its name carried along so a shared address shows it at once. */
export interface Chosen {
  id: string;
  name: string;
}

/** The showroom's filters, sort and page, as its address keeps them (spec 001 section 9). */
export interface ShowroomSearch {
  fieldIds: string[];
  skills: Chosen[];
  locations: Chosen[];
  keyword: string;
  sort: ShowroomSort;
  page: number;
}

export const EMPTY_SEARCH: ShowroomSearch = { fieldIds: [], skills: [], locations: [], keyword: "", sort: 0, page: 1 };

/** The server takes at most this many values per filter. */
const MAX_VALUES = 30;
const MAX_KEYWORD = 100;
const NEWEST = "newest";

const isId = (value: string) => /^[1-9]\d{0,17}$/.test(value);

function unique<T>(values: T[], key: (value: T) => string): T[] {
  const seen = new Set<string>();
  return values
    .filter((value) => {
      const k = key(value);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    })
    .slice(0, MAX_VALUES);
}

/** `12:Typography` is the entry 12, named Typography; the name may hold colons of its own. */
function parseChosen(value: string): Chosen | null {
  const colon = value.indexOf(":");
  const id = colon < 0 ? value : value.slice(0, colon);
  const name = colon < 0 ? "" : value.slice(colon + 1).trim();
  return isId(id) ? { id, name: name || id } : null;
}

/**
 * The search an address names: `field` (creative field ids), `skill` and `location` (`id:name`),
 * `q`, `sort=newest` and `page`, each filter repeatable. Whatever cannot be read is left out, so a
 * mangled link still opens the showroom.
 */
export function parseShowroomSearch(search: string | URLSearchParams): ShowroomSearch {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  const chosen = (name: string) =>
    unique(
      params.getAll(name).flatMap((value) => parseChosen(value) ?? []),
      (entry) => entry.id,
    );
  const page = Number(params.get("page"));
  return {
    fieldIds: unique(params.getAll("field").filter(isId), (id) => id),
    skills: chosen("skill"),
    locations: chosen("location"),
    keyword: (params.get("q") ?? "").trim().slice(0, MAX_KEYWORD),
    sort: params.get("sort") === NEWEST ? 1 : 0,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address query of a search: only what differs from the defaults, in a stable order. */
export function showroomSearchParams(search: ShowroomSearch): string {
  const params = new URLSearchParams();
  for (const id of search.fieldIds) params.append("field", id);
  for (const skill of search.skills) params.append("skill", `${skill.id}:${skill.name}`);
  for (const location of search.locations) params.append("location", `${location.id}:${location.name}`);
  if (search.keyword) params.set("q", search.keyword);
  if (search.sort === 1) params.set("sort", NEWEST);
  if (search.page > 1) params.set("page", String(search.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** A change of the filters or the sort starts again at page 1; only paging keeps its page. */
export function changeSearch(search: ShowroomSearch, change: Partial<Omit<ShowroomSearch, "page">>): ShowroomSearch {
  return { ...search, ...change, page: 1 };
}

/** How many filters narrow the list (the field of a field's page is its subject, not a filter). */
export const activeFilterCount = (search: ShowroomSearch): number =>
  search.fieldIds.length + search.skills.length + search.locations.length + (search.keyword ? 1 : 0);

/**
 * The list request's filters by the spec's names. A field's page (/showroom/field/{id}) shows that
 * field's items, with any other chosen fields beside it.
 */
export function showroomFilter(search: ShowroomSearch, pathFieldId?: string) {
  const fieldIds = pathFieldId ? unique([pathFieldId, ...search.fieldIds], (id) => id) : search.fieldIds;
  return {
    with_showroom_creative_field_ids: fieldIds,
    with_showroom_skills: search.skills.map((skill) => skill.id),
    with_showroom_location_ids: search.locations.map((location) => location.id),
    with_showroom_keyword: search.keyword,
  };
}
