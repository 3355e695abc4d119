import { CURRENCIES } from "@atelier/common/enums";
import { PLANS } from "@atelier/common/plans";
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { userRef } from "./accounts.ts";
import { createdAt, identityId, updatedAt } from "./columns.ts";

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

/** A buyer's cart, one per user, made on first use; its currency is the one they pay in. */
export const carts = pgTable(
  "carts",
  {
    id: identityId(),
    userId: userRef(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("carts_user_idx").on(t.userId)],
);

/** What a cart holds: one plan at most (the unique cart keeps it so), bought once. */
export const cartItems = pgTable(
  "cart_items",
  {
    id: identityId(),
    cartId: bigint("cart_id", { mode: "number" })
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    itemType: text("item_type", { enum: PLANS }).notNull(),
    quantity: integer("quantity").notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("cart_items_one_idx").on(t.cartId)],
);
