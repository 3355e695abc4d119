import { and, count, desc, eq, inArray, or } from "drizzle-orm";
import type { Executor } from "../../../db/connect.ts";
import { follows, userBlocks, users } from "../../../db/schema/index.ts";
import { emit } from "../../../platform/events/emit.ts";
import { samePair } from "../../discovery/users/visibility.ts";
import { forgetNotificationsBetween } from "../../notifications/service.ts";
import { endConnections } from "../connections.ts";
import { blockableUser, refuseSelf } from "../policy.ts";

export interface Block {
  blockedId: number;
  blockedName: string | null;
  createdAt: Date;
}

/**
 * Whether either of two users blocked the other, for any two of `userIds`, read in one statement:
 * what a batch of notifications asks before telling one user of another.
 */
export async function blocksAmong(
  db: Executor,
  userIds: readonly number[],
): Promise<(a: number, b: number) => boolean> {
  const ids = [...new Set(userIds)];
  const rows =
    ids.length < 2
      ? []
      : await db
          .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
          .from(userBlocks)
          .where(and(inArray(userBlocks.blockerId, ids), inArray(userBlocks.blockedId, ids)));
  const pairs = new Set(rows.map((r) => `${r.blockerId}:${r.blockedId}`));
  return (a, b) => pairs.has(`${a}:${b}`) || pairs.has(`${b}:${a}`);
}

const blockColumns = { blockedId: userBlocks.blockedId, blockedName: users.name, createdAt: userBlocks.createdAt };

/** The users this user blocked, the latest first. */
export async function listBlocks(
  db: Executor,
  blockerId: number,
  page: { size: number; offset: number },
): Promise<{ rows: Block[]; total: number }> {
  const rows = await db
    .select(blockColumns)
    .from(userBlocks)
    .innerJoin(users, eq(users.id, userBlocks.blockedId))
    .where(eq(userBlocks.blockerId, blockerId))
    .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId))
    .limit(page.size)
    .offset(page.offset);
  const [{ total }] = await db.select({ total: count() }).from(userBlocks).where(eq(userBlocks.blockerId, blockerId));
  return { rows, total };
}

/**
 * Blocks a user; blocking again keeps the first block. `created` tells which happened. The tie
 * goes with the block, in the same transaction: follows either way, the connection or the request
 * between the two, whoever asked, and the notifications either had of the other.
 */
export async function blockUser(
  db: Executor,
  blockerId: number,
  blockedId: number,
): Promise<{ block: Block; created: boolean }> {
  refuseSelf("block", blockerId, blockedId);
  return db.transaction(async (tx) => {
    const blocked = await blockableUser(tx, blockedId);
    const [inserted] = await tx
      .insert(userBlocks)
      .values({ blockerId, blockedId })
      .onConflictDoNothing()
      .returning({ createdAt: userBlocks.createdAt });
    await cutTies(tx, blockerId, blockedId);
    if (inserted) {
      await emit(tx, { type: "block_changed", blockerId, blockedId, blocked: true });
      return { block: { blockedId, blockedName: blocked.name, createdAt: inserted.createdAt }, created: true };
    }
    const [existing] = await tx
      .select(blockColumns)
      .from(userBlocks)
      .innerJoin(users, eq(users.id, userBlocks.blockedId))
      .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)));
    return { block: existing, created: false };
  });
}

/** Ends every follow, connection and connection request between two users, and what they were told of each other. */
async function cutTies(db: Executor, a: number, b: number): Promise<void> {
  await db
    .delete(follows)
    .where(
      or(
        and(eq(follows.followerId, a), eq(follows.followeeId, b)),
        and(eq(follows.followerId, b), eq(follows.followeeId, a)),
      ),
    );
  await endConnections(db, samePair(a, b));
  await forgetNotificationsBetween(db, a, b);
}

/** Lifts a block; false when this user had not blocked that one. Nothing the block ended comes back. */
export async function unblockUser(db: Executor, blockerId: number, blockedId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(userBlocks)
      .where(and(eq(userBlocks.blockerId, blockerId), eq(userBlocks.blockedId, blockedId)))
      .returning({ blockedId: userBlocks.blockedId });
    if (removed.length === 0) return false;
    await emit(tx, { type: "block_changed", blockerId, blockedId, blocked: false });
    return true;
  });
}
