import { PLAN_MONTHS, PLAN_PRICES, type Plan, priceParts, VAT_PERCENT } from "@atelier/common";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/connect.ts";
import { memberships, orders } from "../../db/schema/index.ts";
import { issueInvoice } from "../../features/membership/invoices/invoices.ts";
import { demoIdOf, demoUserIdsToSeed } from "./accounts.ts";

/**
 * Who is premium in the demo world, how they pay, and how long ago they bought it: Nordlicht Studio
 * by the year (it posts more than a free member's three opportunities at once), Mara by the month.
 */
const PREMIUM: readonly { handle: string; plan: Plan; daysAgo: number }[] = [
  { handle: "studio", plan: "premium_yearly", daysAgo: 97 },
  { handle: "mara", plan: "premium_monthly", daysAgo: 12 },
];

/**
 * The demo world's premium members, each with a paid order, a renewing period and its invoice, as
 * checkout would have left them on the day they paid. Runs once: a database where a demo person
 * has an order is left alone.
 */
export async function seedDemoMembership(db: Database): Promise<void> {
  const ids = await demoUserIdsToSeed(db, orders.userId);
  if (!ids) return;
  await db.transaction(async (tx) => {
    for (const { handle, plan, daysAgo } of PREMIUM) {
      const userId = demoIdOf(ids, handle);
      const paidAt = new Date(Date.now() - daysAgo * 86_400_000);
      const parts = priceParts(PLAN_PRICES[plan].EUR);
      const [order] = await tx
        .insert(orders)
        .values({
          userId,
          plan,
          currency: "EUR",
          ...parts,
          vatPercent: VAT_PERCENT,
          status: "paid",
          provider: "sandbox",
          paymentIntentId: `pi_sb_demo_${handle}`,
          paymentMethod: "pm_sb_4242424242424242",
          createdAt: paidAt,
          updatedAt: paidAt,
          paidAt,
        })
        .returning();
      const [period] = await tx
        .insert(memberships)
        .values({
          userId,
          plan: "premium",
          billingPlan: plan,
          startsAt: paidAt,
          endsAt: sql`${paidAt}::timestamptz + make_interval(months => ${PLAN_MONTHS[plan]})`,
          orderId: order.id,
          renews: true,
          createdAt: paidAt,
        })
        .returning();
      await issueInvoice(tx, order, { id: period.id, startsAt: period.startsAt, endsAt: period.endsAt as Date });
    }
  });
}
