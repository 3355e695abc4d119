import { and, asc, count, desc, eq, gt, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Database, Executor } from "../../../db/connect.ts";
import { creationFields, creations, featuredEntries, featuredPeriods, users } from "../../../db/schema/index.ts";
import { startWorker } from "../../../platform/background/worker.ts";
import { emit } from "../../../platform/events/emit.ts";
import { type Viewer, visibleUsersFilter } from "../../discovery/users/visibility.ts";
import { referenceCatalog } from "../../reference/catalog.ts";
import { visibleCreationsFilter } from "../policy.ts";

/** How many creatives a featured period shows. */
export const FEATURED_CREATIVES = 8;

/** How often the rotation looks whether the current period has ended. */
const ROTATION_POLL_MS = 60_000;

/** Any number that no other lock of the application takes: the rotation's transaction-scoped lock. */
const ROTATION_LOCK = 727_001;

export type FeaturedPeriod = typeof featuredPeriods.$inferSelect;

/** The entries of a period as a viewer sees them: creatives they may see, items they may read. */
export interface FeaturedShowing {
  period: FeaturedPeriod;
  creativeIds: number[];
  creationIds: number[];
}

/** A published showroom item whose owner anyone may see: what a featured period may show. */
const featurable: SQL = and(
  eq(creations.type, "showroom"),
  eq(creations.status, "published"),
  sql`exists (select 1 from ${users} where ${users.id} = ${creations.ownerId} and ${visibleUsersFilter(null)})`,
) as SQL;

const currentAt = (now: Date) => and(lte(featuredPeriods.startsAt, now), gt(featuredPeriods.endsAt, now));

/** The period running at `now`, if any. */
export async function currentFeaturedPeriod(db: Executor, now = new Date()): Promise<FeaturedPeriod | null> {
  const [row] = await db
    .select()
    .from(featuredPeriods)
    .where(currentAt(now))
    .orderBy(desc(featuredPeriods.startsAt), desc(featuredPeriods.id))
    .limit(1);
  return row ?? null;
}

/** The creative field after the last featured one, among those with featurable items, round robin by position. */
async function nextFeaturedField(tx: Executor): Promise<number | null> {
  const withItems = await tx
    .selectDistinct({ id: creationFields.creativeFieldId })
    .from(creationFields)
    .innerJoin(creations, eq(creations.id, creationFields.creationId))
    .where(featurable);
  if (withItems.length === 0) return null;
  const candidates = new Set(withItems.map((r) => r.id));
  const { rows: fields } = await referenceCatalog(tx).table("creativeFields");
  const ordered = fields.filter((field) => candidates.has(field.id));
  const [last] = await tx
    .select({ fieldId: featuredPeriods.creativeFieldId })
    .from(featuredPeriods)
    .orderBy(desc(featuredPeriods.startsAt), desc(featuredPeriods.id))
    .limit(1);
  const lastAt = last ? fields.findIndex((field) => field.id === last.fieldId) : -1;
  const after = ordered.find((field) => fields.indexOf(field) > lastAt);
  return (after ?? ordered[0]).id;
}

/**
 * The creatives of a field with featurable items in it, most liked first (the likes of their items
 * in the field), each with their most liked item there (the newest of equals).
 */
async function featuredChoice(tx: Executor, fieldId: number) {
  const ranked = tx.$with("ranked").as(
    tx
      .select({
        ownerId: creations.ownerId,
        creationId: sql<number>`${creations.id}`.as("creation_id"),
        ownerLikes: sql<number>`sum(${creations.likesCount}) over (partition by ${creations.ownerId})`.as(
          "owner_likes",
        ),
        rank: sql<number>`row_number() over (partition by ${creations.ownerId} order by ${creations.likesCount} desc, ${creations.publishedAt} desc nulls last, ${creations.id} desc)`.as(
          "item_rank",
        ),
      })
      .from(creations)
      .innerJoin(
        creationFields,
        and(eq(creationFields.creationId, creations.id), eq(creationFields.creativeFieldId, fieldId)),
      )
      .where(featurable),
  );
  return tx
    .with(ranked)
    .select({ userId: ranked.ownerId, creationId: ranked.creationId })
    .from(ranked)
    .where(eq(ranked.rank, 1))
    .orderBy(desc(ranked.ownerLikes), asc(ranked.ownerId))
    .limit(FEATURED_CREATIVES);
}

/**
 * Starts a featured period when none is running at `now`: the next creative field with published
 * showroom items, its most liked creatives and each one's best item. One transaction under a lock
 * decides, so several instances (or the demo world's seed beside a running loop) start one period,
 * never two. Answers the new period, or null when one is running or no field has items yet.
 */
export async function startFeaturedPeriod(
  db: Database,
  opts: { lengthMs: number; now?: Date },
): Promise<FeaturedPeriod | null> {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROTATION_LOCK})`);
    if (await currentFeaturedPeriod(tx, now)) return null;
    const fieldId = await nextFeaturedField(tx);
    if (fieldId === null) return null;
    const [period] = await tx
      .insert(featuredPeriods)
      .values({ creativeFieldId: fieldId, startsAt: now, endsAt: new Date(now.getTime() + opts.lengthMs) })
      .returning();
    const chosen = await featuredChoice(tx, fieldId);
    await tx
      .insert(featuredEntries)
      .values(chosen.map((entry, position) => ({ periodId: period.id, ...entry, position })));
    await emit(tx, { type: "featured_period_started", periodId: period.id, creativeFieldId: fieldId });
    return period;
  });
}

/** Starts the next featured period whenever none is running, checking every minute. */
export function startFeaturedRotation(db: Database, opts: { lengthMs: number; onError(err: unknown): void }) {
  return startWorker(() => startFeaturedPeriod(db, { lengthMs: opts.lengthMs }), {
    pollMs: ROTATION_POLL_MS,
    onError: opts.onError,
  });
}

/** The creatives a period features, in its order: who is told of it. */
export async function featuredCreativeIds(db: Executor, periodId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: featuredEntries.userId })
    .from(featuredEntries)
    .where(eq(featuredEntries.periodId, periodId))
    .orderBy(asc(featuredEntries.position));
  return rows.map((r) => r.userId);
}

/**
 * What periods show a viewer, in one statement for all of them: the creatives the viewer may see
 * and, of their items, those the viewer may read (an item since hidden or deleted drops out).
 */
export async function featuredShowings(
  db: Executor,
  periods: readonly FeaturedPeriod[],
  viewer: Viewer,
): Promise<FeaturedShowing[]> {
  if (periods.length === 0) return [];
  const rows = await db
    .select({
      periodId: featuredEntries.periodId,
      userId: featuredEntries.userId,
      creationId: sql<
        number | null
      >`case when ${creations.id} is not null and ${visibleCreationsFilter(viewer)} then ${creations.id} end`,
    })
    .from(featuredEntries)
    .innerJoin(users, eq(users.id, featuredEntries.userId))
    .leftJoin(creations, eq(creations.id, featuredEntries.creationId))
    .where(
      and(
        inArray(
          featuredEntries.periodId,
          periods.map((p) => p.id),
        ),
        visibleUsersFilter(viewer),
      ),
    )
    .orderBy(asc(featuredEntries.periodId), asc(featuredEntries.position));
  return periods.map((period) => {
    const mine = rows.filter((r) => r.periodId === period.id);
    return {
      period,
      creativeIds: mine.map((r) => r.userId),
      creationIds: mine.flatMap((r) => (r.creationId === null ? [] : [Number(r.creationId)])),
    };
  });
}

/** A page of the periods that have begun, the newest first. */
export async function listFeaturedPeriods(
  db: Executor,
  page: { size: number; offset: number },
  now = new Date(),
): Promise<{ rows: FeaturedPeriod[]; total: number }> {
  const begun = lte(featuredPeriods.startsAt, now);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(featuredPeriods)
      .where(begun)
      .orderBy(desc(featuredPeriods.startsAt), desc(featuredPeriods.id))
      .limit(page.size)
      .offset(page.offset),
    db.select({ total: count() }).from(featuredPeriods).where(begun),
  ]);
  return { rows, total };
}
