import { SHOWROOM_LIMITS, type ShowroomSort, showroomFilterSchema, showroomSortSchema, toSnake } from "@atelier/common";
import { errors } from "../../../jsonapi/errors.ts";
import { type ListQuery, parseListQuery, queryParams, type RawQuery } from "../../../jsonapi/query.ts";
import type { ShowroomFilter } from "./queries.ts";

/** The showroom list's parameters, as the API description lists them. */
export const SHOWROOM_QUERY_PARAMS = {
  "page[size]": `Page size, ${SHOWROOM_LIMITS.pageSize} by default and at most`,
  "filter[with_showroom_creative_field_ids]": "Items in any of these creative fields (comma-separated ids)",
  "filter[with_showroom_skills]": "Items with any of these standardized skills (comma-separated ids)",
  "filter[with_showroom_keyword]":
    "Title or description contains every word, or a creative field or skill named in English or German contains the keyword (case and accents ignored)",
  "filter[with_showroom_created_by]": "Items of these owners (comma-separated user ids)",
  "filter[with_showroom_location_ids]": "Items of owners in these places (comma-separated location ids)",
  sorted_by: "0 (default): the seed order, shuffled once and stable across pages; 1: newest first",
} as const;

export interface ShowroomQuery {
  list: ListQuery;
  filter: ShowroomFilter;
  sort: ShowroomSort;
}

/**
 * Reads paging, filters, order and includes of the showroom. Bad values are 400s naming the
 * parameter, as every list's are; the page size is clamped to the showroom's one setting.
 */
export function readShowroomQuery(raw: RawQuery, includable: readonly string[]): ShowroomQuery {
  // The showroom sorts by `sorted_by` alone; `sort` names no field it sorts by, so it is refused.
  const { sorted_by: sortedBy, sortedBy: _sortedBy, ...rest } = raw;
  const list = parseListQuery(rest, {
    sortable: [],
    filters: Object.keys(showroomFilterSchema.shape),
    includable,
    defaultSize: SHOWROOM_LIMITS.pageSize,
    maxSize: SHOWROOM_LIMITS.pageSize,
  });
  const parsed = showroomFilterSchema.safeParse(list.filter);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw errors.badRequest(issue.message, { parameter: `filter[${toSnake(String(issue.path[0]))}]` });
  }
  const lastSort = Array.isArray(sortedBy) ? sortedBy[sortedBy.length - 1] : sortedBy;
  const sort = showroomSortSchema.safeParse(lastSort ?? 0);
  if (!sort.success) throw errors.badRequest(sort.error.issues[0].message, { parameter: "sorted_by" });
  const f = parsed.data;
  return {
    list,
    filter: {
      creativeFieldIds: f.withShowroomCreativeFieldIds,
      skillIds: f.withShowroomSkills,
      keyword: f.withShowroomKeyword?.[0],
      ownerIds: f.withShowroomCreatedBy,
      locationIds: f.withShowroomLocationIds,
    },
    sort: sort.data as ShowroomSort,
  };
}

/**
 * The query of an item document that reads nothing but `include`: the paths it names, checked as a
 * list's are (a 400 naming the parameter), or `byDefault` when it names none.
 */
export const itemIncludeQuery = (description: string, includable: readonly string[], byDefault: readonly string[]) =>
  queryParams({ include: description }).transform(({ include }) => ({
    include: include === undefined ? [...byDefault] : parseListQuery({ include }, { includable }).include,
  }));

/**
 * The query of a shelf of items (explore, related), asked for as the web asks for any list: `include`,
 * how many (`page[size]`, `shelfSize` by default and at most), and its one page (`page[number]` 1).
 */
export const shelfQuery = (description: string, includable: readonly string[], shelfSize: number) =>
  queryParams({
    include: description,
    "page[size]": `How many items, ${shelfSize} by default and at most`,
    "page[number]": "1: a shelf is one page",
  }).transform((raw) => {
    const { include, page } = parseListQuery(raw, { includable, defaultSize: shelfSize, maxSize: shelfSize });
    if (page.number !== 1) throw errors.badRequest("A shelf has one page.", { parameter: "page[number]" });
    return { include, size: page.size };
  });
