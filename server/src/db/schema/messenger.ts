import { PARTICIPATION_STATUSES } from "@atelier/common/enums";
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { userRef, users } from "./accounts.ts";
import { createdAt, identityId } from "./columns.ts";
import { storedFiles } from "./platform.ts";

/**
 * A conversation between two or more people. `participant_key` (their ids, sorted and comma-joined)
 * makes the conversation of the same people one: writing to them again continues it.
 */
export const conversations = pgTable("conversations", {
  id: identityId(),
  participantKey: text("participant_key").notNull().unique(),
  startedById: bigint("started_by_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/**
 * One person's side of a conversation: where it stands for them, when it last moved (the order of
 * their list) and what they have not read yet. The counts are kept here, written with each message
 * and read, so that a list page and the header's badge read no messages at all.
 */
export const participations = pgTable(
  "participations",
  {
    id: identityId(),
    conversationId: bigint("conversation_id", { mode: "number" })
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: userRef(),
    status: text("status", { enum: PARTICIPATION_STATUSES }).notNull().default("inbox"),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    unreadCount: integer("unread_count").notNull().default(0),
    /** Up to when this person has read the conversation; the others' "seen". */
    lastReadAt: timestamp("last_read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("participations_conversation_user_idx").on(t.conversationId, t.userId),
    index("participations_user_list_idx").on(t.userId, t.status, t.lastMessageAt.desc(), t.id.desc()),
    check("participations_unread_count_check", sql`${t.unreadCount} >= 0`),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: identityId(),
    conversationId: bigint("conversation_id", { mode: "number" })
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: userRef("sender_id"),
    content: text("content").notNull(),
    // Milliseconds, as clients carry times: a page of older messages starts before one they hold.
    createdAt: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
  },
  (t) => [
    index("messages_conversation_time_idx").on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    // A writer's messages of the last minute are counted before each one (WRITING_LIMIT); their own
    // index serves deleting a user's messages too.
    index("messages_sender_time_idx").on(t.senderId, t.createdAt.desc()),
  ],
);

/** A file attached to a message; the stored file goes with it. */
export const messageFiles = pgTable(
  "message_files",
  {
    id: identityId(),
    messageId: bigint("message_id", { mode: "number" })
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    fileId: bigint("file_id", { mode: "number" })
      .notNull()
      .references(() => storedFiles.id, { onDelete: "cascade" }),
    /** Images are shown inline at their size; other files as cards. */
    width: integer("width"),
    height: integer("height"),
    createdAt: createdAt(),
  },
  (t) => [index("message_files_message_idx").on(t.messageId), uniqueIndex("message_files_file_idx").on(t.fileId)],
);
