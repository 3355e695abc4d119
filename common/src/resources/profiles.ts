import { z } from "zod";
import { many, one, resourceSchema, resourceWithMeta } from "../contract/documents.ts";
import { CONNECTION_STATUSES, LANGUAGE_LEVELS, SKILL_LEVELS, SOCIAL_LINK_KINDS, USER_KINDS } from "../enums.ts";
import { NAME_OPTIONS } from "../schemas/profiles.ts";
import {
  creativeFieldResource,
  industryResource,
  languageResource,
  locationResource,
  standardizedProfessionResource,
  standardizedSkillResource,
} from "./reference.ts";
import { showroomItemResource } from "./showroom.ts";

/** The renditions of each kind of image, by name: the crops a profile or title image is kept as. */
export const IMAGE_RENDITIONS = { profile: ["small", "medium", "large"], title: ["medium", "large"] } as const;

/** A stored image: its renditions by name (null while one is missing), the original and the focal point. */
const imageAttributes = <const N extends readonly string[]>(renditions: N) =>
  z.object({
    ...(Object.fromEntries(renditions.map((name) => [name, z.string().nullable()])) as {
      [K in N[number]]: z.ZodNullable<z.ZodString>;
    }),
    original: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    focalX: z.number(),
    focalY: z.number(),
  });

/** A profile image: square crops. */
export const profileImageAttributes = imageAttributes(IMAGE_RENDITIONS.profile);
export type ProfileImageAttributes = z.infer<typeof profileImageAttributes>;
/** A title image: wide banners. */
export const titleImageAttributes = imageAttributes(IMAGE_RENDITIONS.title);
export type TitleImageAttributes = z.infer<typeof titleImageAttributes>;

/**
 * The public view of a user. What concerns the viewer (is_me, is_followed, is_blocked, connection,
 * may_message) is there only for a signed-in viewer; is_blocked is true only on the profile of
 * someone the viewer blocked, the one place where they still see them.
 */
export const userAttributes = z.object({
  name: z.string().nullable(),
  slug: z.string().nullable(),
  kind: z.enum(USER_KINDS).nullable(),
  isCreative: z.boolean(),
  isClient: z.boolean(),
  isInsideCci: z.boolean(),
  headline: z.string().nullable(),
  about: z.string().nullable(),
  profileImage: profileImageAttributes.nullable(),
  titleImage: titleImageAttributes.nullable(),
  hasCv: z.boolean(),
  followersCount: z.number().int(),
  followingsCount: z.number().int(),
  connectionsCount: z.number().int(),
  isPremium: z.boolean(),
  /** Visitors (nobody signed in) may see the profile: search engines may list it and shared links show it. */
  isPublic: z.boolean(),
  createdAt: z.iso.datetime(),
  isMe: z.boolean().optional(),
  isFollowed: z.boolean().optional(),
  isBlocked: z.boolean().optional(),
  connection: z
    .object({
      id: z.string(),
      status: z.enum(CONNECTION_STATUSES),
      direction: z.enum(["incoming", "outgoing"]),
      /** What the requester wrote with the request; the viewer is one of the two. */
      note: z.string().nullable(),
    })
    .nullable()
    .optional(),
  mayMessage: z.boolean().optional(),
});
export type UserAttributes = z.infer<typeof userAttributes>;
export const userResource = resourceSchema("users", userAttributes, {
  location: one("locations"),
  creative_fields: many("creative_fields"),
  assigned_professions: many("user_professions"),
  /** The first published showroom items, on the find lists when `include=showroom_items` asks for them. */
  showroom_items: many("showroom_items"),
});

/** What a search found a person by: their name, or a profession, creative field or skill they hold. */
export const USER_MATCH_KINDS = ["name", "profession", "creative_field", "skill"] as const;

/**
 * Why a search lists a person: what matched, and its name in the reader's language (the person's
 * shown name for a name match).
 */
export const userMatchSchema = z.object({ matchedBy: z.enum(USER_MATCH_KINDS), matchedLabel: z.string() });
export type UserMatch = z.infer<typeof userMatchSchema>;

/** A person a keyword search found: the users resource, its match as `meta`. */
export const foundUserResource = resourceWithMeta(userResource, userMatchSchema, "FoundUsers");

/** A standard profession a user assigns themselves, at a position among theirs. */
export const userProfessionAttributes = z.object({ position: z.number().int() });
export type UserProfessionAttributes = z.infer<typeof userProfessionAttributes>;
export const userProfessionResource = resourceSchema("user_professions", userProfessionAttributes, {
  profession: one("standardized_professions"),
  user: one("users"),
});

/** An industry a client works in, at a position among theirs; documents include the industry. */
export const userIndustryAttributes = z.object({ industryId: z.string(), position: z.number().int() });
export type UserIndustryAttributes = z.infer<typeof userIndustryAttributes>;
export const userIndustryResource = resourceSchema("user_industries", userIndustryAttributes, {
  industry: one("industries"),
  user: one("users"),
});

/** What a users document may include (see `include` on the users lists). */
export const USER_INCLUDED = [
  userProfessionResource,
  standardizedProfessionResource,
  locationResource,
  creativeFieldResource,
  showroomItemResource,
] as const;

/** GET and PATCH /v1/my/profile: what only the owner reads, the name option above all. */
export const profileAttributes = z.object({
  slug: z.string(),
  headline: z.string().nullable(),
  about: z.string().nullable(),
  nameOption: z.enum(NAME_OPTIONS),
  displayName: z.string().nullable(),
});
export type ProfileAttributes = z.infer<typeof profileAttributes>;
export const profileResource = resourceSchema("profiles", profileAttributes, { user: one("users") });

/** How well a user speaks a language; documents include the language. */
export const languageLevelAttributes = z.object({ level: z.enum(LANGUAGE_LEVELS), languageId: z.string() });
export type LanguageLevelAttributes = z.infer<typeof languageLevelAttributes>;
export const languageLevelResource = resourceSchema("language_levels", languageLevelAttributes, {
  language: one("languages"),
  user: one("users"),
});

/** A link to the user's website or a social profile: http(s) only. */
export const weblinkAttributes = z.object({
  url: z.string(),
  kind: z.enum(SOCIAL_LINK_KINDS),
  position: z.number().int(),
});
export type WeblinkAttributes = z.infer<typeof weblinkAttributes>;
export const weblinkResource = resourceSchema("weblinks", weblinkAttributes, { user: one("users") });

/** A standardized skill listed on one of the user's creative field operations. */
export const operationSkillAttributes = z.object({ operationId: z.string(), skillId: z.string() });
export type OperationSkillAttributes = z.infer<typeof operationSkillAttributes>;
export const operationSkillResource = resourceSchema("skills", operationSkillAttributes, {
  operation: one("creative_field_operations"),
  skill: one("standardized_skills"),
});

/** A creative field a user works in, with a level and skills. */
export const creativeFieldOperationAttributes = z.object({
  creativeFieldId: z.string(),
  level: z.enum(SKILL_LEVELS),
  position: z.number().int(),
});
export type CreativeFieldOperationAttributes = z.infer<typeof creativeFieldOperationAttributes>;
export const creativeFieldOperationResource = resourceSchema(
  "creative_field_operations",
  creativeFieldOperationAttributes,
  { creative_field: one("creative_fields"), skills: many("skills"), user: one("users") },
);

/**
 * An achievement (award, prize, certificate). It may carry one file, uploaded and removed at
 * /v1/my/achievements/{id}/file; then `has_file` is true and `links.file` is where it is downloaded.
 */
export const achievementAttributes = z.object({
  title: z.string(),
  issuer: z.string().nullable(),
  description: z.string().nullable(),
  achievedOn: z.iso.date().nullable(),
  hasFile: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type AchievementAttributes = z.infer<typeof achievementAttributes>;
export const achievementResource = resourceSchema("achievements", achievementAttributes, { user: one("users") });

export const educationAttributes = z.object({
  school: z.string(),
  degree: z.string().nullable(),
  fieldOfStudy: z.string().nullable(),
  startedOn: z.iso.date().nullable(),
  endedOn: z.iso.date().nullable(),
  description: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type EducationAttributes = z.infer<typeof educationAttributes>;
export const educationResource = resourceSchema("educations", educationAttributes, { user: one("users") });

/** A position held; one without an end date is `current`. */
export const employmentAttributes = z.object({
  employer: z.string(),
  title: z.string(),
  place: z.string().nullable(),
  startedOn: z.iso.date().nullable(),
  endedOn: z.iso.date().nullable(),
  current: z.boolean(),
  description: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type EmploymentAttributes = z.infer<typeof employmentAttributes>;
export const employmentResource = resourceSchema("employments", employmentAttributes, { user: one("users") });

/** A company's contact block, named by the company's user id; empty fields are null. */
export const companyContactAttributes = z.object({
  contactName: z.string().nullable(),
  role: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
});
export type CompanyContactAttributes = z.infer<typeof companyContactAttributes>;
export const companyContactResource = resourceSchema("company_contacts", companyContactAttributes, {
  user: one("users"),
});

/** What the documents of the profile sections include beside their rows. */
export const PROFESSION_INCLUDED = [standardizedProfessionResource] as const;
export const USER_INDUSTRY_INCLUDED = [industryResource] as const;
export const LANGUAGE_LEVEL_INCLUDED = [languageResource] as const;
export const OPERATION_SKILL_INCLUDED = [standardizedSkillResource] as const;
export const CREATIVE_FIELD_OPERATION_INCLUDED = [
  creativeFieldResource,
  operationSkillResource,
  standardizedSkillResource,
] as const;

/**
 * Someone named beside something else (a participant of a conversation, the actor of a
 * notification): enough to recognise them and open their profile, nothing more. A users resource
 * of its own shape.
 */
export const briefUserAttributes = z.object({
  name: z.string().nullable(),
  slug: z.string().nullable(),
  kind: z.enum(USER_KINDS).nullable(),
  avatar: z.string().nullable(),
  /** False once the account is deactivated or its holder blocked me. */
  isAvailable: z.boolean(),
});
export type BriefUserAttributes = z.infer<typeof briefUserAttributes>;
export const briefUserResource = resourceSchema("users", briefUserAttributes, undefined, "BriefUsers");
