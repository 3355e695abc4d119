import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { userRef, users } from "./accounts.ts";
import { createdAt, identityId } from "./columns.ts";

/** A signed-in session; only the SHA-256 of its token is kept. */
export const sessions = pgTable(
  "sessions",
  {
    id: identityId(),
    userId: userRef(),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    userAgent: text("user_agent"),
  },
  (t) => [
    uniqueIndex("sessions_token_hash_idx").on(t.tokenHash),
    index("sessions_user_id_idx").on(t.userId),
    // The periodic clean-up finds expired sessions by it.
    index("sessions_expires_at_idx").on(t.expiresAt),
  ],
);

/** An image captcha: single use, short-lived, answer kept only as a hash. */
export const captchas = pgTable(
  "captchas",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    answerHash: text("answer_hash").notNull(),
    svg: text("svg").notNull(),
    purpose: text("purpose").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("captchas_expires_at_idx").on(t.expiresAt)],
);

/** Outgoing e-mail. Rows are written in the same transaction as the change that causes them. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: identityId(),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Where an answer goes instead of the sender: the writer of a contact-form message. */
    replyTo: text("reply_to"),
    status: text("status", { enum: ["pending", "sending", "sent", "failed", "kept"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_to_idx").on(t.toAddress, t.createdAt),
    index("mail_outbox_finished_idx").on(t.createdAt).where(sql`${t.status} in ('sent', 'failed', 'kept')`),
  ],
);

/**
 * Domain events, written in the same transaction as the change they describe and handed to each
 * consumer from here. `handled_by` names the consumers done with the event, so a retry runs only
 * the ones that failed.
 */
export const eventOutbox = pgTable(
  "event_outbox",
  {
    id: identityId(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: ["pending", "processing", "done", "failed"] })
      .notNull()
      .default("pending"),
    handledBy: text("handled_by").array().notNull().default(sql`'{}'::text[]`),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    doneAt: timestamp("done_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [
    // What a claim walks, in the order it takes events. Only the rows still waiting are in it: a
    // busy outbox leaves thousands of done rows behind between two vacuums, and an index of every
    // status had each claim step over all of them.
    index("event_outbox_waiting_idx").on(t.id).where(sql`${t.status} in ('pending', 'processing')`),
    index("event_outbox_finished_idx").on(t.createdAt).where(sql`${t.status} in ('done', 'failed')`),
  ],
);

export const locales = pgTable("locales", {
  id: identityId(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  isDefault: boolean("is_default").notNull().default(false),
  position: integer("position").notNull().default(0),
});

/** Translation strings served by GET /i18n/{language}; the web app also ships its own. */
export const translations = pgTable(
  "translations",
  {
    id: identityId(),
    locale: text("locale").notNull(),
    key: text("key").notNull(),
    value: text("value").notNull(),
  },
  (t) => [uniqueIndex("translations_locale_key_idx").on(t.locale, t.key)],
);

export const missingTranslations = pgTable(
  "missing_translations",
  {
    id: identityId(),
    key: text("key").notNull(),
    locale: text("locale").notNull(),
    route: text("route"),
    count: integer("count").notNull().default(1),
    firstSeenAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("missing_translations_key_locale_idx").on(t.key, t.locale)],
);

export const settings = pgTable(
  "settings",
  {
    id: identityId(),
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    /** SQL null when unset, as for an OAuth id the configuration leaves empty. */
    value: jsonb("value"),
    isPublic: boolean("is_public").notNull().default(true),
  },
  (t) => [uniqueIndex("settings_scope_key_idx").on(t.scope, t.key)],
);

/** Files stored through the storage service; rows point at keys that exist. */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: identityId(),
    key: text("key").notNull().unique(),
    ownerId: bigint("owner_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    contentType: text("content_type").notNull(),
    byteSize: bigint("byte_size", { mode: "number" }).notNull(),
    originalName: text("original_name"),
    sha256: text("sha256").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("stored_files_owner_idx").on(t.ownerId)],
);
