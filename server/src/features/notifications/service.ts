import type {
  LiveCountsFrame,
  NotificationAttributes,
  NotificationKey,
  Resource,
  SupportedLocale,
} from "@atelier/common";
import { and, count, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
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
  /** What the entry shows once more of its burst joins it: a field's new opportunities lead to the field's list. */
  whenJoined?: NotificationData;
}

/**
 * Keys whose bursts make one entry: the same thing done to the same subject within the window. A
 * like joins another person's like of the item; a new opportunity joins any other new one in the
 * recipient's field, whoever posted it, so a burst of them is one entry and one e-mail.
 */
const BURSTS: Partial<Record<NotificationKey, { byAnyone: boolean }>> = {
  new_like: { byAnyone: false },
  new_opportunity: { byAnyone: true },
};
/** How long an unread entry takes more of its burst. */
export const BATCH_WINDOW_MS = 30 * 60_000;

/** What the notification's `data` keeps for its list: the subject's title in each language, its page, the others. */
export interface NotificationData {
  titles?: Partial<Record<SupportedLocale, string>>;
  path?: string;
  /** How many more of the same came within its burst. */
  others?: number;
  [key: string]: unknown;
}

/**
 * Stores notifications, as many as a batch of recipients holds, in one statement; one of a burst
 * (BURSTS) whose unread entry the recipient got within the window joins that entry instead (its
 * latest actor, one more other, the newer time). `joined` tells which inputs joined one: they are
 * news already told, mailed no more. Features do not call this: they emit an event, and the
 * notifications consumer stores what each recipient chose to hear, then announces it with
 * publishNotifications once its transaction has committed.
 */
export async function notify(
  db: Executor,
  inputs: readonly NotificationInput[],
): Promise<{ rows: StoredNotification[]; joined: ReadonlySet<NotificationInput> }> {
  const joined = new Set<NotificationInput>();
  const rows: StoredNotification[] = [];
  const fresh: NotificationInput[] = [];
  for (const input of inputs) {
    const burst = BURSTS[input.key];
    const row = burst ? await joinBurst(db, input, burst.byAnyone) : undefined;
    if (row) {
      joined.add(input);
      rows.push(row);
    } else fresh.push(input);
  }
  if (fresh.length > 0) {
    rows.push(
      ...(await db
        .insert(notifications)
        .values(
          fresh.map((input) => ({
            userId: input.userId,
            key: input.key,
            actorId: input.actorId,
            subjectType: input.subjectType ?? null,
            subjectId: input.subjectId ?? null,
            data: input.data ?? null,
          })),
        )
        .returning()),
    );
  }
  return { rows, joined };
}

/** The unread entry of the input's burst, made one larger; undefined when there is none. */
async function joinBurst(
  db: Executor,
  input: NotificationInput,
  byAnyone: boolean,
): Promise<StoredNotification | undefined> {
  if (input.subjectId === undefined) return undefined;
  const [row] = await db
    .update(notifications)
    .set({
      actorId: input.actorId,
      createdAt: sql`now()`,
      data: sql`jsonb_set(coalesce(${notifications.data}, '{}'::jsonb) || ${JSON.stringify(input.whenJoined ?? {})}::jsonb,
        '{others}', to_jsonb(coalesce((${notifications.data}->>'others')::int, 0) + 1))`,
    })
    .where(
      and(
        eq(notifications.userId, input.userId),
        eq(notifications.key, input.key),
        eq(notifications.subjectId, input.subjectId),
        isNull(notifications.readAt),
        gt(notifications.createdAt, sql`now() - make_interval(secs => ${BATCH_WINDOW_MS / 1000})`),
        // The same person liking again after taking it back is no other.
        byAnyone ? undefined : sql`${notifications.actorId} is distinct from ${input.actorId}`,
      ),
    )
    .returning();
  return row;
}

/** The unread notifications of each of these users, in one statement, for their header's bell. */
export async function unreadByUser(db: Executor, userIds: readonly number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ userId: notifications.userId, unread: count() })
    .from(notifications)
    .where(and(inArray(notifications.userId, [...userIds]), isNull(notifications.readAt)))
    .groupBy(notifications.userId);
  return new Map(userIds.map((id) => [id, rows.find((r) => r.userId === id)?.unread ?? 0]));
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

/** A notification as its recipient reads it, in their language. */
export function presentNotification(row: StoredNotification, locale: SupportedLocale): Resource {
  const data = (row.data ?? {}) as NotificationData;
  return resource(
    "notifications",
    row.id,
    {
      key: row.key,
      subjectTitle: data.titles?.[locale] ?? data.titles?.en ?? null,
      path: data.path ?? null,
      othersCount: data.others ?? 0,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    } satisfies NotificationAttributes,
    { actor: toOne("users", row.actorId) },
  );
}

/**
 * Tells the users' open clients, on every instance, about notifications that were just stored.
 * Best effort: the notifications are in the database, where the list and the counts read them.
 */
export async function publishNotifications(
  bus: Bus,
  rows: readonly { row: StoredNotification; locale: SupportedLocale }[],
  unread: ReadonlyMap<number, number>,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    await bus.publishAll([
      ...rows.map(({ row, locale }) => ({
        userId: row.userId,
        event: { type: "notification", document: document(presentNotification(row, locale)) },
      })),
      ...[...unread].map(([userId, count]) => {
        const frame: LiveCountsFrame = { type: "counts", data: { unread_notifications_count: count } };
        return { userId, event: frame };
      }),
    ]);
  } catch (err) {
    log.warn({ err }, "could not announce notifications");
  }
}
