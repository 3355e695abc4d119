import { z } from "zod";
import { LANGUAGE_LEVELS, SKILL_LEVELS, SOCIAL_LINK_KINDS } from "../enums.ts";
import { PROFILE_ERROR_CODES, VALIDATION_ERROR_CODES } from "../error-codes.ts";
import { line, optional, paragraphs, refusal, requiredLine, resourceId, webUrl } from "./text.ts";

/** Whether a profile shows the account name or, for companies above all, a display name (a brand). */
export const NAME_OPTIONS = ["default", "display"] as const;
export type NameOption = (typeof NAME_OPTIONS)[number];

/** How many entries a profile section holds at most. */
export const PROFILE_LIMITS = {
  professions: 5,
  industries: 5,
  weblinks: 10,
  creativeFieldOperations: 10,
  skillsPerOperation: 20,
} as const;

const isoDate = z.iso.date("Enter a date as YYYY-MM-DD.");

/** The latest date anywhere on earth right now, so "today" is never refused for a user east of UTC. */
const latestToday = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

/** True when both dates are given and the end comes before the start. */
export const endsBeforeStart = (entry: { startedOn?: string | null; endedOn?: string | null }): boolean =>
  Boolean(entry.startedOn && entry.endedOn && entry.endedOn < entry.startedOn);
export const ENDS_BEFORE_START = "The end date cannot be before the start date.";

const datesInOrder = (entry: { startedOn?: string | null; endedOn?: string | null }, ctx: z.RefinementCtx) => {
  if (endsBeforeStart(entry)) {
    ctx.addIssue({
      code: "custom",
      path: ["endedOn"],
      message: ENDS_BEFORE_START,
      params: { code: PROFILE_ERROR_CODES.endsBeforeStart },
    });
  }
};

/** PATCH /v1/my/profile. */
export const profileUpdateSchema = z
  .object({
    headline: optional(line(120)),
    about: optional(paragraphs(5000)),
    nameOption: z.enum(NAME_OPTIONS),
    displayName: optional(line(100)),
  })
  .partial();
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** PATCH /v1/my/profile_image and /v1/my/title_image. */
export const focalPointSchema = z
  .object({
    focalX: z.number().min(0, "Use a value from 0 to 1.").max(1, "Use a value from 0 to 1."),
    focalY: z.number().min(0, "Use a value from 0 to 1.").max(1, "Use a value from 0 to 1."),
  })
  .partial();

export const professionCreateSchema = z.object({ professionId: resourceId });

/** POST /v1/my/industries: an industry the client works in, as `industry_id` or the relationship. */
export const industryCreateSchema = z.object({ industryId: resourceId });

const languageLevelFields = { languageId: resourceId, level: z.enum(LANGUAGE_LEVELS) };
export const languageLevelCreateSchema = z.object(languageLevelFields);
export const languageLevelUpdateSchema = z.object(languageLevelFields).partial();

const weblinkFields = { url: webUrl, kind: z.enum(SOCIAL_LINK_KINDS) };
export const weblinkCreateSchema = z.object({ ...weblinkFields, kind: weblinkFields.kind.default("website") });
export const weblinkUpdateSchema = z.object(weblinkFields).partial();

/**
 * POST /v1/my/creative_field_operations: the field as `creative_field_id` (or the relationship), or
 * as a one-element `creative_field_ids`, the form the profile editor sends.
 */
export const creativeFieldOperationCreateSchema = z
  .object({
    creativeFieldId: resourceId.optional(),
    creativeFieldIds: z.array(resourceId).length(1, "Choose one creative field.").optional(),
    level: z.enum(SKILL_LEVELS).default("none"),
  })
  .transform((input, ctx) => {
    const creativeFieldId = input.creativeFieldId ?? input.creativeFieldIds?.[0];
    if (creativeFieldId === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["creativeFieldId"],
        message: "Choose a creative field.",
        params: { code: VALIDATION_ERROR_CODES.invalidType },
      });
      return z.NEVER;
    }
    return { creativeFieldId, level: input.level };
  });
export const creativeFieldOperationUpdateSchema = z.object({ level: z.enum(SKILL_LEVELS) }).partial();

export const operationSkillCreateSchema = z.object({ skillId: resourceId });

const achievementFields = z.object({
  title: requiredLine(200, "Enter a title."),
  issuer: optional(line(200)),
  description: optional(paragraphs(2000)),
  achievedOn: optional(
    isoDate.refine(
      (v) => v <= latestToday(),
      refusal("The date cannot be in the future.", { code: PROFILE_ERROR_CODES.futureDate }),
    ),
  ),
});
export const achievementCreateSchema = achievementFields;
export const achievementUpdateSchema = achievementFields.partial();

const educationFields = z.object({
  school: requiredLine(200, "Enter the school."),
  degree: optional(line(200)),
  fieldOfStudy: optional(line(200)),
  startedOn: optional(isoDate),
  endedOn: optional(isoDate),
  description: optional(paragraphs(2000)),
});
export const educationCreateSchema = educationFields.superRefine(datesInOrder);
export const educationUpdateSchema = educationFields.partial();

/** An employment without an end date is the current one. */
const employmentFields = z.object({
  employer: requiredLine(200, "Enter the employer."),
  title: requiredLine(200, "Enter the job title."),
  place: optional(line(200)),
  startedOn: optional(isoDate),
  endedOn: optional(isoDate),
  description: optional(paragraphs(2000)),
});
export const employmentCreateSchema = employmentFields.superRefine(datesInOrder);
export const employmentUpdateSchema = employmentFields.partial();

/** PATCH /v1/my/company_contacts: the contact block a company shows on its profile. */
export const companyContactSchema = z
  .object({
    contactName: optional(line(200)),
    role: optional(line(200)),
    email: optional(
      z
        .string()
        .trim()
        .max(254, "Use at most 254 characters.")
        .pipe(z.email("Enter a valid e-mail address.").or(z.literal("")))
        .transform((v) => (v === "" ? null : v)),
    ),
    phone: optional(
      z
        .string()
        .trim()
        .regex(/^(\+?[0-9 ()/.-]{4,30})?$/, "Enter a phone number with digits, spaces and + ( ) / . - only.")
        .transform((v) => (v === "" ? null : v)),
    ),
    website: optional(webUrl),
  })
  .partial();
