import type { NotificationSettingAttributes } from "@atelier/common";
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KEYS,
  type NotificationChannel,
  type NotificationKey,
} from "@atelier/common/enums";

export type NotificationSetting = NotificationSettingAttributes;

/** Each notification and channel: on or off. */
export type NotificationMatrix = Record<NotificationKey, Record<NotificationChannel, boolean>>;

/** The notifications grouped the way people think of them, in the order of the table. */
export const NOTIFICATION_GROUPS: readonly { id: string; keys: readonly NotificationKey[] }[] = [
  { id: "network", keys: ["new_follower", "new_connection", "confirmed_connection"] },
  { id: "work", keys: ["new_like", "added_as_co_creator", "new_showroom_item", "me_featured", "followee_featured"] },
  { id: "opportunities", keys: ["new_opportunity", "new_application"] },
];

/** The table from the server's list; what the list leaves out is on, as the server treats it. */
export function toMatrix(settings: readonly NotificationSetting[]): NotificationMatrix {
  const matrix = Object.fromEntries(
    NOTIFICATION_KEYS.map((key) => [key, Object.fromEntries(NOTIFICATION_CHANNELS.map((c) => [c, true]))]),
  ) as NotificationMatrix;
  for (const { key, channel, enabled } of settings) {
    if (matrix[key] && channel in matrix[key]) matrix[key][channel] = enabled;
  }
  return matrix;
}

/** Every key and channel, as the PATCH takes them. */
export function toSettings(matrix: NotificationMatrix): NotificationSetting[] {
  return NOTIFICATION_KEYS.flatMap((key) =>
    NOTIFICATION_CHANNELS.map((channel) => ({ key, channel, enabled: matrix[key][channel] })),
  );
}

export function withSetting(
  matrix: NotificationMatrix,
  key: NotificationKey,
  channel: NotificationChannel,
  enabled: boolean,
): NotificationMatrix {
  return { ...matrix, [key]: { ...matrix[key], [channel]: enabled } };
}

/** One channel switched on or off for every notification (the "no more e-mails" of a mail link). */
export function withChannel(matrix: NotificationMatrix, channel: NotificationChannel, enabled: boolean) {
  return NOTIFICATION_KEYS.reduce((next, key) => withSetting(next, key, channel, enabled), matrix);
}

export function channelState(matrix: NotificationMatrix, channel: NotificationChannel): "all" | "none" | "some" {
  const on = NOTIFICATION_KEYS.filter((key) => matrix[key][channel]).length;
  if (on === NOTIFICATION_KEYS.length) return "all";
  return on === 0 ? "none" : "some";
}

export function sameMatrix(a: NotificationMatrix, b: NotificationMatrix): boolean {
  return NOTIFICATION_KEYS.every((key) => NOTIFICATION_CHANNELS.every((c) => a[key][c] === b[key][c]));
}
