import { SKILL_LEVELS } from "@atelier/common/enums";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, identityId, updatedAt } from "./columns.ts";
import { creativeFields, industries, locations } from "./reference.ts";

/** A reference to the owning user; the row goes when the user goes. */
export const userRef = (name = "user_id") =>
  bigint(name, { mode: "number" })
    .notNull()
    .references(() => users.id, { onDelete: "cascade" });

/** A person or company on the platform. */
export const users = pgTable(
  "users",
  {
    id: identityId(),
    email: text("email").notNull(),
    /** Null for accounts that only sign in through Google or Facebook. */
    passwordHash: text("password_hash"),
    name: text("name"),
    locale: text("locale").notNull().default("en"),
    kind: text("kind", { enum: ["private", "company"] }),
    isCreative: boolean("is_creative").notNull().default(false),
    isClient: boolean("is_client").notNull().default(false),
    isInsideCci: boolean("is_inside_cci").notNull().default(false),
    locationId: bigint("location_id", { mode: "number" }).references(() => locations.id, { onDelete: "set null" }),
    complete: boolean("complete").notNull().default(false),
    acceptedTermsAt: timestamp("accepted_terms_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
    /**
     * The name the profile shows (a company's display name when chosen, else this name), folded by
     * the database's fold_name(); name search and order read it. The triggers in routines.sql keep
     * it current on every write of either name, so no code writes it.
     */
    searchName: text("search_name").notNull().default(""),
    /**
     * The spellings name search matches: the search name, and beside it the shown name with its
     * umlauts written out ("mueller" finds "Müller"), folded alike. Kept by the same triggers.
     */
    searchSpellings: text("search_spellings").notNull().default(""),
    profileVisibility: text("profile_visibility", { enum: ["everyone", "members", "connections"] })
      .notNull()
      .default("everyone"),
    messagePermission: text("message_permission", { enum: ["everyone", "connections", "nobody"] })
      .notNull()
      .default("everyone"),
    theme: text("theme", { enum: ["auto", "light", "dark"] })
      .notNull()
      .default("auto"),
    gridColumns: smallint("grid_columns").notNull().default(2),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_idx").on(sql`lower(${t.email})`),
    index("users_location_idx").on(t.locationId),
    // Member lists sort by newest (this read backwards) and only ever show complete, active accounts.
    index("users_listed_newest_idx").on(t.createdAt, t.id).where(sql`${t.complete} and ${t.deactivatedAt} is null`),
    index("users_listed_name_idx").on(t.searchName, t.id).where(sql`${t.complete} and ${t.deactivatedAt} is null`),
    // Trigrams answer "name contains" (LIKE '%term%') and typos without reading every row; the
    // word index answers "a word starts with".
    index("users_search_spellings_trgm_idx").using("gin", t.searchSpellings.op("gin_trgm_ops")),
    index("users_search_words_idx").using("gin", sql`to_tsvector('simple', ${t.searchSpellings})`),
  ],
);

/**
 * What the find lists filter, count and order by, one narrow row per user so that counting and
 * paging read this table through its indexes and join the wide users row only for the page and the
 * visibility rule. The triggers in routines.sql keep it: the users columns copied here, and the
 * facets gathered from the user's rows (creative field ids, standardized skill ids of all fields,
 * "fieldId:level" and "level" of each field, language codes, industries). No code writes it.
 */
export const userFacets = pgTable(
  "user_facets",
  {
    userId: bigint("user_id", { mode: "number" })
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    isCreative: boolean("is_creative").notNull(),
    isClient: boolean("is_client").notNull(),
    kind: text("kind", { enum: ["private", "company"] }),
    isInsideCci: boolean("is_inside_cci").notNull(),
    locationId: bigint("location_id", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** Complete, active and confirmed: what visibleUsersFilter lets others see at most. */
    listed: boolean("listed").notNull(),
    profileVisibility: text("profile_visibility", { enum: ["everyone", "members", "connections"] }).notNull(),
    /**
     * Whether the membership in force is premium, kept by refresh_premium_facets (routines.sql) as
     * memberships are written and as their periods begin and end: the find lists rank premium first.
     */
    premium: boolean("premium").notNull().default(false),
    /** A random key drawn once: the find lists' default order sorts by it, shuffled yet stable across pages. */
    seedRank: integer("seed_rank").notNull().default(sql`floor(random() * 2147483647)::int`),
    creativeFieldIds: bigint("creative_field_ids", { mode: "number" }).array().notNull().default(sql`'{}'`),
    skillIds: bigint("skill_ids", { mode: "number" }).array().notNull().default(sql`'{}'`),
    operationKeys: text("operation_keys").array().notNull().default(sql`'{}'`),
    languageCodes: text("language_codes").array().notNull().default(sql`'{}'`),
    industryIds: bigint("industry_ids", { mode: "number" }).array().notNull().default(sql`'{}'`),
  },
  (t) => [
    index("user_facets_creative_field_ids_idx").using("gin", t.creativeFieldIds),
    index("user_facets_skill_ids_idx").using("gin", t.skillIds),
    index("user_facets_operation_keys_idx").using("gin", t.operationKeys),
    index("user_facets_language_codes_idx").using("gin", t.languageCodes),
    index("user_facets_industry_ids_idx").using("gin", t.industryIds),
    index("user_facets_location_idx").on(t.locationId, t.userId).where(sql`${t.listed}`),
    // The find lists page listed creatives and clients premium first in the seed order, and newest first.
    ...(["creative", "client"] as const).flatMap((role) => {
      const listed = sql`${role === "creative" ? t.isCreative : t.isClient} and ${t.listed}`;
      return [
        index(`user_facets_${role}s_ranked_idx`).on(t.premium.desc(), t.seedRank, t.userId).where(listed),
        index(`user_facets_${role}s_newest_idx`).on(t.createdAt.desc(), t.userId.desc()).where(listed),
      ];
    }),
  ],
);

/**
 * A sign-up in progress, spec 000 section 4: created with a captcha, initiated with e-mail and
 * password (which creates the unconfirmed user), confirmed through the e-mailed checksum.
 */
export const registrations = pgTable(
  "registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    status: smallint("status").notNull(),
    service: text("service", { enum: ["email", "google", "facebook"] })
      .notNull()
      .default("email"),
    locale: text("locale").notNull().default("en"),
    ip: text("ip"),
    email: text("email"),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "cascade" }),
    captchaId: uuid("captcha_id"),
    /** SHA-256 of the checksum in the confirmation link. */
    checksumHash: text("checksum_hash"),
    checksumExpiresAt: timestamp("checksum_expires_at", { withTimezone: true }),
    emailSentAt: timestamp("email_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("registrations_user_idx").on(t.userId), index("registrations_created_idx").on(t.createdAt)],
);

/**
 * Single-purpose tokens sent by e-mail (password reset, e-mail change, notification settings);
 * only their SHA-256 is kept. `payload` carries what the purpose needs, such as the new address.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: identityId(),
    userId: userRef(),
    purpose: text("purpose", { enum: ["password_reset", "email_change", "notification_settings"] }).notNull(),
    tokenHash: text("token_hash").notNull(),
    payload: jsonb("payload"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("account_tokens_hash_idx").on(t.tokenHash),
    index("account_tokens_user_purpose_idx").on(t.userId, t.purpose),
    // The periodic clean-up finds expired rows, and used or revoked ones, by these.
    index("account_tokens_expires_idx").on(t.expiresAt),
    index("account_tokens_spent_idx").on(t.createdAt).where(sql`${t.usedAt} is not null or ${t.revokedAt} is not null`),
  ],
);

/** A Google or Facebook account linked to a user, keyed by the provider's subject id. */
export const oauthIdentities = pgTable(
  "oauth_identities",
  {
    id: identityId(),
    provider: text("provider", { enum: ["google", "facebook"] }).notNull(),
    subject: text("subject").notNull(),
    userId: userRef(),
    email: text("email"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("oauth_identities_provider_subject_idx").on(t.provider, t.subject),
    index("oauth_identities_user_idx").on(t.userId),
  ],
);

/**
 * The creative fields a user works in (creatives) or hires for (clients), chosen on /signup-info.
 * On the profile each row is a "creative field operation" with a skill level and skills of its own.
 */
export const userCreativeFields = pgTable(
  "user_creative_fields",
  {
    id: identityId(),
    userId: userRef(),
    creativeFieldId: bigint("creative_field_id", { mode: "number" })
      .notNull()
      .references(() => creativeFields.id, { onDelete: "cascade" }),
    level: text("level", { enum: SKILL_LEVELS }).notNull().default("none"),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("user_creative_fields_user_field_idx").on(t.userId, t.creativeFieldId),
    index("user_creative_fields_field_idx").on(t.creativeFieldId),
  ],
);

/** Postal address and contact details; private to its owner. */
export const addresses = pgTable("addresses", {
  userId: bigint("user_id", { mode: "number" })
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  companyName: text("company_name"),
  street: text("street"),
  addressLine2: text("address_line2"),
  postalCode: text("postal_code"),
  city: text("city"),
  region: text("region"),
  countryCode: text("country_code"),
  phone: text("phone"),
  website: text("website"),
  vatId: text("vat_id"),
  updatedAt: updatedAt(),
});

/** What opportunities a user wants to hear about. */
export const interestCreativeFields = pgTable(
  "interest_creative_fields",
  {
    userId: userRef(),
    creativeFieldId: bigint("creative_field_id", { mode: "number" })
      .notNull()
      .references(() => creativeFields.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.creativeFieldId] })],
);

export const interestIndustries = pgTable(
  "interest_industries",
  {
    userId: userRef(),
    industryId: bigint("industry_id", { mode: "number" })
      .notNull()
      .references(() => industries.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.industryId] })],
);

/** The opportunity digest frequency lives beside the interests it filters. */
export const interestSettings = pgTable("interest_settings", {
  userId: bigint("user_id", { mode: "number" })
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  opportunityDigest: text("opportunity_digest", { enum: ["never", "daily", "weekly"] })
    .notNull()
    .default("weekly"),
  updatedAt: updatedAt(),
});
