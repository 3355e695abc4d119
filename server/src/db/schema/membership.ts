import { boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { userRef } from "./accounts.ts";
import { createdAt, identityId } from "./columns.ts";

/** Membership periods; the newest one covering now is the current membership. */
export const memberships = pgTable(
  "memberships",
  {
    id: identityId(),
    userId: userRef(),
    plan: text("plan", { enum: ["premium"] }).notNull(),
    isPremium: boolean("is_premium").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("memberships_user_idx").on(t.userId, t.startsAt)],
);
