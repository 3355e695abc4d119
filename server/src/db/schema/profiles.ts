import { LANGUAGE_LEVELS, SOCIAL_LINK_KINDS } from "@atelier/common/enums";
import { sql } from "drizzle-orm";
import { bigint, date, index, integer, jsonb, pgTable, primaryKey, real, text, uniqueIndex } from "drizzle-orm/pg-core";
import { userCreativeFields, userRef, users } from "./accounts.ts";
import { createdAt, identityId, updatedAt } from "./columns.ts";
import { storedFiles } from "./platform.ts";
import { industries, languages, standardizedProfessions, standardizedSkills } from "./reference.ts";

const fileRef = (name: string) =>
  bigint(name, { mode: "number" }).references(() => storedFiles.id, { onDelete: "set null" });

/** The public face of a profile: its address, headline and about text. */
export const profiles = pgTable(
  "profiles",
  {
    userId: bigint("user_id", { mode: "number" })
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Stable once given: renaming the account does not break links to the profile. */
    slug: text("slug").notNull(),
    headline: text("headline"),
    about: text("about"),
    /** Companies may show a display name (a brand) instead of the account name. */
    nameOption: text("name_option", { enum: ["default", "display"] })
      .notNull()
      .default("default"),
    displayName: text("display_name"),
    cvFileId: fileRef("cv_file_id"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("profiles_slug_idx").on(sql`lower(${t.slug})`)],
);

/** Profile and title images: the stored original and its sized renditions (name -> stored file key). */
export const profileImages = pgTable(
  "profile_images",
  {
    userId: userRef(),
    kind: text("kind", { enum: ["profile", "title"] }).notNull(),
    fileId: bigint("file_id", { mode: "number" })
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    renditions: jsonb("renditions").$type<Record<string, string>>().notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** Where the image should stay visible when cropped, 0..1 from the left and top. */
    focalX: real("focal_x").notNull().default(0.5),
    focalY: real("focal_y").notNull().default(0.5),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

export const userProfessions = pgTable(
  "user_professions",
  {
    id: identityId(),
    userId: userRef(),
    professionId: bigint("profession_id", { mode: "number" })
      .notNull()
      .references(() => standardizedProfessions.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("user_professions_user_profession_idx").on(t.userId, t.professionId),
    index("user_professions_profession_idx").on(t.professionId),
  ],
);

/**
 * The industries a client works in (not the ones they want to hear about: interest_industries).
 * Finding clients filters by industry, so the industry leads its own index.
 */
export const userIndustries = pgTable(
  "user_industries",
  {
    id: identityId(),
    userId: userRef(),
    industryId: bigint("industry_id", { mode: "number" })
      .notNull()
      .references(() => industries.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("user_industries_user_industry_idx").on(t.userId, t.industryId),
    index("user_industries_industry_idx").on(t.industryId, t.userId),
  ],
);

export const languageLevels = pgTable(
  "language_levels",
  {
    id: identityId(),
    userId: userRef(),
    languageId: bigint("language_id", { mode: "number" })
      .notNull()
      .references(() => languages.id, { onDelete: "cascade" }),
    level: text("level", { enum: LANGUAGE_LEVELS }).notNull(),
  },
  (t) => [uniqueIndex("language_levels_user_language_idx").on(t.userId, t.languageId)],
);

export const weblinks = pgTable(
  "weblinks",
  {
    id: identityId(),
    userId: userRef(),
    kind: text("kind", { enum: SOCIAL_LINK_KINDS }).notNull(),
    url: text("url").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("weblinks_user_idx").on(t.userId, t.position)],
);

/** A skill a user has within one creative field operation. */
export const operationSkills = pgTable(
  "operation_skills",
  {
    id: identityId(),
    operationId: bigint("operation_id", { mode: "number" })
      .notNull()
      .references(() => userCreativeFields.id, { onDelete: "cascade" }),
    skillId: bigint("skill_id", { mode: "number" })
      .notNull()
      .references(() => standardizedSkills.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("operation_skills_operation_skill_idx").on(t.operationId, t.skillId),
    index("operation_skills_skill_idx").on(t.skillId),
  ],
);

/** History entries of a profile: achievements (with an optional file), education and employment. */
export const achievements = pgTable(
  "achievements",
  {
    id: identityId(),
    userId: userRef(),
    title: text("title").notNull(),
    issuer: text("issuer"),
    description: text("description"),
    achievedOn: date("achieved_on"),
    fileId: fileRef("file_id"),
    createdAt: createdAt(),
  },
  (t) => [index("achievements_user_idx").on(t.userId)],
);

export const educations = pgTable(
  "educations",
  {
    id: identityId(),
    userId: userRef(),
    school: text("school").notNull(),
    degree: text("degree"),
    fieldOfStudy: text("field_of_study"),
    startedOn: date("started_on"),
    endedOn: date("ended_on"),
    description: text("description"),
    createdAt: createdAt(),
  },
  (t) => [index("educations_user_idx").on(t.userId)],
);

export const employments = pgTable(
  "employments",
  {
    id: identityId(),
    userId: userRef(),
    employer: text("employer").notNull(),
    title: text("title").notNull(),
    place: text("place"),
    startedOn: date("started_on"),
    /** Null while the position is current. */
    endedOn: date("ended_on"),
    description: text("description"),
    createdAt: createdAt(),
  },
  (t) => [index("employments_user_idx").on(t.userId)],
);

/** The contact block a company shows on its profile. */
export const companyContacts = pgTable("company_contacts", {
  userId: bigint("user_id", { mode: "number" })
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  contactName: text("contact_name"),
  role: text("role"),
  email: text("email"),
  phone: text("phone"),
  website: text("website"),
  updatedAt: updatedAt(),
});
