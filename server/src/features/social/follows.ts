import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/connect.ts";
import { follows, users } from "../../db/schema/index.ts";
import { emit } from "../../platform/events/emit.ts";
import type { UserRow } from "../discovery/users/present.ts";
import type { UserScope } from "../discovery/users/service.ts";
import { reachableUser, refuseSelf } from "./policy.ts";

export interface FollowResult {
  target: UserRow;
  createdAt: Date;
  created: boolean;
}

/** Follows a user; following again changes nothing. A new follow is announced, so the followee hears of it. */
export async function followUser(db: Database, followerId: number, targetId: number): Promise<FollowResult> {
  refuseSelf("follow", followerId, targetId);
  return db.transaction(async (tx) => {
    const target = await reachableUser(tx, followerId, targetId);
    const [inserted] = await tx
      .insert(follows)
      .values({ followerId, followeeId: targetId })
      .onConflictDoNothing()
      .returning({ createdAt: follows.createdAt });
    if (!inserted) {
      const [existing] = await tx
        .select({ createdAt: follows.createdAt })
        .from(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, targetId)));
      return { target, createdAt: existing.createdAt, created: false };
    }
    await emit(tx, { type: "user_followed", followerId, followeeId: targetId });
    return { target, createdAt: inserted.createdAt, created: true };
  });
}

/** Whether the follow is still there; the row stays locked until the caller's transaction ends. */
export async function followStands(tx: Executor, followerId: number, followeeId: number): Promise<boolean> {
  const [row] = await tx
    .select({ followerId: follows.followerId })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .for("share");
  return row !== undefined;
}

/** Ends a follow; false when there was none. Works whoever the followee has become. */
export async function unfollowUser(db: Executor, followerId: number, targetId: number): Promise<boolean> {
  const removed = await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, targetId)))
    .returning({ followeeId: follows.followeeId });
  return removed.length > 0;
}

const followedAt = (followerId: SQL | number, followeeId: SQL | number) =>
  sql`(select ${follows.createdAt} from ${follows} where ${follows.followerId} = ${followerId} and ${follows.followeeId} = ${followeeId})`;

/** The user's followers, the latest first. */
export function followersScope(userId: number): UserScope {
  return {
    where: sql`${users.id} in (select ${follows.followerId} from ${follows} where ${follows.followeeId} = ${userId})`,
    defaultOrder: [sql`${followedAt(sql`${users.id}`, userId)} desc`, sql`${users.id} desc`],
  };
}

/** Whom the user follows, the latest first. */
export function followingsScope(userId: number): UserScope {
  return {
    where: sql`${users.id} in (select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${userId})`,
    defaultOrder: [sql`${followedAt(userId, sql`${users.id}`)} desc`, sql`${users.id} desc`],
  };
}
