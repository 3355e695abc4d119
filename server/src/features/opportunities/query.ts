import {
  JOB_TYPES,
  type JobType,
  OPPORTUNITY_KINDS,
  OPPORTUNITY_LIMITS,
  OPPORTUNITY_SORTS,
  type OpportunityKind,
  type OpportunitySort,
} from "@atelier/common";
import { errors } from "../../jsonapi/errors.ts";
import { type ListQuery, listParams, PAGING_PARAMS, parseListQuery, type RawQuery } from "../../jsonapi/query.ts";

/** The board's filters, every one given must match; values of one filter match any of them. */
export interface BoardFilter {
  kinds: OpportunityKind[];
  jobTypes: JobType[];
  creativeFieldIds: number[];
  skillIds: number[];
  /** Places, and with `radiusKm` anywhere within that distance of one of them. */
  locationIds: number[];
  radiusKm: number | null;
  /** Remote ones only; with places, remote ones or those in the places. */
  remote: boolean;
  keyword: string | null;
  ownerIds: number[];
  /** On the board now (the default), or past it. */
  expired: boolean;
}

export interface BoardQuery {
  list: ListQuery;
  filter: BoardFilter;
  sort: OpportunitySort;
}

const FILTERS = {
  withOpportunityKinds: "project or job (comma-separated)",
  withJobTypes: `Jobs of these types: ${JOB_TYPES.join(", ")} (comma-separated)`,
  withOpportunityCreativeFieldIds: "For any of these creative fields (comma-separated ids)",
  withOpportunitySkills: "Asking for any of these standardized skills (comma-separated ids)",
  withOpportunityLocationIds: "In any of these places (comma-separated location ids)",
  withinKm: `With places: anywhere within this many kilometres of one of them (1 to ${OPPORTUNITY_LIMITS.radiusKmMax})`,
  withOpportunityRemote: "true: remote ones only; with places, remote ones or those in the places",
  withOpportunityKeyword: "Words in the title or description (case and accents ignored)",
  withOpportunityOwnerIds: "Posted by these users (comma-separated ids)",
  withOpportunityStatuses: "published (default: on the board now) or expired (past their date, or cancelled)",
} as const;

const param = (name: string) => `filter[${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}]`;

export const BOARD_QUERY_PARAMS: Record<string, string> = {
  ...PAGING_PARAMS,
  "page[size]": `Page size, ${OPPORTUNITY_LIMITS.pageSize} by default, at most 100`,
  ...Object.fromEntries(Object.entries(FILTERS).map(([name, text]) => [param(name), text])),
  sort: "newest (default; by publication), closing (soonest expiry first), relevance (with a keyword)",
};

function oneOf<T extends string>(values: string[] | undefined, allowed: readonly T[], name: string): T[] {
  for (const value of values ?? []) {
    if (!allowed.includes(value as T)) {
      throw errors.invalidParameter(param(name), `Use ${allowed.join(" or ")}.`);
    }
  }
  return (values ?? []) as T[];
}

function ids(values: string[] | undefined, name: string): number[] {
  if ((values?.length ?? 0) > 50) throw errors.invalidParameter(param(name), "Name at most 50.");
  return (values ?? []).map((value) => {
    if (!/^\d{1,15}$/.test(value)) throw errors.invalidParameter(param(name), "Use ids, comma-separated.");
    return Number(value);
  });
}

function single(values: string[] | undefined, name: string): string | null {
  if (!values || values.length === 0) return null;
  if (values.length > 1) throw errors.invalidParameter(param(name), "Give one value.");
  return values[0];
}

/** Reads the board's query: 400 for an unknown parameter, 422 naming a filter given a wrong value. */
export function readBoardQuery(raw: RawQuery): BoardQuery {
  const list = parseListQuery(
    // `sort` is a word here, not a field list: parseListQuery reads the rest.
    { ...raw, sort: undefined, sorted_by: undefined },
    { filters: Object.keys(FILTERS), defaultSize: OPPORTUNITY_LIMITS.pageSize, maxSize: 100 },
  );
  const f = list.filter;
  const radius = single(f.withinKm, "withinKm");
  if (radius !== null && !(/^\d{1,3}$/.test(radius) && +radius >= 1 && +radius <= OPPORTUNITY_LIMITS.radiusKmMax)) {
    throw errors.invalidParameter(param("withinKm"), `Use a distance of 1 to ${OPPORTUNITY_LIMITS.radiusKmMax} km.`);
  }
  const remote = single(f.withOpportunityRemote, "withOpportunityRemote");
  if (remote !== null && remote !== "true") {
    throw errors.invalidParameter(param("withOpportunityRemote"), "Use true, or leave the filter out.");
  }
  const keyword = single(f.withOpportunityKeyword, "withOpportunityKeyword");
  if (keyword !== null && (keyword.length > 100 || /[\p{Cc}\p{Cf}]/u.test(keyword))) {
    throw errors.invalidParameter(param("withOpportunityKeyword"), "Use at most 100 letters, digits and punctuation.");
  }
  const statuses = oneOf(f.withOpportunityStatuses, ["published", "expired"] as const, "withOpportunityStatuses");
  const filter: BoardFilter = {
    kinds: oneOf(f.withOpportunityKinds, OPPORTUNITY_KINDS, "withOpportunityKinds"),
    jobTypes: oneOf(f.withJobTypes, JOB_TYPES, "withJobTypes"),
    creativeFieldIds: ids(f.withOpportunityCreativeFieldIds, "withOpportunityCreativeFieldIds"),
    skillIds: ids(f.withOpportunitySkills, "withOpportunitySkills"),
    locationIds: ids(f.withOpportunityLocationIds, "withOpportunityLocationIds"),
    radiusKm: radius === null ? null : Number(radius),
    remote: remote === "true",
    keyword: keyword?.trim() || null,
    ownerIds: ids(f.withOpportunityOwnerIds, "withOpportunityOwnerIds"),
    expired: statuses.length === 1 && statuses[0] === "expired",
  };
  if (filter.radiusKm !== null && filter.locationIds.length === 0) {
    throw errors.invalidParameter(param("withinKm"), "Choose a place to measure the distance from.");
  }
  const sortRaw = typeof raw.sort === "string" ? raw.sort : (raw.sort?.at(-1) ?? "newest");
  if (!OPPORTUNITY_SORTS.includes(sortRaw as OpportunitySort)) {
    throw errors.badRequest(`Sort by ${OPPORTUNITY_SORTS.join(", ")}.`, { parameter: "sort" });
  }
  const sort = sortRaw as OpportunitySort;
  if (sort === "relevance" && !filter.keyword) {
    throw errors.badRequest("Sorting by relevance needs a keyword.", { parameter: "sort" });
  }
  return { list, filter, sort };
}

/** The board's query schema: the described parameters, read by readBoardQuery. */
export const boardQuery = listParams(BOARD_QUERY_PARAMS).transform((raw) => readBoardQuery(raw as RawQuery));
