import { SOCIAL_ERROR_CODES } from "@atelier/common";
import { and, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/connect.ts";
import { connections, notifications, users } from "../../db/schema/index.ts";
import { errors } from "../../jsonapi/errors.ts";
import { emit } from "../../platform/events/emit.ts";
import type { UserScope } from "../discovery/users/service.ts";
import { samePair } from "../discovery/users/visibility.ts";
import {
  answerableBy,
  listableRequests,
  type RequestDirection,
  reachableUser,
  refuseSelf,
  removableBy,
} from "./policy.ts";

export type Connection = typeof connections.$inferSelect;

export interface ConnectionChange {
  connection: Connection;
  /** Whether a new request was made (201), rather than an existing one confirmed (200). */
  created: boolean;
}

/** The other party of a connection, seen from one of its two users. */
export const otherParty = (c: Connection, userId: number) => (c.requesterId === userId ? c.connecteeId : c.requesterId);

async function confirm(tx: Executor, connection: Connection): Promise<ConnectionChange> {
  const [confirmed] = await tx
    .update(connections)
    .set({ status: "confirmed", confirmedAt: new Date() })
    .where(eq(connections.id, connection.id))
    .returning();
  await emit(tx, {
    type: "connection_confirmed",
    connectionId: connection.id,
    requesterId: connection.requesterId,
    connecteeId: connection.connecteeId,
  });
  return { connection: confirmed, created: false };
}

/**
 * Asks a user to connect, with the requester's note for them (null: none). When they already asked
 * the requester, this accepts their request instead, which keeps the note they wrote; any other
 * existing pair (asked already, or connected) is a 422 at connectee_id. The connectee's message
 * permission plays no part: asking to connect is not a message.
 */
export async function requestConnection(
  db: Database,
  requesterId: number,
  connecteeId: number,
  note: string | null = null,
): Promise<ConnectionChange> {
  refuseSelf("connect", requesterId, connecteeId);
  return db.transaction(async (tx) => {
    await reachableUser(tx, requesterId, connecteeId);
    // One row per pair (a unique index on the unordered pair): a concurrent request from either side
    // makes this insert do nothing, and the row it lost to is handled below.
    const [inserted] = await tx
      .insert(connections)
      .values({ requesterId, connecteeId, status: "requested", note })
      .onConflictDoNothing()
      .returning();
    if (inserted) {
      await emit(tx, { type: "connection_requested", connectionId: inserted.id, requesterId, connecteeId });
      return { connection: inserted, created: true };
    }
    const [existing] = await tx.select().from(connections).where(samePair(requesterId, connecteeId)).for("update");
    if (!existing) {
      throw errors.conflict("The connection changed meanwhile. Please try again.", {
        code: SOCIAL_ERROR_CODES.connectionChanged,
      });
    }
    if (existing.status === "requested" && existing.connecteeId === requesterId) return confirm(tx, existing);
    throw existing.status === "confirmed"
      ? errors.invalid("connecteeId", "You are already connected.", SOCIAL_ERROR_CODES.alreadyConnected)
      : errors.invalid("connecteeId", "You have already asked to connect.", SOCIAL_ERROR_CODES.alreadyRequested);
  });
}

/** Accepts a request made to the user; confirming a connection again changes nothing. */
export async function confirmConnection(db: Database, userId: number, id: number): Promise<ConnectionChange> {
  return db.transaction(async (tx) => {
    const [connection] = await tx
      .select()
      .from(connections)
      .where(and(eq(connections.id, id), answerableBy(userId)))
      .for("update");
    if (!connection) throw errors.notFound();
    await reachableUser(tx, userId, connection.requesterId);
    if (connection.status === "confirmed") return { connection, created: false };
    return confirm(tx, connection);
  });
}

/**
 * Whether the request or connection is still there, in the given status when one is named; the row
 * stays locked until the caller's transaction ends.
 */
export async function connectionStands(tx: Executor, id: number, status?: Connection["status"]): Promise<boolean> {
  const [row] = await tx
    .select({ status: connections.status })
    .from(connections)
    .where(eq(connections.id, id))
    .for("share");
  return row !== undefined && (status === undefined || row.status === status);
}

/** The note the request was made with; null for none, or once the request is gone. */
export async function connectionNote(tx: Executor, id: number): Promise<string | null> {
  const [row] = await tx.select({ note: connections.note }).from(connections).where(eq(connections.id, id));
  return row?.note ?? null;
}

/**
 * Ends the connections and requests `where` names: each goes with what it told the users (its
 * request or confirmation notice), and its end is announced (the connectee's count of requests
 * waiting changes). False when there was none.
 */
export async function endConnections(tx: Executor, where: SQL | undefined): Promise<boolean> {
  const removed = await tx.delete(connections).where(where).returning();
  if (removed.length === 0) return false;
  await tx
    .delete(notifications)
    .where(
      or(
        ...removed.map((row) =>
          and(
            inArray(notifications.userId, [row.requesterId, row.connecteeId]),
            eq(notifications.subjectType, "connections"),
            eq(notifications.subjectId, row.id),
          ),
        ),
      ),
    );
  for (const row of removed) {
    await emit(tx, {
      type: "connection_ended",
      connectionId: row.id,
      requesterId: row.requesterId,
      connecteeId: row.connecteeId,
      status: row.status,
    });
  }
  return true;
}

/** Turns down a request made to the user: the request is deleted. False when there is none. */
export function denyConnection(db: Database, userId: number, id: number): Promise<boolean> {
  return db.transaction((tx) =>
    endConnections(tx, and(eq(connections.id, id), answerableBy(userId), eq(connections.status, "requested"))),
  );
}

/** Withdraws the user's request or removes a connection, from either side. False when neither. */
export function removeConnection(db: Database, userId: number, id: number): Promise<boolean> {
  return db.transaction((tx) => endConnections(tx, and(eq(connections.id, id), removableBy(userId))));
}

/**
 * The count of open requests a list of them holds (the badge of requests waiting for an answer), as
 * a query: awaited alone, or the subquery of a read that shows it beside other things.
 */
export function requestsCount(db: Executor, userId: number, direction: RequestDirection) {
  const { on, where } = listableRequests(userId, direction);
  return db.select({ total: count() }).from(connections).innerJoin(users, on).where(where);
}

/** How many open requests a list of them holds. */
export async function countRequests(db: Executor, userId: number, direction: RequestDirection): Promise<number> {
  const [{ total }] = await requestsCount(db, userId, direction);
  return total;
}

/** How many open requests each user's list holds, read together; 0 for a user with none. */
export async function countRequestsOf(
  db: Executor,
  userIds: readonly number[],
  direction: RequestDirection,
): Promise<Map<number, number>> {
  const counts = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  const { on, where, mine } = listableRequests(userIds, direction);
  const rows = await db
    .select({ userId: mine, total: count() })
    .from(connections)
    .innerJoin(users, on)
    .where(where)
    .groupBy(mine);
  for (const row of rows) counts.set(row.userId, row.total);
  return counts;
}

/** A page of open requests, the latest first. */
export async function listRequests(
  db: Executor,
  userId: number,
  direction: RequestDirection,
  page: { size: number; offset: number },
): Promise<{ rows: Connection[]; total: number }> {
  const { on, where } = listableRequests(userId, direction);
  const [rows, total] = await Promise.all([
    db
      .select({ connection: connections })
      .from(connections)
      .innerJoin(users, on)
      .where(where)
      .orderBy(desc(connections.createdAt), desc(connections.id))
      .limit(page.size)
      .offset(page.offset),
    countRequests(db, userId, direction),
  ]);
  return { rows: rows.map((r) => r.connection), total };
}

/** The user's confirmed connections, the latest first. */
export function connectionsScope(userId: number): UserScope {
  const confirmedAt = sql`(select ${connections.confirmedAt} from ${connections} where ${samePair(users.id, userId)})`;
  const connectedIds = sql`(select case when ${connections.requesterId} = ${userId} then ${connections.connecteeId} else ${connections.requesterId} end from ${connections} where ${connections.status} = 'confirmed' and (${connections.requesterId} = ${userId} or ${connections.connecteeId} = ${userId}))`;
  return {
    where: sql`${users.id} in ${connectedIds}`,
    defaultOrder: [sql`${confirmedAt} desc nulls last`, sql`${users.id} desc`],
  };
}
