import { NOTIFICATION_KEYS } from "@atelier/common/enums";
import { bigint, boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { userRef, users } from "./accounts.ts";
import { createdAt, identityId } from "./columns.ts";

/** Stored notifications; delivery (inline list, e-mail, live channel) reads from here. */
export const notifications = pgTable(
  "notifications",
  {
    id: identityId(),
    userId: userRef(),
    key: text("key", { enum: NOTIFICATION_KEYS }).notNull(),
    actorId: bigint("actor_id", { mode: "number" }).references(() => users.id, { onDelete: "cascade" }),
    subjectType: text("subject_type"),
    subjectId: bigint("subject_id", { mode: "number" }),
    data: jsonb("data"),
    createdAt: createdAt(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc()),
    // Deleting a user, or a block between two, finds the notifications they caused through it.
    index("notifications_actor_idx").on(t.actorId),
  ],
);

/** One row per notification key and channel the user switched off or on; a missing row means on. */
export const notificationSettings = pgTable(
  "notification_settings",
  {
    userId: userRef(),
    key: text("key").notNull(),
    channel: text("channel", { enum: ["email", "inline"] }).notNull(),
    enabled: boolean("enabled").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key, t.channel] })],
);
