import type { NotificationKey, Resource } from "@atelier/common";
import { and, eq, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Executor } from "../../db/connect.ts";
import { notifications } from "../../db/schema/index.ts";
import { document, resource, toOne } from "../../jsonapi/serialize.ts";
import type { Bus } from "../../platform/bus/bus.ts";

export type StoredNotification = typeof notifications.$inferSelect;

export interface NotificationInput {
  /** Who is told. */
  userId: number;
  key: NotificationKey;
  /** Who caused it; null for what the platform itself does (a featured period). */
  actorId: number | null;
  /** The thing it is about, as a resource type and id (a connection, an item). */
  subjectType?: string;
  subjectId?: number;
  data?: Record<string, unknown>;
}

/**
 * Stores notifications, as many as a batch of recipients holds, in one statement. Features do not
 * call this: they emit an event, and the notifications consumer stores what each recipient chose
 * to hear, then announces it with publishNotifications once its transaction has committed.
 */
export async function notify(db: Executor, inputs: readonly NotificationInput[]): Promise<StoredNotification[]> {
  if (inputs.length === 0) return [];
  return db
    .insert(notifications)
    .values(
      inputs.map((input) => ({
        userId: input.userId,
        key: input.key,
        actorId: input.actorId,
        subjectType: input.subjectType ?? null,
        subjectId: input.subjectId ?? null,
        data: input.data ?? null,
      })),
    )
    .returning();
}

/**
 * Removes what either of two users was told about the other: once one blocks the other, nothing
 * may show the blocked user to the blocker, or the blocker to them, the notification list included.
 */
export async function forgetNotificationsBetween(db: Executor, a: number, b: number): Promise<void> {
  await db
    .delete(notifications)
    .where(
      or(
        and(eq(notifications.userId, a), eq(notifications.actorId, b)),
        and(eq(notifications.userId, b), eq(notifications.actorId, a)),
      ),
    );
}

export function presentNotification(row: StoredNotification): Resource {
  return resource(
    "notifications",
    row.id,
    { key: row.key, data: row.data, createdAt: row.createdAt.toISOString(), readAt: row.readAt?.toISOString() ?? null },
    {
      actor: toOne("users", row.actorId),
      ...(row.subjectType ? { subject: toOne(row.subjectType, row.subjectId) } : {}),
    },
  );
}

/**
 * Tells the users' open clients, on every instance, about notifications that were just stored.
 * Best effort: the notifications are in the database, where the list and the counts read them.
 */
export async function publishNotifications(
  bus: Bus,
  rows: readonly StoredNotification[],
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await Promise.all(
      rows.map((row) =>
        bus.publish(row.userId, { type: "notification", document: document(presentNotification(row)) }),
      ),
    );
  } catch (err) {
    log.warn({ err }, "could not announce notifications");
  }
}
