import type { ApplicationAttributes } from "@atelier/common";
import type { ApplicationStage } from "@atelier/common/enums";
import type { Employer, Opportunity } from "../api/index.ts";

const part = encodeURIComponent;

/** An application as the owner reads it (with the applicant) or the applicant (with the opportunity). */
export type Application = { id: string } & ApplicationAttributes & {
    applicant?: Employer | null;
    opportunity?: Opportunity | null;
  };

/** An opportunity I saved, with the opportunity and its owner. */
export interface Bookmark {
  id: string;
  createdAt: string;
  bookmarkable?: Opportunity | null;
}

/** The manager's other endpoints: applicants, my applications, my bookmarks (spec 001 section 7). */
export const MANAGER_API = {
  applications: (opportunityId: string) => `/v1/my/opportunities/${part(opportunityId)}/applications`,
  application: (opportunityId: string, applicationId: string) =>
    `/v1/my/opportunities/${part(opportunityId)}/applications/${part(applicationId)}`,
  applied: "/v1/my/opportunity_applications",
  bookmarks: "/v1/bookmarks",
  bookmark: (id: string) => `/v1/bookmarks/${part(id)}`,
} as const;

export const APPLICANTS_PAGE_SIZE = 20;
/** My applications and bookmarks, a page at a time. */
export const LIST_PAGE_SIZE = 20;
export const APPLICANTS_INCLUDE = ["applicant"] as const;
export const APPLIED_INCLUDE = ["opportunity", "opportunity.owner"] as const;
export const SAVED_INCLUDE = ["bookmarkable", "bookmarkable.owner"] as const;

/** The applications of an opportunity by stage, from the list's `meta.stages`; none where the reply says none. */
export function stageCounts(meta: Record<string, unknown> | undefined): Partial<Record<ApplicationStage, number>> {
  const stages = meta?.stages;
  if (typeof stages !== "object" || stages === null) return {};
  return Object.fromEntries(Object.entries(stages).filter(([, count]) => typeof count === "number"));
}
