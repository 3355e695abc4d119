import { PLAN_MONTHS, type Plan } from "@atelier/common";
import { and, count, desc, eq, gt, isNull, lte, ne, or, type SQLWrapper, sql } from "drizzle-orm";
import type { Executor, Transaction } from "../../db/connect.ts";
import { memberships } from "../../db/schema/index.ts";
import { errors } from "../../jsonapi/errors.ts";

export type Membership = typeof memberships.$inferSelect;

/** The user's memberships covering this moment, the one that started last first: the membership in force. */
const inForce = (db: Executor, userId: number) =>
  db
    .select({ id: memberships.id, isPremium: memberships.isPremium })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, userId),
        lte(memberships.startsAt, sql`now()`),
        or(isNull(memberships.endsAt), gt(memberships.endsAt, sql`now()`)),
      ),
    )
    .orderBy(desc(memberships.startsAt), desc(memberships.id))
    .limit(1);

/** The membership in force: of those covering this moment, the one that started last. */
export async function currentMembershipId(db: Executor, userId: number): Promise<number | null> {
  const [row] = await inForce(db, userId);
  return row?.id ?? null;
}

/** The user's memberships, the latest start first; none at all means the free plan. */
export async function listMemberships(
  db: Executor,
  userId: number,
  filter: { isPremium?: boolean },
  page: { size: number; offset: number },
): Promise<{ rows: Membership[]; total: number }> {
  const where = and(
    eq(memberships.userId, userId),
    filter.isPremium === undefined ? undefined : eq(memberships.isPremium, filter.isPremium),
  );
  const rows = await db
    .select()
    .from(memberships)
    .where(where)
    .orderBy(desc(memberships.startsAt), desc(memberships.id))
    .limit(page.size)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(memberships).where(where);
  return { rows, total };
}

/** A period a paid order bought. */
export interface Period {
  id: number;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The period a paid order buys, renewing by default: from now, or from the end of the premium
 * already paid for (a renewal, or buying again after cancelling), for the plan's months. The period
 * it continues stops renewing, since this one carries the renewal on.
 */
export async function startPeriod(
  tx: Transaction,
  order: { id: number; userId: number | null; plan: Plan },
): Promise<Period> {
  const userId = order.userId ?? 0;
  const [{ start }] = await tx
    .select({ start: sql`greatest(now(), coalesce(max(${memberships.endsAt}), now()))`.mapWith(memberships.endsAt) })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.isPremium, true), gt(memberships.endsAt, sql`now()`)));
  const [period] = await tx
    .insert(memberships)
    .values({
      userId,
      plan: "premium",
      billingPlan: order.plan,
      startsAt: start,
      endsAt: sql`${start}::timestamptz + make_interval(months => ${PLAN_MONTHS[order.plan]})`,
      orderId: order.id,
      renews: true,
    })
    .returning({ id: memberships.id, startsAt: memberships.startsAt, endsAt: memberships.endsAt });
  await tx
    .update(memberships)
    .set({ renews: false })
    .where(and(eq(memberships.userId, userId), eq(memberships.renews, true), ne(memberships.id, period.id)));
  return { id: period.id, startsAt: period.startsAt, endsAt: period.endsAt as Date };
}

/**
 * Cancels the renewal of one's own period (it runs to its end, then premium ends), or takes the
 * cancellation back while the period runs. Another user's period is a 404; one that has ended, or
 * one a later period follows, cannot renew.
 */
export async function setRenewal(tx: Transaction, userId: number, id: number, renews: boolean): Promise<Membership> {
  const [own] = await tx
    .select()
    .from(memberships)
    .where(and(eq(memberships.id, id), eq(memberships.userId, userId)))
    .for("update");
  if (!own) throw errors.notFound("There is no such membership.");
  if (own.renews === renews) return own;
  if (renews) {
    const [later] = await tx
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.userId, userId), gt(memberships.startsAt, own.startsAt)))
      .limit(1);
    if (own.endsAt === null || own.endsAt <= new Date() || later)
      throw errors.conflict("This period has ended or is followed by another: it cannot renew.");
  }
  const [changed] = await tx
    .update(memberships)
    .set({ renews, cancelledAt: renews ? null : sql`now()` })
    .where(eq(memberships.id, id))
    .returning();
  return changed;
}

/**
 * Whether the user's membership in force is premium (inForce's rule), as a column of a statement
 * that names the user: what the users resource and `me` show. The find lists' ranking reads its
 * copy in user_facets.premium, which the upkeep keeps.
 */
export const premiumNow = (userId: SQLWrapper | number) =>
  sql<boolean>`coalesce((select ${memberships.isPremium} from ${memberships} where ${memberships.userId} = ${userId} and ${memberships.startsAt} <= now() and (${memberships.endsAt} is null or ${memberships.endsAt} > now()) order by ${memberships.startsAt} desc, ${memberships.id} desc limit 1), false)`;

/** Whether the user's membership in force is premium: what premium's effects ask. */
export async function isPremiumNow(db: Executor, userId: number): Promise<boolean> {
  const [row] = await inForce(db, userId);
  return row?.isPremium ?? false;
}
