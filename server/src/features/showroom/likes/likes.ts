import { type CreationType, type LikeFilter, SHOWROOM_SOCIAL_ERROR_CODES } from "@atelier/common";
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database, Executor } from "../../../db/connect.ts";
import { creationFields, creationSkills, creations, likes, users } from "../../../db/schema/index.ts";
import { ApiError, errors } from "../../../jsonapi/errors.ts";
import { emit } from "../../../platform/events/emit.ts";
import type { UserScope } from "../../discovery/users/service.ts";
import type { Viewer } from "../../discovery/users/visibility.ts";
import { type CreationRow, visibleCreationsFilter } from "../policy.ts";

export interface LikeResult {
  createdAt: Date;
  likesCount: number;
}

/**
 * Takes the item's row for the rest of the transaction: likes and unlikes of one item queue there,
 * so the like row and `likes_count` change together and the count never drifts. Null when the item
 * went away since it was read.
 */
async function lockedLikesCount(tx: Executor, creationId: number): Promise<number | null> {
  const [row] = await tx
    .select({ likesCount: creations.likesCount })
    .from(creations)
    .where(eq(creations.id, creationId))
    .for("update");
  return row?.likesCount ?? null;
}

/**
 * Likes an item the liker may read; liking again changes nothing. The owner cannot like their own
 * item (422). A new like is announced, so the owner hears of it.
 */
export async function likeCreation(db: Database, item: CreationRow, likerId: number): Promise<LikeResult> {
  if (item.ownerId === likerId) {
    throw new ApiError(422, [
      {
        code: SHOWROOM_SOCIAL_ERROR_CODES.selfLike,
        title: "Invalid like",
        detail: "You cannot like your own work.",
        source: { pointer: "/data" },
      },
    ]);
  }
  return db.transaction(async (tx) => {
    const before = await lockedLikesCount(tx, item.id);
    if (before === null) throw errors.notFound();
    const [inserted] = await tx
      .insert(likes)
      .values({ creationId: item.id, userId: likerId })
      .onConflictDoNothing()
      .returning({ createdAt: likes.createdAt });
    if (!inserted) {
      const [existing] = await tx
        .select({ createdAt: likes.createdAt })
        .from(likes)
        .where(and(eq(likes.creationId, item.id), eq(likes.userId, likerId)));
      return { createdAt: existing.createdAt, likesCount: before };
    }
    const [{ likesCount }] = await tx
      .update(creations)
      .set({ likesCount: sql`${creations.likesCount} + 1` })
      .where(eq(creations.id, item.id))
      .returning({ likesCount: creations.likesCount });
    await emit(tx, { type: "creation_liked", creationId: item.id, ownerId: item.ownerId, likerId });
    return { createdAt: inserted.createdAt, likesCount };
  });
}

/** Takes back a like; unliking what one does not like changes nothing. */
export async function unlikeCreation(db: Database, item: CreationRow, likerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if ((await lockedLikesCount(tx, item.id)) === null) throw errors.notFound();
    const removed = await tx
      .delete(likes)
      .where(and(eq(likes.creationId, item.id), eq(likes.userId, likerId)))
      .returning({ userId: likes.userId });
    if (removed.length === 0) return;
    await tx
      .update(creations)
      .set({ likesCount: sql`greatest(${creations.likesCount} - 1, 0)` })
      .where(eq(creations.id, item.id));
  });
}

/** Whether the like is still there; the row stays locked until the caller's transaction ends. */
export async function likeStands(tx: Executor, creationId: number, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ userId: likes.userId })
    .from(likes)
    .where(and(eq(likes.creationId, creationId), eq(likes.userId, userId)))
    .for("share");
  return row !== undefined;
}

const likedAt = (creationId: number) =>
  sql`(select ${likes.createdAt} from ${likes} where ${likes.creationId} = ${creationId} and ${likes.userId} = ${users.id})`;

/** Who liked an item, the latest like first. */
export function likersScope(creationId: number): UserScope {
  return {
    where: sql`${users.id} in (select ${likes.userId} from ${likes} where ${likes.creationId} = ${creationId})`,
    defaultOrder: [sql`${likedAt(creationId)} desc`, sql`${users.id} desc`],
  };
}

export interface LikedCreation {
  creation: CreationRow;
  likedAt: Date;
}

function likeFilterOf(filter: LikeFilter): SQL | undefined {
  return and(
    filter.withLikeCreativeFieldIds?.length
      ? sql`exists (select 1 from ${creationFields} where ${creationFields.creationId} = ${creations.id} and ${inArray(creationFields.creativeFieldId, filter.withLikeCreativeFieldIds)})`
      : undefined,
    filter.withLikeSkills?.length
      ? sql`exists (select 1 from ${creationSkills} where ${creationSkills.creationId} = ${creations.id} and ${inArray(creationSkills.skillId, filter.withLikeSkills)})`
      : undefined,
  );
}

/**
 * A page of the items the user liked, of the given types, the latest like first: only those the
 * user may still read (an item since hidden or turned back into a draft drops out, and comes back
 * with its like when it is shown again), filtered by the items' creative fields and skills.
 */
export async function myLikes(
  db: Executor,
  viewer: NonNullable<Viewer>,
  types: readonly CreationType[],
  filter: LikeFilter,
  page: { size: number; offset: number },
): Promise<{ rows: LikedCreation[]; total: number }> {
  const where = and(
    eq(likes.userId, viewer.id),
    inArray(creations.type, [...types]),
    visibleCreationsFilter(viewer),
    likeFilterOf(filter),
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ creation: creations, likedAt: likes.createdAt })
      .from(likes)
      .innerJoin(creations, eq(creations.id, likes.creationId))
      .where(where)
      .orderBy(desc(likes.createdAt), desc(creations.id))
      .limit(page.size)
      .offset(page.offset),
    db.select({ total: count() }).from(likes).innerJoin(creations, eq(creations.id, likes.creationId)).where(where),
  ]);
  return { rows, total };
}
