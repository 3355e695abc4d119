import {
  JOB_TYPES,
  type JobType,
  OPPORTUNITY_KINDS,
  OPPORTUNITY_SORTS,
  type OpportunityKind,
  type OpportunitySort,
} from "@atelier/common/enums";
import { type Chosen, parseShowroomSearch, showroomSearchParams } from "../../showroom/showroomSearch.ts";

/** The distances the place filter offers around a chosen place, in kilometres. */
export const BOARD_DISTANCES = [10, 25, 50, 100] as const;
export type BoardDistance = (typeof BOARD_DISTANCES)[number];

/** The board's filters, sort and page, as its address keeps them (DESIGN.md "Lists with filters"). */
export interface BoardSearch {
  kind: OpportunityKind | null;
  /** Kinds of job: offered unless only projects are shown. */
  jobTypes: JobType[];
  fieldIds: string[];
  skills: Chosen[];
  places: Chosen[];
  /** With places: anywhere within this many kilometres of one of them. */
  withinKm: BoardDistance | null;
  /** Remote ones only; with places, remote ones or those in the places. */
  remote: boolean;
  keyword: string;
  /** Past the board (expired or cancelled) instead of on it. */
  expired: boolean;
  sort: OpportunitySort;
  page: number;
}

/** Relevance needs words to be relevant to. */
export const defaultSort = (keyword: string): OpportunitySort => (keyword ? "relevance" : "newest");

/** The sorts the board offers for a search: relevance only with a keyword. */
export const boardSorts = (search: Pick<BoardSearch, "keyword">): OpportunitySort[] =>
  OPPORTUNITY_SORTS.filter((sort) => sort !== "relevance" || search.keyword !== "");

/** What the server takes together: job types only with jobs, a distance only with places, relevance only with words. */
function consistent(search: BoardSearch): BoardSearch {
  return {
    ...search,
    jobTypes: search.kind === "project" ? [] : search.jobTypes,
    withinKm: search.places.length > 0 ? search.withinKm : null,
    sort: search.sort === "relevance" && !search.keyword ? "newest" : search.sort,
  };
}

const oneOf = <T extends string | number>(allowed: readonly T[], value: unknown): T | null =>
  allowed.includes(value as T) ? (value as T) : null;

/**
 * The search an address names. Fields, skills, places (`id:name`), the keyword `q` and the page are
 * named as the showroom's address names them and read by its reader; the board adds `kind`, `type`
 * (repeatable), `km`, `remote=1`, `expired=1` and `sort`. Whatever cannot be read is left out, so a
 * mangled link still opens the board.
 */
export function parseBoardSearch(query: string | URLSearchParams): BoardSearch {
  const params = typeof query === "string" ? new URLSearchParams(query) : query;
  const shared = parseShowroomSearch(params);
  return consistent({
    kind: oneOf(OPPORTUNITY_KINDS, params.get("kind")),
    jobTypes: [...new Set(params.getAll("type"))].flatMap((type) => oneOf(JOB_TYPES, type) ?? []),
    fieldIds: shared.fieldIds,
    skills: shared.skills,
    places: shared.locations,
    withinKm: oneOf(BOARD_DISTANCES, Number(params.get("km"))),
    remote: params.get("remote") === "1",
    keyword: shared.keyword,
    expired: params.get("expired") === "1",
    sort: oneOf(OPPORTUNITY_SORTS, params.get("sort")) ?? defaultSort(shared.keyword),
    page: shared.page,
  });
}

/** The address query of a search: only what differs from the defaults, in a stable order. */
export function boardSearchParams(search: BoardSearch): string {
  const params = new URLSearchParams(
    showroomSearchParams({
      fieldIds: search.fieldIds,
      skills: search.skills,
      locations: search.places,
      keyword: search.keyword,
      sort: 0,
      page: 1,
    }),
  );
  if (search.kind) params.set("kind", search.kind);
  for (const type of search.jobTypes) params.append("type", type);
  if (search.withinKm) params.set("km", String(search.withinKm));
  if (search.remote) params.set("remote", "1");
  if (search.expired) params.set("expired", "1");
  if (search.sort !== defaultSort(search.keyword)) params.set("sort", search.sort);
  if (search.page > 1) params.set("page", String(search.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const EMPTY_BOARD_SEARCH: BoardSearch = parseBoardSearch("");

/**
 * A change of the filters or the sort, from page 1. A new keyword brings the sort it suits
 * (relevance, or newest without one) unless the reader chose to see what closes first.
 */
export function changeBoard(search: BoardSearch, change: Partial<Omit<BoardSearch, "page">>): BoardSearch {
  const keyword = change.keyword ?? search.keyword;
  const sort =
    change.sort ?? (keyword !== search.keyword && search.sort !== "closing" ? defaultSort(keyword) : search.sort);
  return consistent({ ...search, ...change, sort, page: 1 });
}

/** Every filter removed; the sort stays where it still applies. */
export const clearBoard = (search: BoardSearch): BoardSearch =>
  changeBoard(EMPTY_BOARD_SEARCH, { sort: search.sort === "closing" ? "closing" : "newest" });

/** One filter value in force, as a chip shows it: what it is, and the search without it. */
export interface BoardChip {
  key: string;
  filter: "kind" | "jobType" | "field" | "skill" | "place" | "distance" | "remote" | "keyword" | "expired";
  /** The value: an id, a name, a word or a distance. */
  value: string;
  without: BoardSearch;
}

/** The filters in force, in the order of the filters column. */
export function boardChips(search: BoardSearch): BoardChip[] {
  const chip = (filter: BoardChip["filter"], value: string, without: Partial<BoardSearch>): BoardChip => ({
    key: `${filter}:${value}`,
    filter,
    value,
    without: changeBoard(search, without),
  });
  const others = <T>(list: readonly T[], one: T) => list.filter((entry) => entry !== one);
  return [
    ...(search.keyword ? [chip("keyword", search.keyword, { keyword: "" })] : []),
    ...(search.kind ? [chip("kind", search.kind, { kind: null })] : []),
    ...search.jobTypes.map((type) => chip("jobType", type, { jobTypes: others(search.jobTypes, type) })),
    ...search.fieldIds.map((id) => chip("field", id, { fieldIds: others(search.fieldIds, id) })),
    ...search.skills.map((skill) => chip("skill", skill.name, { skills: others(search.skills, skill) })),
    ...search.places.map((place) => chip("place", place.name, { places: others(search.places, place) })),
    ...(search.withinKm ? [chip("distance", String(search.withinKm), { withinKm: null })] : []),
    ...(search.remote ? [chip("remote", "", { remote: false })] : []),
    ...(search.expired ? [chip("expired", "", { expired: false })] : []),
  ];
}

/**
 * The board request's filters by the API's names. A category's page (/jobs/category/{id}) shows
 * that field's opportunities, with any other chosen fields beside it.
 */
export function boardFilter(search: BoardSearch, pathFieldId?: string) {
  return {
    with_opportunity_kinds: search.kind ?? undefined,
    with_job_types: search.jobTypes,
    with_opportunity_creative_field_ids: [...new Set([...(pathFieldId ? [pathFieldId] : []), ...search.fieldIds])],
    with_opportunity_skills: search.skills.map((skill) => skill.id),
    with_opportunity_location_ids: search.places.map((place) => place.id),
    within_km: search.withinKm ?? undefined,
    // The API takes `true` or nothing.
    with_opportunity_remote: search.remote || undefined,
    with_opportunity_keyword: search.keyword,
    with_opportunity_statuses: search.expired ? "expired" : undefined,
  };
}
