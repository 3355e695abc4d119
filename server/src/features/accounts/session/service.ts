import type { LoginInput } from "@atelier/common";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../../db/connect.ts";
import { users } from "../../../db/schema/index.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { verifyPassword } from "../../../platform/auth/passwords.ts";
import { type ActiveSession, endSession, issueSession, type SessionCache } from "../../../platform/auth/sessions.ts";
import type { Bus } from "../../../platform/bus/bus.ts";
import { sessionEndedEvent } from "../../../platform/live/channel.ts";
import { announceAvailability } from "../../messenger/conversations.ts";

type UserRow = typeof users.$inferSelect;

/** One answer for an unknown e-mail and a wrong password, so neither reveals that an account exists. */
const wrongCredentials = () =>
  errors.unauthorized("Wrong email/password", { detail: "Please, try again", pointer: "/data/attributes/password" });

/** The user these credentials belong to, or the 401 the login form shows. */
export async function authenticate(db: Database, input: LoginInput): Promise<UserRow> {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${input.email})`).limit(1);
  const matches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !matches) throw wrongCredentials();
  return user;
}

/** Signs the user in with a fresh token; signing in is also how a deactivated account comes back. */
export async function startSession(db: Database, user: UserRow, userAgent: string | undefined) {
  return db.transaction(async (tx) => {
    if (user.deactivatedAt) {
      await tx.update(users).set({ deactivatedAt: null, updatedAt: new Date() }).where(eq(users.id, user.id));
      await announceAvailability(tx, user.id, true);
    }
    return issueSession(tx, user.id, userAgent);
  });
}

/** Ends one session, forgets it here, and tells its live sockets, on every instance, to close. */
export async function signOut(
  deps: { db: Database; bus: Bus; sessionCache: SessionCache },
  session: ActiveSession,
  log: FastifyBaseLogger,
): Promise<void> {
  await endSession(deps.db, session.sessionId);
  deps.sessionCache.forget(session.user.id);
  try {
    await deps.bus.publish(session.user.id, sessionEndedEvent(session.sessionId));
  } catch (err) {
    // The session is over in the database; the live channel's periodic check closes the sockets.
    log.warn({ err }, "could not announce the end of a session");
  }
}
