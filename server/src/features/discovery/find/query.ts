import {
  FIND_FILTERS,
  FIND_FILTERS_BY_KIND,
  FIND_PAGE_SIZE,
  FIND_SORTS,
  type FindFilter,
  type FindFilterName,
  type FindKind,
  type FindScope,
  type FindSort,
  findFilterParam,
  findFilterSchema,
  toCamel,
  USER_KINDS,
  type UserKind,
} from "@atelier/common";
import { errors } from "../../../jsonapi/errors.ts";
import { type ListQuery, listParams, PAGING_PARAMS, parseListQuery, type RawQuery } from "../../../jsonapi/query.ts";
import { USERS_QUERY_PARAMS } from "../users/list.ts";
import { USER_INCLUDES } from "../users/present.ts";

export interface FindQuery {
  list: ListQuery;
  kind: FindKind;
  /** The account kinds the kind tab lists; none for all. */
  userKinds: UserKind[];
  /** Companies inside (true) or outside (false) the cultural and creative industries; clients only. */
  insideCci: boolean | undefined;
  filter: FindFilter;
  sort: FindSort;
}

/** What `include` may name on a find list: the users list's, and the first showroom items of each. */
export const FIND_INCLUDES = [...USER_INCLUDES, "showroomItems"];

const ROLE = { creatives: "creative", clients: "client" } as const;
const kindsParam = (scope: FindScope) => `filter[with_${ROLE[scope]}_kinds]`;
const INSIDE_CCI = "filter[is_inside_cci]";
const OUTSIDE_CCI = "filter[is_outside_cci]";
const filterParam = (scope: FindScope, filter: FindFilterName) => `filter[${findFilterParam(scope, filter)}]`;

const FILTER_TEXTS: Record<FindFilterName, string> = {
  names: "Names holding every word of any of these terms (case, accents and typos forgiven; comma-separated)",
  creativeFieldIds: "In any of these creative fields (comma-separated ids)",
  industryIds: "In any of these industries (comma-separated ids)",
  skills: "With any of these standardized skills (comma-separated ids)",
  levels:
    "With a creative field at any of these levels: beginner, intermediate, expert (comma-separated); with " +
    "creative fields, one of those fields at one of these levels",
  locationIds: "Living in any of these places (comma-separated location ids)",
  languageCodes: "Speaking any of these languages (comma-separated ISO 639-1 codes such as en,de)",
};

/** The query parameters of a find list, as the API description lists them. */
export function findQueryParams(scope: FindScope): Record<string, string> {
  const offered = (filter: FindFilterName) =>
    Object.entries(FIND_FILTERS_BY_KIND[scope])
      .filter(([, filters]) => (filters as readonly string[]).includes(filter))
      .map(([kind]) => kind);
  const filters = FIND_FILTERS.filter((filter) => offered(filter).length > 0).map((filter) => [
    filterParam(scope, filter),
    `${FILTER_TEXTS[filter]}. Kinds offering it: ${offered(filter).join(", ")}; any other kind answers 422`,
  ]);
  return {
    ...PAGING_PARAMS,
    "page[size]": `Page size, ${FIND_PAGE_SIZE.defaultSize} by default, at most ${FIND_PAGE_SIZE.maxSize}`,
    [kindsParam(scope)]: "The kind tab: private or company; none for all",
    ...(scope === "clients"
      ? {
          [INSIDE_CCI]: "true: companies inside the cultural and creative industries (with kinds=company)",
          [OUTSIDE_CCI]: "true: companies outside the cultural and creative industries (with kinds=company)",
        }
      : {}),
    ...Object.fromEntries(filters),
    sorted_by:
      "0 (default): by relevance when a name is searched, else the seed order, shuffled once and stable " +
      "across pages; 1: newest first (also sort=-created_at)",
    include: `${USERS_QUERY_PARAMS.include}, showroom_items (comma-separated)`,
  };
}

/** The one value of a flag parameter: `true`, or the parameter left out. */
function flag(raw: string[] | undefined, parameter: string): boolean {
  if (raw === undefined) return false;
  if (raw.length !== 1 || raw[0] !== "true") {
    throw errors.badRequest("Use true, or leave the parameter out.", { parameter });
  }
  return true;
}

/**
 * The kind tab a request's kind parameters name, refusing contradictions with a 422 at the
 * parameter. Both account kinds at once are all; clients that are companies, inside or outside
 * the creative industries alike, are "company".
 */
function kindOf(scope: FindScope, userKinds: UserKind[], inside: boolean, outside: boolean): FindKind {
  const cci = inside ? INSIDE_CCI : outside ? OUTSIDE_CCI : null;
  if (cci && scope === "creatives") {
    throw errors.invalidParameter(cci, "Creatives are not told apart by industry; this is a filter of clients.");
  }
  if (inside && outside) {
    throw errors.invalidParameter(OUTSIDE_CCI, "A company is either inside or outside the creative industries.");
  }
  if (cci && userKinds.includes("private")) {
    throw errors.invalidParameter(cci, "Only companies are inside or outside the creative industries.");
  }
  if (inside) return "companyInsideCci";
  if (outside) return "companyOutsideCci";
  return userKinds.length === 1 ? userKinds[0] : "all";
}

/**
 * The filters a kind offers. Clients that are companies without saying inside or outside the
 * creative industries get what both company tabs offer.
 */
function offeredFilters(scope: FindScope, kind: FindKind): readonly FindFilterName[] {
  if (scope === "creatives") return FIND_FILTERS_BY_KIND.creatives[kind as keyof typeof FIND_FILTERS_BY_KIND.creatives];
  const byKind = FIND_FILTERS_BY_KIND.clients;
  if (kind === "company") return byKind.companyInsideCci.filter((f) => byKind.companyOutsideCci.includes(f));
  return byKind[kind as keyof typeof byKind];
}

/**
 * Reads paging, kind, filters, order and includes of a find list. Malformed values are 400s naming
 * the parameter; a filter the chosen kind does not offer, or kind parameters that contradict each
 * other, are 422s naming the parameter.
 */
export function readFindQuery(scope: FindScope, raw: RawQuery): FindQuery {
  const { sorted_by: sortedBy, sortedBy: _sortedBy, ...rest } = raw;
  const byParam = new Map(FIND_FILTERS.map((filter) => [toCamel(findFilterParam(scope, filter)), filter]));
  const kindsName = toCamel(`with_${ROLE[scope]}_kinds`);
  const list = parseListQuery(rest, {
    sortable: ["createdAt"],
    filters: [...byParam.keys(), kindsName, "isInsideCci", "isOutsideCci"],
    includable: FIND_INCLUDES,
    ...FIND_PAGE_SIZE,
  });

  const userKinds = list.filter[kindsName] ?? [];
  for (const value of userKinds) {
    if (!(USER_KINDS as readonly string[]).includes(value)) {
      throw errors.badRequest(`Use ${USER_KINDS.join(" or ")}.`, { parameter: kindsParam(scope) });
    }
  }
  const inside = flag(list.filter.isInsideCci, INSIDE_CCI);
  const outside = flag(list.filter.isOutsideCci, OUTSIDE_CCI);
  const kind = kindOf(scope, userKinds as UserKind[], inside, outside);
  const offered = offeredFilters(scope, kind);

  const given: Partial<Record<FindFilterName, string[]>> = {};
  for (const [name, filter] of byParam) {
    const values = list.filter[name];
    if (values === undefined) continue;
    if (!offered.includes(filter)) {
      throw errors.invalidParameter(
        filterParam(scope, filter),
        `This filter is not offered for ${scope} of this kind.`,
      );
    }
    given[filter] = values;
  }
  const parsed = findFilterSchema.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw errors.badRequest(issue.message, { parameter: filterParam(scope, issue.path[0] as FindFilterName) });
  }

  return {
    list,
    kind,
    userKinds: [...new Set(userKinds)] as UserKind[],
    insideCci: inside ? true : outside ? false : undefined,
    filter: parsed.data,
    sort: sortOf(list, sortedBy),
  };
}

/** `sorted_by` 0 or 1, or `sort=-created_at` for newest first; anything else is a 400. */
function sortOf(list: ListQuery, sortedBy: RawQuery[string]): FindSort {
  const [first] = list.sort;
  if (first && !first.desc) {
    throw errors.badRequest("Only -created_at (newest first) is supported.", { parameter: "sort" });
  }
  if (first) return 1;
  const value = Array.isArray(sortedBy) ? sortedBy[sortedBy.length - 1] : sortedBy;
  if (value === undefined || value === "") return 0;
  const sort = FIND_SORTS.find((s) => String(s) === value);
  if (sort === undefined) throw errors.badRequest(`Use ${FIND_SORTS.join(" or ")}.`, { parameter: "sorted_by" });
  return sort;
}

/** The query of a find list as its route declares it; the handler receives the FindQuery. */
export const findQuery = (scope: FindScope) =>
  listParams(findQueryParams(scope)).transform((raw) => readFindQuery(scope, raw as RawQuery));
