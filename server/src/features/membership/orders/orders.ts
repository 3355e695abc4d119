import { PAYMENT_ERROR_CODES, PLAN_PRICES, priceParts, VAT_PERCENT } from "@atelier/common";
import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database, Executor, Transaction } from "../../../db/connect.ts";
import { cartItems, carts, memberships, orders } from "../../../db/schema/index.ts";
import { errors } from "../../../jsonapi/errors.ts";
import type { PaymentIntent, PaymentProvider } from "../../../platform/payments/provider.ts";
import { issueInvoice } from "../invoices/invoices.ts";
import { startPeriod } from "../memberships.ts";

export type OrderRow = typeof orders.$inferSelect;

/** The buyer: who pays, and the address the provider mails its receipt to. */
export interface Buyer {
  id: number;
  email: string;
}

/** A paid period renews unless cancelled: buying again meanwhile would pay twice for the same months. */
async function refuseWhileRenewing(tx: Transaction, userId: number): Promise<void> {
  const [renewing] = await tx
    .select({ endsAt: memberships.endsAt })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.renews, true), gt(memberships.endsAt, sql`now()`)))
    .limit(1);
  if (renewing)
    throw errors.conflict(`You are premium, and your membership renews on ${renewing.endsAt?.toISOString()}.`, {
      code: PAYMENT_ERROR_CODES.alreadyPremium,
    });
}

/**
 * The order for what the cart holds, at the server's price in the cart's currency: the buyer's open
 * one when it still matches (so that a reload or a second tab pays one order), else a new one.
 * Locks the cart meanwhile, so that two requests make one order.
 */
async function orderFromCart(tx: Transaction, buyer: Buyer, provider: PaymentProvider["name"]): Promise<OrderRow> {
  const [held] = await tx
    .select({ currency: carts.currency, plan: cartItems.itemType })
    .from(carts)
    .innerJoin(cartItems, eq(cartItems.cartId, carts.id))
    .where(eq(carts.userId, buyer.id))
    .for("update", { of: carts });
  if (!held) throw errors.unprocessable("Your cart is empty: choose a plan first.", PAYMENT_ERROR_CODES.cartEmpty);
  await refuseWhileRenewing(tx, buyer.id);
  const gross = PLAN_PRICES[held.plan][held.currency];
  const [open] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, buyer.id),
        eq(orders.kind, "purchase"),
        inArray(orders.status, ["pending", "requires_action", "failed"]),
        eq(orders.plan, held.plan),
        eq(orders.currency, held.currency),
        eq(orders.gross, gross),
        eq(orders.provider, provider),
      ),
    )
    .orderBy(desc(orders.id))
    .limit(1);
  if (open) return open;
  const parts = priceParts(gross);
  const [created] = await tx
    .insert(orders)
    .values({
      userId: buyer.id,
      plan: held.plan,
      currency: held.currency,
      net: parts.net,
      vat: parts.vat,
      gross: parts.gross,
      vatPercent: VAT_PERCENT,
      provider,
    })
    .returning();
  return created;
}

/** The same key for the same order on every try, and never one another order or environment used. */
export const intentKey = (order: OrderRow) => `atelier-order-${order.id}-${order.createdAt.getTime()}`;

/**
 * The order the buyer pays now, with the provider's payment intent whose client secret the card
 * form confirms. The intent is made outside the cart's transaction (no lock is held across the
 * provider's network), under the order's idempotency key: a retry after a failure on the way makes
 * no second intent.
 */
export async function openOrder(db: Database, payments: PaymentProvider, buyer: Buyer): Promise<OrderRow> {
  const order = await db.transaction((tx) => orderFromCart(tx, buyer, payments.name));
  if (order.paymentIntentId) return order;
  const intent = await payments.createIntent({
    orderId: order.id,
    amount: order.gross,
    currency: order.currency,
    email: buyer.email,
    idempotencyKey: intentKey(order),
  });
  const [withIntent] = await db
    .update(orders)
    .set({ paymentIntentId: intent.id, clientSecret: intent.clientSecret, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning();
  return withIntent;
}

/** The buyer's own order; anyone else's is a 404. */
export async function findOwnOrder(db: Executor, userId: number, id: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  if (!row) throw errors.notFound("There is no such order.");
  return row;
}

/** Where the order stands once the provider's intent is read; a paid order never changes again. */
function statusOf(intent: PaymentIntent): OrderRow["status"] {
  switch (intent.status) {
    case "succeeded":
      return "paid";
    case "requires_action":
      return "requires_action";
    case "failed":
      return "failed";
    default:
      return "pending";
  }
}

/**
 * Brings an order to where its payment stands, as the provider reports it (never as a browser
 * says): paid starts the membership, issues the invoice and empties the cart, all in one
 * transaction under the order's lock, so that the checkout call, a webhook and a retry of either
 * settle it once. An intent whose amount or currency is not the order's is never fulfilled,
 * whatever its status: the order fails with `amount_mismatch`, for the operators to look at. `ownerId` limits it to the buyer's own orders (null when none matches).
 */
export async function settleOrder(
  db: Database,
  payments: PaymentProvider,
  intentId: string,
  ownerId?: number,
): Promise<OrderRow | null> {
  const intent = await payments.retrieveIntent(intentId);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.provider, payments.name),
          eq(orders.paymentIntentId, intentId),
          ownerId === undefined ? undefined : eq(orders.userId, ownerId),
        ),
      )
      .for("update");
    if (!order || !intent || order.status === "paid") return order ?? null;
    if (intent.amount !== order.gross || intent.currency !== order.currency) {
      // Never fulfilled, and kept in sight: a payment that is not what the order charges.
      const [flagged] = await tx
        .update(orders)
        .set({
          status: "failed",
          failureCode: PAYMENT_ERROR_CODES.amountMismatch,
          failureMessage: `The payment of ${intent.amount} ${intent.currency} is not the order's ${order.gross} ${order.currency}.`,
          updatedAt: sql`now()`,
        })
        .where(eq(orders.id, order.id))
        .returning();
      return flagged;
    }
    const status = statusOf(intent);
    const [settled] = await tx
      .update(orders)
      .set({
        status,
        failureCode: intent.failure?.code ?? null,
        failureMessage: intent.failure?.message ?? null,
        paymentMethod: intent.paymentMethod ?? order.paymentMethod,
        customerRef: intent.customer ?? order.customerRef,
        paidAt: status === "paid" ? sql`now()` : null,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (status === "paid") await fulfil(tx, settled);
    return settled;
  });
}

/** What a paid order brings: its period of premium, its invoice, and for a purchase an empty cart. */
async function fulfil(tx: Transaction, order: OrderRow): Promise<void> {
  if (order.userId === null) return;
  const period = await startPeriod(tx, order);
  await issueInvoice(tx, order, period);
  if (order.kind === "purchase")
    await tx
      .delete(cartItems)
      .where(inArray(cartItems.cartId, tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, order.userId))));
}
