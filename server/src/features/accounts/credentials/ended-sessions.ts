import type { FastifyBaseLogger } from "fastify";
import type { SessionCache } from "../../../platform/auth/sessions.ts";
import type { Bus } from "../../../platform/bus/bus.ts";
import { sessionEndedEvent } from "../../../platform/live/channel.ts";

/**
 * Tells the live sockets of sessions that just ended, on every instance, to close, and this
 * instance's session cache to forget them (the others hear it from the database). Called after the
 * transaction that ended them commits, so no socket closes for a change that rolled back.
 */
export async function announceEndedSessions(
  { bus, sessionCache }: { bus: Bus; sessionCache: SessionCache },
  userId: number,
  sessionIds: number[],
  log: FastifyBaseLogger,
): Promise<void> {
  sessionCache.forget(userId);
  try {
    await bus.publishAll(sessionIds.map((id) => ({ userId, event: sessionEndedEvent(id) })));
  } catch (err) {
    // The sessions are over in the database; the live channel's periodic check closes the sockets.
    log.warn({ err }, "could not announce the end of sessions");
  }
}
