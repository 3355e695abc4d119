import { z } from "zod";
import { REPORT_REASONS, REPORT_SUBJECT_TYPES } from "../enums.ts";
import { MESSENGER_LIMITS } from "../messenger-limits.ts";
import { resourceId } from "./text.ts";

export { MESSENGER_LIMITS } from "../messenger-limits.ts";

/**
 * The text of a message: line breaks kept, other control characters refused. It may be empty only
 * when files follow it (the composer sends the text, then each file to the message).
 */
export const messageContent = z
  .string()
  .trim()
  .max(MESSENGER_LIMITS.content, `Use at most ${MESSENGER_LIMITS.content} characters.`)
  .refine(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
    (v) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(v),
    "Remove control characters.",
  );

/** The people of a conversation besides oneself, comma-joined ids as spec 001 sends them, or a list. */
export const participantIdsSchema = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))], "Choose whom to write to.")
  .transform((v) => (Array.isArray(v) ? v.map(String) : v.split(",")).map((s) => s.trim()).filter(Boolean))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^\d{1,15}$/, "Choose whom to write to.")
          .transform(Number),
      )
      .min(1, "Choose whom to write to.")
      .max(MESSENGER_LIMITS.participants - 1, `Write to at most ${MESSENGER_LIMITS.participants - 1} people at once.`),
  )
  .transform((ids) => [...new Set(ids)]);

/** POST /v1/messenger/conversations: write to people, in the conversation they already share with me or a new one. */
export const conversationCreateSchema = z.object({
  participantIds: participantIdsSchema,
  messageContent,
});
export type ConversationCreateInput = z.infer<typeof conversationCreateSchema>;

/** POST /v1/messenger/participations/{id}/messages. */
export const messageCreateSchema = z.object({ content: messageContent });
export type MessageCreateInput = z.infer<typeof messageCreateSchema>;

/** POST /v1/reports: a message or a profile, for the operators. */
export const reportCreateSchema = z.object({
  subjectType: z.enum(REPORT_SUBJECT_TYPES, "Choose what to report."),
  subjectId: resourceId,
  reason: z.enum(REPORT_REASONS, "Choose a reason."),
  text: z
    .string()
    .trim()
    .max(MESSENGER_LIMITS.reportText, `Use at most ${MESSENGER_LIMITS.reportText} characters.`)
    .default(""),
});
export type ReportCreateInput = z.infer<typeof reportCreateSchema>;
