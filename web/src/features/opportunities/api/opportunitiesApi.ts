import type {
  AddendumAttributes,
  LocationAttributes,
  OpportunityAttributes,
  OpportunityMaterialAttributes,
} from "@atelier/common";
import { fillPattern, paths, ROUTES } from "@atelier/common/paths";
import type { Named } from "../../showroom/types.ts";

const part = encodeURIComponent;

/** The opportunity paths of spec 001 ("Opportunities"): the board, one by id or slug, applying, saving. */
export const OPPORTUNITY_API = {
  board: "/v1/opportunities",
  one: (idOrSlug: string) => `/v1/opportunities/${part(idOrSlug)}`,
  apply: (id: string) => `/v1/opportunities/${part(id)}/apply`,
  myApplications: "/v1/my/opportunity_applications",
  bookmarks: "/v1/bookmarks",
  bookmark: (opportunityId: string) => `/v1/bookmarks/delete/opportunity/${part(opportunityId)}`,
} as const;

/** The screens of the jobs area (common's `paths` has all but the editor's). */
export const JOB_PATHS = {
  board: paths.jobs,
  category: paths.jobsCategory,
  job: paths.job,
  edit: (slug: string) => fillPattern(ROUTES.jobEdit.pattern, { slug }),
  create: ROUTES.jobNew.pattern,
  manager: paths.jobsManager,
} as const;

/** Who posted it, as the board includes them (brief users: no professions, a small avatar). */
export interface Employer {
  id: string;
  name: string | null;
  slug: string | null;
  avatar: string | null;
  isAvailable?: boolean;
}

export type OpportunityMaterial = { id: string } & OpportunityMaterialAttributes;
export type Addendum = { id: string } & AddendumAttributes;
export type Place = { id: string } & LocationAttributes;

/**
 * An opportunity as the store hands it out: camelCase attributes and what the reply included,
 * nested (a board page: owner, place, fields, skills; one opportunity: its materials and addenda too).
 */
export type Opportunity = { id: string; type: "opportunities" } & OpportunityAttributes & {
    owner?: Employer | null;
    location?: Place | null;
    creativeFields?: Named[];
    skills?: Named[];
    materials?: OpportunityMaterial[];
    addenda?: Addendum[];
  };

/** What a card shows beside the opportunity's own attributes. */
export const CARD_INCLUDE = ["owner", "location", "creative_fields", "skills"] as const;

/** What the opportunity's page shows: everything the single reply includes unasked. */
export const PAGE_INCLUDE = [...CARD_INCLUDE, "materials", "addenda"] as const;
