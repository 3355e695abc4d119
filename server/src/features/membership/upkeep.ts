import { PLAN_PRICES, priceParts, VAT_PERCENT } from "@atelier/common";
import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/connect.ts";
import { memberships, orders } from "../../db/schema/index.ts";
import { startWorker } from "../../platform/background/worker.ts";
import type { PaymentProvider } from "../../platform/payments/provider.ts";
import { intentKey, type OrderRow, settleOrder } from "./orders/orders.ts";

/** How long before a period's end its renewal is charged: a refused card leaves a day to mend it. */
const RENEW_AHEAD = sql`interval '1 day'`;
/** Renewals charged in one run; the rest wait for the next. */
const RENEWALS_PER_RUN = 20;
const UPKEEP_POLL_MS = 60_000;

/** The premium mark of the find lists, for periods that began or ended since the last run with no write. */
async function refreshPremiumMarks(db: Database): Promise<void> {
  await db.execute(sql`select refresh_premium_facets(array(
    select ${memberships.userId} from ${memberships}
    where ${memberships.isPremium} and ${memberships.startsAt} <= now()
      and (${memberships.endsAt} is null or ${memberships.endsAt} > now())
    union select user_id from user_facets where premium))`);
}

/**
 * The renewal order of a period, made once (the unique renewal index keeps two instances to one)
 * at today's price in the currency the period was paid in.
 */
async function renewalOrder(db: Database, membershipId: number, paid: OrderRow): Promise<OrderRow | null> {
  const parts = priceParts(PLAN_PRICES[paid.plan][paid.currency]);
  await db
    .insert(orders)
    .values({
      userId: paid.userId,
      kind: "renewal",
      plan: paid.plan,
      currency: paid.currency,
      net: parts.net,
      vat: parts.vat,
      gross: parts.gross,
      vatPercent: VAT_PERCENT,
      provider: paid.provider,
      paymentMethod: paid.paymentMethod,
      customerRef: paid.customerRef,
      renewsMembershipId: membershipId,
    })
    .onConflictDoNothing();
  const [order] = await db.select().from(orders).where(eq(orders.renewsMembershipId, membershipId));
  return order ?? null;
}

/** Charges a renewal to the card its period was paid with, and settles it from the provider's answer. */
async function chargeSaved(db: Database, payments: PaymentProvider, order: OrderRow): Promise<OrderRow | null> {
  const intent = await payments.chargeSaved({
    orderId: order.id,
    amount: order.gross,
    currency: order.currency,
    paymentMethod: order.paymentMethod ?? "",
    customer: order.customerRef,
    idempotencyKey: intentKey(order),
  });
  await db
    .update(orders)
    .set({ paymentIntentId: intent.id, clientSecret: intent.clientSecret, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  return settleOrder(db, payments, intent.id);
}

/**
 * Charges the saved card for the next period of every membership that renews and ends within a
 * day, and settles the renewal as checkout does: paid starts the next period from this one's end,
 * with its invoice. A refused card ends the renewal: premium runs to the period's end and stops.
 * A run cut short is taken up again by the next, under the same idempotency key.
 */
export async function renewDueMemberships(db: Database, payments: PaymentProvider): Promise<number> {
  const due = await db
    .select({ membershipId: memberships.id, paid: orders })
    .from(memberships)
    .innerJoin(orders, eq(orders.id, memberships.orderId))
    .where(
      and(
        eq(memberships.renews, true),
        lte(memberships.endsAt, sql`now() + ${RENEW_AHEAD}`),
        eq(orders.provider, payments.name),
        isNotNull(orders.paymentMethod),
      ),
    )
    .limit(RENEWALS_PER_RUN);
  for (const { membershipId, paid } of due) {
    const order = await renewalOrder(db, membershipId, paid);
    if (!order) continue;
    const settled =
      order.status === "paid" || order.status === "failed" ? order : await chargeSaved(db, payments, order);
    if (settled?.status === "failed")
      await db.update(memberships).set({ renews: false }).where(eq(memberships.id, membershipId));
  }
  return due.length;
}

/** One run of the upkeep: the renewals due, then the find lists' premium marks as they stand after them. */
export async function keepMemberships(db: Database, payments: PaymentProvider): Promise<void> {
  await renewDueMemberships(db, payments);
  await refreshPremiumMarks(db);
}

/** The upkeep every minute on each instance. */
export function startMembershipUpkeep(db: Database, payments: PaymentProvider, opts: { onError(err: unknown): void }) {
  return startWorker(() => keepMemberships(db, payments), { pollMs: UPKEEP_POLL_MS, onError: opts.onError });
}
