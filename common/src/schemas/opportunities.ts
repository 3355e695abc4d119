import { z } from "zod";
import {
  APPLICATION_STAGES,
  APPLY_TYPES,
  BOOKMARKABLE_TYPES,
  CANCEL_REASONS,
  CURRENCIES,
  JOB_TYPES,
  OPPORTUNITY_KINDS,
  PROJECT_PERIODS,
  SALARY_INTERVALS,
} from "../enums.ts";
import { OPPORTUNITY_LIMITS } from "../opportunity-limits.ts";
import { optional, paragraphs, requiredLine, resourceId } from "./text.ts";

export { OPPORTUNITY_LIMITS } from "../opportunity-limits.ts";

const ids = (max: number, noun: string) => z.array(resourceId).max(max, `Choose at most ${max} ${noun}.`);

/** Everything of an opportunity but its kind and title can come later; publishing asks for the rest. */
const laterFields = {
  description: optional(paragraphs(OPPORTUNITY_LIMITS.description)),
  jobType: optional(z.enum(JOB_TYPES, "Choose a kind of job.")),
  projectPeriod: optional(z.enum(PROJECT_PERIODS, "Choose how long the project runs.")),
  salary: optional(
    z
      .number("Enter the salary as a number.")
      .int("Enter the salary in whole units.")
      .min(0, "The salary cannot be negative.")
      .max(OPPORTUNITY_LIMITS.salaryMax, `Enter at most ${OPPORTUNITY_LIMITS.salaryMax}.`),
  ),
  currency: optional(z.enum(CURRENCIES, "Choose a currency.")),
  salaryInterval: optional(z.enum(SALARY_INTERVALS, "Choose what the salary is paid for.")),
  remote: z.boolean().optional(),
  locationId: optional(resourceId),
  creativeFieldIds: ids(OPPORTUNITY_LIMITS.creativeFields, "creative fields").optional(),
  skillIds: ids(OPPORTUNITY_LIMITS.skills, "skills").optional(),
  applyType: z.enum(APPLY_TYPES, "Choose how people apply.").optional(),
  /** The web address (weblink) or e-mail address (email) applications go to; checked against applyType. */
  applyTarget: optional(
    z
      .string()
      .trim()
      .max(OPPORTUNITY_LIMITS.applyTarget, `Use at most ${OPPORTUNITY_LIMITS.applyTarget} characters.`)
      .refine((v) => !/[\p{Cc}\p{Cf}\s]/u.test(v), "Enter an address without spaces."),
  ),
};

/** POST /v1/my/opportunities: a new draft. */
export const opportunityCreateSchema = z.object({
  kind: z.enum(OPPORTUNITY_KINDS, "Choose a project or a job."),
  title: requiredLine(OPPORTUNITY_LIMITS.title, "Give the opportunity a title."),
  ...laterFields,
});
export type OpportunityCreateInput = z.infer<typeof opportunityCreateSchema>;

/** PATCH /v1/my/opportunities/{id}: any of its attributes, the kind too while it is a draft. */
export const opportunityUpdateSchema = opportunityCreateSchema.partial();
export type OpportunityUpdateInput = z.infer<typeof opportunityUpdateSchema>;

/** PATCH …/cancel: why it ends; `other` asks for the reason in words. */
export const opportunityCancelSchema = z
  .object({
    reason: z.enum(CANCEL_REASONS, "Choose why the opportunity ends."),
    text: optional(paragraphs(OPPORTUNITY_LIMITS.cancelText)),
  })
  .refine((v) => v.reason !== "other" || (v.text ?? "").length > 0, {
    message: "Tell in a few words why it ends.",
    path: ["text"],
  });
export type OpportunityCancelInput = z.infer<typeof opportunityCancelSchema>;

/** POST …/addendums: a note added beneath the opportunity. */
export const addendumCreateSchema = z.object({
  content: paragraphs(OPPORTUNITY_LIMITS.addendum).pipe(z.string("Write the addendum.")),
});

/** PATCH /v1/opportunities/{id}/apply: a note for the owner (through the messenger, the first message). */
export const applySchema = z.object({
  note: optional(paragraphs(OPPORTUNITY_LIMITS.applicationNote)),
});
export type ApplyInput = z.infer<typeof applySchema>;

/** PATCH /v1/my/opportunities/{id}/applications/{applicationId}: the owner's pipeline. */
export const applicationUpdateSchema = z
  .object({
    stage: z.enum(APPLICATION_STAGES, "Choose a stage."),
    ownerNote: optional(paragraphs(OPPORTUNITY_LIMITS.ownerNote)),
    /** With the stage declined: send the applicant a kind message in their language. */
    sendDeclineMessage: z.boolean(),
  })
  .partial();
export type ApplicationUpdateInput = z.infer<typeof applicationUpdateSchema>;

/** POST /v1/bookmarks. */
export const bookmarkCreateSchema = z.object({
  bookmarkableType: z.enum(BOOKMARKABLE_TYPES, "Only opportunities can be saved."),
  bookmarkableId: resourceId,
});
export type BookmarkCreateInput = z.infer<typeof bookmarkCreateSchema>;
