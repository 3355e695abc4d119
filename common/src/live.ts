import { z } from "zod";

/**
 * The counts a signed-in client shows in its header, pushed over the live channel whenever one of
 * them changes, so that a badge never waits for the next page load. Later areas add theirs
 * (unread messages, unread notifications) as optional members.
 */
export const liveCountsSchema = z.object({
  incoming_connection_requests_count: z.number().int().nonnegative().optional(),
});

/** A `counts` frame of the live channel (`/api/ws`). */
export const liveCountsFrameSchema = z.object({ type: z.literal("counts"), data: liveCountsSchema });

export type LiveCounts = z.infer<typeof liveCountsSchema>;
export type LiveCountsFrame = z.infer<typeof liveCountsFrameSchema>;
