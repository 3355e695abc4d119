import { z } from "zod";
import { many, one, resourceSchema } from "../contract/documents.ts";
import { PARTICIPATION_STATUSES, REPORT_REASONS, REPORT_SUBJECT_TYPES } from "../enums.ts";

/**
 * Why I may not write in a conversation now: I blocked someone in it, one of them blocked me, the
 * only other person declined it or has no active account any more.
 */
export const WRITE_REFUSALS = ["blocked", "declined", "unavailable"] as const;
export type WriteRefusal = (typeof WRITE_REFUSALS)[number];

/** When another participant last read the conversation: the "seen" under what I wrote. */
export const readMarkSchema = z.object({ userId: z.string(), readAt: z.iso.datetime().nullable() });
export type ReadMark = z.infer<typeof readMarkSchema>;

/** A conversation as one participant sees it: `participants` are the others, `last_message` its newest. */
export const participationAttributes = z.object({
  status: z.enum(PARTICIPATION_STATUSES),
  unreadCount: z.number().int().nonnegative(),
  lastMessageAt: z.iso.datetime(),
  lastReadAt: z.iso.datetime().nullable(),
  readMarks: z.array(readMarkSchema),
  /** Null when I may write; otherwise why not. */
  writeRefusal: z.enum(WRITE_REFUSALS).nullable(),
  createdAt: z.iso.datetime(),
});
export type ParticipationAttributes = z.infer<typeof participationAttributes>;
export const participationResource = resourceSchema("participations", participationAttributes, {
  participants: many("users"),
  last_message: one("messages"),
});

export const messageAttributes = z.object({
  content: z.string(),
  messageAt: z.iso.datetime(),
  /** The user who wrote it (spec 001: the message's participant). */
  participantId: z.string(),
  isMine: z.boolean(),
});
export type MessageAttributes = z.infer<typeof messageAttributes>;
export const messageResource = resourceSchema("messages", messageAttributes, {
  participant: one("users"),
  files: many("message_files"),
});

/** A file attached to a message: images are shown inline at their size, other files as cards. */
export const messageFileAttributes = z.object({
  filename: z.string(),
  contentType: z.string(),
  byteSize: z.number().int().nonnegative(),
  url: z.string(),
  isImage: z.boolean(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  messageId: z.string(),
});
export type MessageFileAttributes = z.infer<typeof messageFileAttributes>;
export const messageFileResource = resourceSchema("message_files", messageFileAttributes, {
  message: one("messages"),
});

/** The messenger's counts for the header and the tabs. */
export const messengerCountsAttributes = z.object({
  unreadMessages: z.number().int().nonnegative(),
  unreadConversations: z.number().int().nonnegative(),
  messageRequests: z.number().int().nonnegative(),
});
export type MessengerCounts = z.infer<typeof messengerCountsAttributes>;
export const messengerCountsResource = resourceSchema("messenger_counts", messengerCountsAttributes);

/** A report, as its reporter sees it once sent. */
export const reportAttributes = z.object({
  subjectType: z.enum(REPORT_SUBJECT_TYPES),
  subjectId: z.string(),
  reason: z.enum(REPORT_REASONS),
  text: z.string(),
  createdAt: z.iso.datetime(),
});
export type ReportAttributes = z.infer<typeof reportAttributes>;
export const reportResource = resourceSchema("reports", reportAttributes);
