import { and, count, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import { memberships } from "../../db/schema/index.ts";

export type Membership = typeof memberships.$inferSelect;

/** The membership in force: of those covering this moment, the one that started last. */
export async function currentMembershipId(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: memberships.id })
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
