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
} from "@atelier/common/enums";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { userRef } from "./accounts.ts";
import { createdAt, identityId, updatedAt } from "./columns.ts";
import { conversations } from "./messenger.ts";
import { storedFiles } from "./platform.ts";
import { creativeFields, locations, standardizedSkills } from "./reference.ts";

const opportunityRef = () =>
  bigint("opportunity_id", { mode: "number" })
    .notNull()
    .references(() => opportunities.id, { onDelete: "cascade" });

/**
 * A project or a job on the board. Only `drafted` and `published` are stored: an opportunity is
 * expired once `expires_at` has passed or its owner cancelled it, so nothing has to flip it.
 */
export const opportunities = pgTable(
  "opportunities",
  {
    id: identityId(),
    ownerId: userRef("owner_id"),
    /** Unique, stable once given: shared links keep working after a rename. */
    slug: text("slug").notNull(),
    kind: text("kind", { enum: OPPORTUNITY_KINDS }).notNull(),
    status: text("status", { enum: ["drafted", "published"] })
      .notNull()
      .default("drafted"),
    title: text("title").notNull(),
    description: text("description"),
    /** Jobs only. */
    jobType: text("job_type", { enum: JOB_TYPES }),
    /** Projects only. */
    projectPeriod: text("project_period", { enum: PROJECT_PERIODS }),
    /** In whole units of the currency; none means "not stated". */
    salary: integer("salary"),
    currency: text("currency", { enum: CURRENCIES }),
    salaryInterval: text("salary_interval", { enum: SALARY_INTERVALS }),
    remote: boolean("remote").notNull().default(false),
    locationId: bigint("location_id", { mode: "number" }).references(() => locations.id, { onDelete: "set null" }),
    applyType: text("apply_type", { enum: APPLY_TYPES }).notNull().default("messenger"),
    /** The web address or e-mail address applications go to; none for the messenger. */
    applyTarget: text("apply_target"),
    /** The employer's logo: its stored original and WebP renditions by width. */
    logoFileId: bigint("logo_file_id", { mode: "number" }).references(() => storedFiles.id, { onDelete: "set null" }),
    logoRenditions: jsonb("logo_renditions").$type<Record<string, string>>(),
    /** The folded title, description and employer the keyword filter searches (fold_name). */
    searchText: text("search_text").notNull().default(""),
    /** Kept by the apply command in its transaction: lists show it without counting. */
    applicationsCount: integer("applications_count").notNull().default(0),
    /** Applications after this are new to the owner (PATCH …/checked moves it). */
    applicantsCheckedAt: timestamp("applicants_checked_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    extendedAt: timestamp("extended_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason", { enum: CANCEL_REASONS }),
    cancelText: text("cancel_text"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("opportunities_slug_idx").on(sql`lower(${t.slug})`),
    index("opportunities_owner_idx").on(t.ownerId, t.createdAt.desc()),
    index("opportunities_board_newest_idx")
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published' and ${t.cancelledAt} is null`),
    index("opportunities_board_closing_idx")
      .on(t.expiresAt, t.id)
      .where(sql`${t.status} = 'published' and ${t.cancelledAt} is null`),
    index("opportunities_location_idx").on(t.locationId),
    index("opportunities_search_text_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);

/**
 * The board's copy of what its filters and orders read: the opportunity's columns, its fields and
 * skills as arrays, and whether its owner may be seen (from user_facets). Narrow and row-local, so
 * that a board of thousands is counted without a lookup of each owner or each field. Kept by
 * triggers (db/sql/routines.sql); the board reads this, everything else reads opportunities.
 */
export const opportunityFacets = pgTable(
  "opportunity_facets",
  {
    opportunityId: bigint("opportunity_id", { mode: "number" })
      .primaryKey()
      .references(() => opportunities.id, { onDelete: "cascade" }),
    ownerId: bigint("owner_id", { mode: "number" }).notNull(),
    kind: text("kind", { enum: OPPORTUNITY_KINDS }).notNull(),
    jobType: text("job_type", { enum: JOB_TYPES }),
    remote: boolean("remote").notNull(),
    locationId: bigint("location_id", { mode: "number" }),
    /** Published (not a draft): on the board until expires_at or a cancellation, expired after. */
    published: boolean("published").notNull(),
    cancelled: boolean("cancelled").notNull(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** user_facets.listed and profile_visibility of the owner, for visibleFacetsFilter. */
    ownerListed: boolean("owner_listed").notNull(),
    ownerVisibility: text("owner_visibility", { enum: ["everyone", "members", "connections"] }).notNull(),
    creativeFieldIds: bigint("creative_field_ids", { mode: "number" }).array().notNull().default(sql`'{}'`),
    skillIds: bigint("skill_ids", { mode: "number" }).array().notNull().default(sql`'{}'`),
  },
  (t) => {
    const everPublished = sql`${t.published}`;
    return [
      index("opportunity_facets_newest_idx").on(t.publishedAt.desc(), t.opportunityId.desc()).where(everPublished),
      index("opportunity_facets_closing_idx").on(t.expiresAt, t.opportunityId).where(everPublished),
      index("opportunity_facets_owner_idx").on(t.ownerId),
      index("opportunity_facets_location_idx").on(t.locationId),
      index("opportunity_facets_creative_field_ids_idx").using("gin", t.creativeFieldIds),
      index("opportunity_facets_skill_ids_idx").using("gin", t.skillIds),
    ];
  },
);

/** The creative fields an opportunity is for; the field leads its own index for filters and notices. */
export const opportunityFields = pgTable(
  "opportunity_fields",
  {
    opportunityId: opportunityRef(),
    creativeFieldId: bigint("creative_field_id", { mode: "number" })
      .notNull()
      .references(() => creativeFields.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.opportunityId, t.creativeFieldId] }),
    index("opportunity_fields_field_idx").on(t.creativeFieldId, t.opportunityId),
  ],
);

/** The skills an opportunity asks for. */
export const opportunitySkills = pgTable(
  "opportunity_skills",
  {
    opportunityId: opportunityRef(),
    skillId: bigint("skill_id", { mode: "number" })
      .notNull()
      .references(() => standardizedSkills.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.opportunityId, t.skillId] }),
    index("opportunity_skills_skill_idx").on(t.skillId, t.opportunityId),
  ],
);

/** A file for applicants to read (a brief, a style guide), of the attachment types of spec 000. */
export const opportunityMaterials = pgTable(
  "opportunity_materials",
  {
    id: identityId(),
    opportunityId: opportunityRef(),
    fileId: bigint("file_id", { mode: "number" })
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("opportunity_materials_opportunity_idx").on(t.opportunityId, t.id)],
);

/** A note added to a published opportunity ("the deadline moved"), shown beneath it in order. */
export const opportunityAddenda = pgTable(
  "opportunity_addenda",
  {
    id: identityId(),
    opportunityId: opportunityRef(),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("opportunity_addenda_opportunity_idx").on(t.opportunityId, t.id)],
);

/** Someone applied: once per person and opportunity, moved through the owner's pipeline. */
export const opportunityApplications = pgTable(
  "opportunity_applications",
  {
    id: identityId(),
    opportunityId: opportunityRef(),
    applicantId: userRef("applicant_id"),
    /** What the applicant wrote with it; through the messenger it is also the conversation's message. */
    note: text("note"),
    stage: text("stage", { enum: APPLICATION_STAGES }).notNull().default("new"),
    /** The owner's own words on the applicant, never shown to them. */
    ownerNote: text("owner_note"),
    conversationId: bigint("conversation_id", { mode: "number" }).references(() => conversations.id, {
      onDelete: "set null",
    }),
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("opportunity_applications_once_idx").on(t.opportunityId, t.applicantId),
    index("opportunity_applications_list_idx").on(t.opportunityId, t.createdAt.desc(), t.id.desc()),
    index("opportunity_applications_applicant_idx").on(t.applicantId, t.createdAt.desc()),
  ],
);

/** An opportunity someone saved for later (spec 000 bookmarks); never two of the same. */
export const bookmarks = pgTable(
  "bookmarks",
  {
    id: identityId(),
    ownerId: userRef("owner_id"),
    bookmarkableType: text("bookmarkable_type", { enum: BOOKMARKABLE_TYPES }).notNull().default("opportunity"),
    opportunityId: opportunityRef(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("bookmarks_once_idx").on(t.ownerId, t.bookmarkableType, t.opportunityId),
    index("bookmarks_owner_idx").on(t.ownerId, t.createdAt.desc()),
    index("bookmarks_opportunity_idx").on(t.opportunityId),
  ],
);
