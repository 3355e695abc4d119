import { z } from "zod";
import { SKILL_LEVELS } from "../enums.ts";
import { resourceId } from "./text.ts";

/**
 * Finding creatives and clients (spec 001 sections 2, 4 and 9): one scope per list, the kind tabs of
 * each, which filters each kind offers and how the kind and every filter travel in the query. The web
 * builds its tabs, forms and URLs from these; the server refuses a filter the chosen kind does not
 * offer with a 422 naming it.
 */
export const FIND_SCOPES = ["creatives", "clients"] as const;
export type FindScope = (typeof FIND_SCOPES)[number];

export const CREATIVE_FIND_KINDS = ["all", "private", "company"] as const;
export type CreativeFindKind = (typeof CREATIVE_FIND_KINDS)[number];
export const CLIENT_FIND_KINDS = ["all", "companyInsideCci", "companyOutsideCci", "private"] as const;
export type ClientFindKind = (typeof CLIENT_FIND_KINDS)[number];
export type FindKind = CreativeFindKind | ClientFindKind;

export const FIND_KINDS = { creatives: CREATIVE_FIND_KINDS, clients: CLIENT_FIND_KINDS } as const;

/** The filters a find list may offer; which ones it does depends on the scope and kind. */
export const FIND_FILTERS = [
  "names",
  "creativeFieldIds",
  "industryIds",
  "skills",
  "levels",
  "locationIds",
  "languageCodes",
] as const;
export type FindFilterName = (typeof FIND_FILTERS)[number];

/**
 * Spec 001 section 9, filters per kind. "All" creatives is not listed there; it offers what both
 * kinds share, so that no filter narrows to one kind behind the tab's back.
 */
export const FIND_FILTERS_BY_KIND: {
  creatives: Record<CreativeFindKind, readonly FindFilterName[]>;
  clients: Record<ClientFindKind, readonly FindFilterName[]>;
} = {
  creatives: {
    all: ["names", "creativeFieldIds", "skills", "locationIds"],
    private: ["names", "creativeFieldIds", "skills", "levels", "locationIds", "languageCodes"],
    company: ["names", "creativeFieldIds", "skills", "locationIds"],
  },
  clients: {
    all: ["names", "creativeFieldIds", "locationIds"],
    private: ["names", "industryIds", "locationIds"],
    companyOutsideCci: ["names", "industryIds", "locationIds"],
    companyInsideCci: ["names", "creativeFieldIds", "skills", "locationIds"],
  },
};

const SCOPE_PREFIX = { creatives: "creative", clients: "client" } as const;

/** A filter's query parameter, without `filter[…]`: with_creative_skills, with_client_names, … */
export function findFilterParam(scope: FindScope, filter: FindFilterName): string {
  const suffix: Record<FindFilterName, string> = {
    names: "names",
    creativeFieldIds: "creative_field_ids",
    industryIds: "industry_ids",
    skills: "skills",
    levels: "levels",
    locationIds: "location_ids",
    languageCodes: "language_codes",
  };
  return `with_${SCOPE_PREFIX[scope]}_${suffix[filter]}`;
}

/**
 * How a kind tab travels as filters (spec 001's extra parameters withCreativeKinds, withClientKinds,
 * isInsideCci, isOutsideCci): `filter[with_creative_kinds]`, `filter[with_client_kinds]`,
 * `filter[is_inside_cci]=true`, `filter[is_outside_cci]=true`. "All" sends none of them.
 */
export function findKindParams(scope: FindScope, kind: FindKind): Record<string, string> {
  const kindParam = `with_${SCOPE_PREFIX[scope]}_kinds`;
  switch (kind) {
    case "private":
      return { [kindParam]: "private" };
    case "company":
      return { [kindParam]: "company" };
    case "companyInsideCci":
      return { [kindParam]: "company", is_inside_cci: "true" };
    case "companyOutsideCci":
      return { [kindParam]: "company", is_outside_cci: "true" };
    default:
      return {};
  }
}

/** Experience levels a private creative's fields are filtered by ("none" is the form's placeholder). */
export const FIND_LEVELS = SKILL_LEVELS.filter((level) => level !== "none") as readonly (
  | "beginner"
  | "intermediate"
  | "expert"
)[];

/** Most values one filter takes; a longer list is a 400 naming the parameter. */
export const FIND_FILTER_MAX_VALUES = 30;

const ids = z.array(resourceId).max(FIND_FILTER_MAX_VALUES, `Name at most ${FIND_FILTER_MAX_VALUES}.`);

/**
 * The filters of a find list in camelCase, comma-joined values already split: any value of one filter
 * matches (fields 3 or 5), every filter given must match. Names are words a shown name contains,
 * case and accents ignored; language codes ISO 639-1, lower case.
 */
export const findFilterSchema = z
  .object({
    names: z
      .array(
        z
          .string()
          .max(100, "Use at most 100 characters.")
          .refine((v) => !/[\p{Cc}\p{Cf}]/u.test(v), "Use letters, digits and punctuation only."),
      )
      .max(5, "Name at most 5."),
    creativeFieldIds: ids,
    industryIds: ids,
    skills: ids,
    levels: z.array(z.enum(FIND_LEVELS as ["beginner", "intermediate", "expert"])).max(FIND_LEVELS.length),
    locationIds: ids,
    languageCodes: z
      .array(
        z
          .string()
          .regex(/^[a-z]{2,3}$/, "Use language codes such as en or de.")
          .max(3),
      )
      .max(FIND_FILTER_MAX_VALUES, `Name at most ${FIND_FILTER_MAX_VALUES}.`),
  })
  .partial();
export type FindFilter = z.infer<typeof findFilterSchema>;

/** `sorted_by` of the find lists: 0 the default (relevance when a name is searched, else the seed order), 1 newest first. */
export const FIND_SORTS = [0, 1] as const;
export type FindSort = (typeof FIND_SORTS)[number];

/** Results per page of the find lists, and the most a client may ask for. */
export const FIND_PAGE_SIZE = { defaultSize: 20, maxSize: 50 } as const;

/** How many of a person's showroom items a result card shows as thumbnails. */
export const FIND_CARD_THUMBNAILS = 3;
