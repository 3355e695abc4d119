import { z } from "zod";

/**
 * The counts a signed-in client shows in its header, pushed over the live channel whenever one of
 * them changes, so that a badge never waits for the next page load. A frame carries the counts
 * that moved; the client keeps the others. They are named as the `me` resource names them.
 */
export const liveCountsSchema = z.object({
  incoming_connection_requests_count: z.number().int().nonnegative().optional(),
  unread_messages_count: z.number().int().nonnegative().optional(),
  message_requests_count: z.number().int().nonnegative().optional(),
  unread_notifications_count: z.number().int().nonnegative().optional(),
});

/** A `counts` frame of the live channel (`/api/ws`). */
export const liveCountsFrameSchema = z.object({ type: z.literal("counts"), data: liveCountsSchema });

export type LiveCounts = z.infer<typeof liveCountsSchema>;
export type LiveCountsFrame = z.infer<typeof liveCountsFrameSchema>;

/** A JSON:API document as a frame carries it; the client reads it as it reads the API's answers. */
const wireDocument = z.object({ data: z.unknown(), included: z.array(z.unknown()).optional() });

/**
 * The messenger's frames. `message`: a message written in one of the user's conversations (theirs
 * too, for their other tabs), with the participation as it stands after it and, when it moved the
 * user's messenger counts, those counts (as a `counts` frame carries them, one frame fewer for every
 * message a reader gets). `message_file`: a file
 * joined a message; `message_file_removed`: its sender took it back. `seen`: another participant
 * read the conversation up to `read_at`. `participation`: the user's own side changed elsewhere
 * (read, request answered). `conversations_changed`: conversations left the user's lists or came
 * back, or may no longer be written in, in a way no frame of its own tells (a block between the user
 * and someone they talk to, or that person's account deleted, deactivated or back); the client reads
 * its lists and open conversation again.
 */
export const liveMessengerFrameSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("message"),
    participation: wireDocument,
    message: wireDocument,
    counts: liveCountsSchema.optional(),
  }),
  z.object({ type: z.literal("message_file"), participation_id: z.string(), file: wireDocument }),
  z.object({
    type: z.literal("message_file_removed"),
    participation_id: z.string(),
    message_id: z.string(),
    file_id: z.string(),
  }),
  z.object({ type: z.literal("seen"), participation_id: z.string(), user_id: z.string(), read_at: z.string() }),
  z.object({ type: z.literal("participation"), participation: wireDocument }),
  z.object({ type: z.literal("conversations_changed") }),
]);
export type LiveMessengerFrame = z.infer<typeof liveMessengerFrameSchema>;

/** A notification just stored for the user (or a burst's entry grown), as the list shows it. */
export const liveNotificationFrameSchema = z.object({ type: z.literal("notification"), document: wireDocument });
export type LiveNotificationFrame = z.infer<typeof liveNotificationFrameSchema>;
