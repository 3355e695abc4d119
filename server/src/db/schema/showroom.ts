import { CREATION_STATUSES, CREATION_TYPES, MEDIA_TYPES } from "@atelier/common/enums";
import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { userRef } from "./accounts.ts";
import { createdAt, identityId, updatedAt } from "./columns.ts";
import { storedFiles } from "./platform.ts";
import { creativeFields, standardizedSkills } from "./reference.ts";

const creationRef = () =>
  bigint("creation_id", { mode: "number" })
    .notNull()
    .references(() => creations.id, { onDelete: "cascade" });

/**
 * Showroom and gallery items ("creations"): one table, told apart by `type`, so media, co-creators,
 * web links and likes serve both. Showroom items also carry creative fields and skills.
 */
export const creations = pgTable(
  "creations",
  {
    id: identityId(),
    type: text("type", { enum: CREATION_TYPES }).notNull(),
    ownerId: userRef("owner_id"),
    /** Unique across all creations, stable once given: shared links keep working after a rename. */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description"),
    status: text("status", { enum: CREATION_STATUSES }).notNull().default("draft"),
    /** The owner's order of their items of one type (PATCH …/items/order). */
    position: integer("position").notNull().default(0),
    /**
     * A random key drawn once at creation: the default "seed" order sorts by it, so the showroom looks
     * shuffled yet pages consistently (no item on two pages, none missing).
     */
    seedRank: integer("seed_rank").notNull(),
    /** Kept by the like commands in the same transaction; lists sort and show it without counting. */
    likesCount: integer("likes_count").notNull().default(0),
    /** The folded title and description the keyword filter searches (fold_name, db/sql/routines.sql). */
    searchText: text("search_text").notNull().default(""),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("creations_slug_idx").on(sql`lower(${t.slug})`),
    index("creations_owner_idx").on(t.ownerId, t.type, t.position),
    index("creations_published_seed_idx").on(t.type, t.seedRank, t.id).where(sql`${t.status} = 'published'`),
    index("creations_published_newest_idx")
      .on(t.type, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    // The home feed: each followed owner's published items, newest first, merged across owners.
    index("creations_owner_published_idx")
      .on(t.ownerId, t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index("creations_search_text_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
  ],
);

/**
 * An image or an embedded player of a creation, in the owner's order. Images keep their stored
 * original (`file_id`) and WebP renditions by width; embeds keep the provider's id (`code`: a YouTube
 * or Vimeo video id, a SoundCloud track URL), never a URL the server would fetch.
 */
export const creationMedia = pgTable(
  "creation_media",
  {
    id: identityId(),
    creationId: creationRef(),
    type: text("type", { enum: MEDIA_TYPES }).notNull(),
    position: integer("position").notNull().default(0),
    fileId: bigint("file_id", { mode: "number" }).references(() => storedFiles.id, { onDelete: "cascade" }),
    /** Width in pixels -> storage key of that WebP rendition. */
    renditions: jsonb("renditions").$type<Record<string, string>>(),
    width: integer("width"),
    height: integer("height"),
    code: text("code"),
    createdAt: createdAt(),
  },
  (t) => [index("creation_media_creation_idx").on(t.creationId, t.position)],
);

/** The creative fields a showroom item belongs to ("operations"); the field leads its own index for filters. */
export const creationFields = pgTable(
  "creation_fields",
  {
    creationId: creationRef(),
    creativeFieldId: bigint("creative_field_id", { mode: "number" })
      .notNull()
      .references(() => creativeFields.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.creationId, t.creativeFieldId] }),
    index("creation_fields_field_idx").on(t.creativeFieldId, t.creationId),
  ],
);

/** Skills assigned to a showroom item. */
export const creationSkills = pgTable(
  "creation_skills",
  {
    id: identityId(),
    creationId: creationRef(),
    skillId: bigint("skill_id", { mode: "number" })
      .notNull()
      .references(() => standardizedSkills.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("creation_skills_creation_skill_idx").on(t.creationId, t.skillId),
    index("creation_skills_skill_idx").on(t.skillId, t.creationId),
  ],
);

/**
 * A co-creator the owner named. Until the co-creator confirms (`confirmed_at`), the item shows them as
 * pending and stays off their profile.
 */
export const creationCoCreators = pgTable(
  "creation_co_creators",
  {
    id: identityId(),
    creationId: creationRef(),
    userId: userRef(),
    /** What they did, in the owner's words ("Photography", "Sound design"). */
    role: text("role"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("creation_co_creators_creation_user_idx").on(t.creationId, t.userId),
    index("creation_co_creators_user_idx").on(t.userId, t.creationId),
  ],
);

/** Links of a creation (the live site, the case study): http(s) only. */
export const creationWeblinks = pgTable(
  "creation_weblinks",
  {
    id: identityId(),
    creationId: creationRef(),
    url: text("url").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [index("creation_weblinks_creation_idx").on(t.creationId, t.position)],
);

/** A user's like of a creation: one per pair, so liking twice counts once. */
export const likes = pgTable(
  "likes",
  {
    creationId: creationRef(),
    userId: userRef(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.creationId, t.userId] }), index("likes_user_idx").on(t.userId, t.createdAt.desc())],
);

/** A period in which one creative field is featured on the home page and /featured. */
export const featuredPeriods = pgTable(
  "featured_periods",
  {
    id: identityId(),
    creativeFieldId: bigint("creative_field_id", { mode: "number" })
      .notNull()
      .references(() => creativeFields.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("featured_periods_starts_idx").on(t.startsAt.desc())],
);

/** The creatives and creations a featured period shows, chosen when the period starts. */
export const featuredEntries = pgTable(
  "featured_entries",
  {
    periodId: bigint("period_id", { mode: "number" })
      .notNull()
      .references(() => featuredPeriods.id, { onDelete: "cascade" }),
    userId: userRef(),
    /** The creation shown for this creative, if any. */
    creationId: bigint("creation_id", { mode: "number" }).references(() => creations.id, { onDelete: "set null" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.periodId, t.userId] }), index("featured_entries_user_idx").on(t.userId)],
);
