import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KEYS,
  type NotificationChannel,
  type NotificationKey,
} from "@atelier/common";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../../db/connect.ts";
import { notificationSettings } from "../../../db/schema/index.ts";

export interface NotificationSetting {
  key: NotificationKey;
  channel: NotificationChannel;
  enabled: boolean;
}

/** A choice never made is on. */
const DEFAULT_ENABLED = true;

/** Every key on every channel. */
export async function listNotificationSettings(db: Executor, userId: number): Promise<NotificationSetting[]> {
  const stored = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  const enabled = new Map(stored.map((r) => [`${r.key}:${r.channel}`, r.enabled]));
  return NOTIFICATION_KEYS.flatMap((key) =>
    NOTIFICATION_CHANNELS.map((channel) => ({
      key,
      channel,
      enabled: enabled.get(`${key}:${channel}`) ?? DEFAULT_ENABLED,
    })),
  );
}

/**
 * The channels through which each of these users wants to hear of each key, read in one statement
 * for a whole batch of recipients.
 */
export async function channelsOf(
  db: Executor,
  userIds: readonly number[],
  keys: readonly NotificationKey[],
): Promise<(userId: number, key: NotificationKey) => Record<NotificationChannel, boolean>> {
  const stored =
    userIds.length === 0
      ? []
      : await db
          .select({
            userId: notificationSettings.userId,
            key: notificationSettings.key,
            channel: notificationSettings.channel,
            enabled: notificationSettings.enabled,
          })
          .from(notificationSettings)
          .where(
            and(
              inArray(notificationSettings.userId, [...new Set(userIds)]),
              inArray(notificationSettings.key, [...keys]),
            ),
          );
  const enabled = new Map(stored.map((r) => [`${r.userId}:${r.key}:${r.channel}`, r.enabled]));
  return (userId, key) =>
    Object.fromEntries(
      NOTIFICATION_CHANNELS.map((channel) => [channel, enabled.get(`${userId}:${key}:${channel}`) ?? DEFAULT_ENABLED]),
    ) as Record<NotificationChannel, boolean>;
}

/** Stores the choices sent; the last of repeated entries counts. */
export async function saveNotificationSettings(
  db: Executor,
  userId: number,
  settings: NotificationSetting[],
): Promise<NotificationSetting[]> {
  // One statement may not touch a row twice, so repeated entries are folded first.
  const choices = [...new Map(settings.map((s) => [`${s.key}:${s.channel}`, s])).values()];
  if (choices.length > 0) {
    await db
      .insert(notificationSettings)
      .values(choices.map((s) => ({ userId, ...s })))
      .onConflictDoUpdate({
        target: [notificationSettings.userId, notificationSettings.key, notificationSettings.channel],
        set: { enabled: sql`excluded.enabled` },
      });
  }
  return listNotificationSettings(db, userId);
}
