import { z } from "zod";
import { many, one, resourceSchema } from "../contract/documents.ts";
import {
  APPLICATION_STAGES,
  APPLY_TYPES,
  BOOKMARKABLE_TYPES,
  CANCEL_REASONS,
  CURRENCIES,
  JOB_TYPES,
  OPPORTUNITY_KINDS,
  OPPORTUNITY_STATUSES,
  PROJECT_PERIODS,
  SALARY_INTERVALS,
} from "../enums.ts";
import { responsiveImageSchema } from "./showroom.ts";

/**
 * A project or a job. `status` is as of the request: expired once its date passed or it was
 * cancelled (`cancelled`), which only drafts and published ones are not. `apply_target` (the address
 * of a weblink or e-mail application) goes to signed-in readers only. `applied_at` and
 * `is_bookmarked` are the signed-in reader's own; `applications_count`, `new_applications_count`
 * and `cancel_reason` the owner's.
 */
export const opportunityAttributes = z.object({
  slug: z.string(),
  kind: z.enum(OPPORTUNITY_KINDS),
  status: z.enum(OPPORTUNITY_STATUSES),
  title: z.string(),
  description: z.string().nullable(),
  jobType: z.enum(JOB_TYPES).nullable(),
  projectPeriod: z.enum(PROJECT_PERIODS).nullable(),
  salary: z.number().int().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  salaryInterval: z.enum(SALARY_INTERVALS).nullable(),
  remote: z.boolean(),
  applyType: z.enum(APPLY_TYPES),
  applyTarget: z.string().nullable(),
  logo: responsiveImageSchema.nullable(),
  cancelled: z.boolean(),
  publishedAt: z.iso.datetime().nullable(),
  extendedAt: z.iso.datetime().nullable(),
  expiresAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  isMine: z.boolean(),
  isBookmarked: z.boolean().optional(),
  appliedAt: z.iso.datetime().nullable().optional(),
  applicationsCount: z.number().int().optional(),
  newApplicationsCount: z.number().int().optional(),
  cancelReason: z.enum(CANCEL_REASONS).nullable().optional(),
  cancelText: z.string().nullable().optional(),
});
export type OpportunityAttributes = z.infer<typeof opportunityAttributes>;
export const opportunityResource = resourceSchema("opportunities", opportunityAttributes, {
  owner: one("users"),
  location: one("locations"),
  creative_fields: many("creative_fields"),
  skills: many("standardized_skills"),
  materials: many("opportunity_materials"),
  addenda: many("addendums"),
});

/** A file for applicants: its name, type and size, read from `url`. */
export const opportunityMaterialAttributes = z.object({
  name: z.string(),
  contentType: z.string(),
  byteSize: z.number().int(),
  url: z.string(),
  createdAt: z.iso.datetime(),
});
export type OpportunityMaterialAttributes = z.infer<typeof opportunityMaterialAttributes>;
export const opportunityMaterialResource = resourceSchema("opportunity_materials", opportunityMaterialAttributes);

export const addendumAttributes = z.object({ content: z.string(), createdAt: z.iso.datetime() });
export type AddendumAttributes = z.infer<typeof addendumAttributes>;
export const addendumResource = resourceSchema("addendums", addendumAttributes);

/**
 * An opportunity's logo alone, under the opportunity's id: what an upload answers. Square
 * renditions, so width and height are the largest source's width.
 */
export const opportunityLogoAttributes = z.object({ logo: responsiveImageSchema });
export type OpportunityLogoAttributes = z.infer<typeof opportunityLogoAttributes>;
export const opportunityLogoResource = resourceSchema("opportunity_logos", opportunityLogoAttributes);

/**
 * Someone's application: when, their note, and where it stands. The applicant reads their own
 * (the stage, never the owner's note); the owner reads all of the opportunity's.
 */
export const applicationAttributes = z.object({
  appliedAt: z.iso.datetime(),
  note: z.string().nullable(),
  stage: z.enum(APPLICATION_STAGES),
  stageChangedAt: z.iso.datetime().nullable(),
  /** Applied since the owner last checked the applicants. Owner only. */
  isNew: z.boolean().optional(),
  ownerNote: z.string().nullable().optional(),
});
export type ApplicationAttributes = z.infer<typeof applicationAttributes>;
export const applicationResource = resourceSchema("opportunity_applications", applicationAttributes, {
  opportunity: one("opportunities"),
  applicant: one("users"),
  conversation: one("participations"),
});

/** An opportunity someone saved. */
export const bookmarkAttributes = z.object({
  bookmarkableType: z.enum(BOOKMARKABLE_TYPES),
  bookmarkableId: z.string(),
  createdAt: z.iso.datetime(),
});
export type BookmarkAttributes = z.infer<typeof bookmarkAttributes>;
export const bookmarkResource = resourceSchema("bookmarks", bookmarkAttributes, {
  bookmarkable: one("opportunities"),
});

/** The applications of one of one's opportunities by stage: `meta.stages` of its applicants list. */
export const applicationCountsAttributes = z.object(
  Object.fromEntries(APPLICATION_STAGES.map((stage) => [stage, z.number().int().nonnegative()])) as Record<
    (typeof APPLICATION_STAGES)[number],
    z.ZodNumber
  >,
);
export type ApplicationCounts = z.infer<typeof applicationCountsAttributes>;
