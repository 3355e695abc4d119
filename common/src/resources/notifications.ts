import { z } from "zod";
import { one, resourceSchema } from "../contract/documents.ts";
import { NOTIFICATION_KEYS } from "../enums.ts";

/**
 * A notification as its recipient's list shows it: the key chooses the sentence, `actor` (a users
 * resource) and `subject_title` fill it, `path` is where it leads in the app. `others_count` tells
 * how many more did the same within the burst it stands for ("… and 49 others").
 */
export const notificationAttributes = z.object({
  key: z.enum(NOTIFICATION_KEYS),
  subjectTitle: z.string().nullable(),
  path: z.string().nullable(),
  othersCount: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type NotificationAttributes = z.infer<typeof notificationAttributes>;
export const notificationResource = resourceSchema("notifications", notificationAttributes, { actor: one("users") });

export const notificationCountsAttributes = z.object({ unread: z.number().int().nonnegative() });
export const notificationCountsResource = resourceSchema("notification_counts", notificationCountsAttributes);
