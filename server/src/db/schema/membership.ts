import { CURRENCIES, ORDER_KINDS, ORDER_STATUSES, PAYMENT_PROVIDERS } from "@atelier/common/enums";
import { PLANS } from "@atelier/common/plans";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { userRef, users } from "./accounts.ts";
import { createdAt, identityId, updatedAt } from "./columns.ts";

/**
 * Membership periods, one per paid order; the newest one covering now is the current membership.
 * `renews` asks for the saved card to be charged for the next period at `ends_at`.
 */
export const memberships = pgTable(
  "memberships",
  {
    id: identityId(),
    userId: userRef(),
    plan: text("plan", { enum: ["premium"] }).notNull(),
    billingPlan: text("billing_plan", { enum: PLANS }),
    isPremium: boolean("is_premium").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    orderId: bigint("order_id", { mode: "number" }).references((): AnyPgColumn => orders.id, { onDelete: "set null" }),
    renews: boolean("renews").notNull().default(false),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("memberships_user_idx").on(t.userId, t.startsAt),
    uniqueIndex("memberships_order_idx").on(t.orderId),
    // The renewal run walks the periods that end soon and still renew.
    index("memberships_renewing_idx").on(t.endsAt).where(sql`${t.renews}`),
  ],
);

/**
 * What a buyer pays for one period of a plan: the amount is the server's price at the time, never a
 * client's figure. The payment is the provider's intent; `payment_method` and `customer_ref` are
 * kept once paid, so that the next period can be charged to the same card.
 */
export const orders = pgTable(
  "orders",
  {
    id: identityId(),
    // Kept, like its invoice, when the buyer deletes their account.
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: ORDER_KINDS }).notNull().default("purchase"),
    plan: text("plan", { enum: PLANS }).notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    net: integer("net").notNull(),
    vat: integer("vat").notNull(),
    gross: integer("gross").notNull(),
    vatPercent: integer("vat_percent").notNull(),
    status: text("status", { enum: ORDER_STATUSES }).notNull().default("pending"),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    paymentIntentId: text("payment_intent_id"),
    clientSecret: text("client_secret"),
    paymentMethod: text("payment_method"),
    customerRef: text("customer_ref"),
    failureCode: text("failure_code"),
    failureMessage: text("failure_message"),
    /** For a renewal, the period it continues. */
    renewsMembershipId: bigint("renews_membership_id", { mode: "number" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (t) => [
    index("orders_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("orders_intent_idx").on(t.provider, t.paymentIntentId),
    uniqueIndex("orders_renewal_idx").on(t.renewsMembershipId),
  ],
);

/**
 * The invoice of a paid order. Its number comes from `invoice_series` in the transaction that
 * settles the order, so numbers have no gaps: a rolled-back settlement takes its number back with
 * it. The buyer is written as they were, and the row outlives their account (German law keeps
 * invoices ten years).
 */
export const invoices = pgTable(
  "invoices",
  {
    id: identityId(),
    number: text("number").notNull(),
    orderId: bigint("order_id", { mode: "number" })
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    buyerAddress: text("buyer_address"),
    plan: text("plan", { enum: PLANS }).notNull(),
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    net: integer("net").notNull(),
    vat: integer("vat").notNull(),
    gross: integer("gross").notNull(),
    vatPercent: integer("vat_percent").notNull(),
  },
  (t) => [
    uniqueIndex("invoices_number_idx").on(t.number),
    uniqueIndex("invoices_order_idx").on(t.orderId),
    index("invoices_user_idx").on(t.userId, t.issuedAt),
  ],
);

/** The last invoice number given in each year's series, taken under the row's lock. */
export const invoiceSeries = pgTable("invoice_series", {
  year: integer("year").primaryKey(),
  lastNumber: integer("last_number").notNull().default(0),
});

/** Provider events already processed, by the provider's id: a replayed webhook changes nothing. */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox provider's payment intents: what Stripe would hold, kept here so that `npm start`
 * takes test cards with no keys. Its `idempotency_key` makes a repeated create return the first.
 */
export const sandboxPaymentIntents = pgTable(
  "sandbox_payment_intents",
  {
    id: text("id").primaryKey(),
    clientSecret: text("client_secret").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    amount: integer("amount").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    orderId: bigint("order_id", { mode: "number" }),
    /** requires_payment_method, requires_action, succeeded or failed, as the sandbox card form left it. */
    status: text("status").notNull().default("requires_payment_method"),
    paymentMethod: text("payment_method"),
    cardLast4: text("card_last4"),
    failureCode: text("failure_code"),
    failureMessage: text("failure_message"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("sandbox_payment_intents_key_idx").on(t.idempotencyKey)],
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
