import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { userRef } from "./accounts.ts";
import { createdAt, identityId } from "./columns.ts";

export const follows = pgTable(
  "follows",
  {
    followerId: userRef("follower_id"),
    followeeId: userRef("followee_id"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followeeId] }), index("follows_followee_idx").on(t.followeeId)],
);

/** A connection request and, once confirmed, the connection; one row per pair whichever side asked. */
export const connections = pgTable(
  "connections",
  {
    id: identityId(),
    requesterId: userRef("requester_id"),
    connecteeId: userRef("connectee_id"),
    status: text("status", { enum: ["requested", "confirmed"] }).notNull(),
    /** What the requester wrote with the request, for the connectee (SOCIAL_LIMITS.connectionNote). */
    note: text("note"),
    createdAt: createdAt(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("connections_pair_idx").on(
      sql`least(${t.requesterId}, ${t.connecteeId})`,
      sql`greatest(${t.requesterId}, ${t.connecteeId})`,
    ),
    index("connections_requester_idx").on(t.requesterId, t.status),
    index("connections_connectee_idx").on(t.connecteeId, t.status),
  ],
);

/** A blocked user cannot message, connect with, follow or see the blocker. */
export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: userRef("blocker_id"),
    blockedId: userRef("blocked_id"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index("user_blocks_blocked_idx").on(t.blockedId)],
);
