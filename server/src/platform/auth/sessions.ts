import { SESSION_LIFETIME_DAYS } from "@atelier/common";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import { preparedStatement } from "../../db/prepared.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { hashToken, newToken } from "./tokens.ts";

export const SESSION_LIFETIME_MS = SESSION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, so reads do not write on every request. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export interface SessionUser {
  id: number;
  email: string;
  locale: string;
  complete: boolean;
  confirmed: boolean;
}

export interface ActiveSession {
  sessionId: number;
  user: SessionUser;
}

/** Starts a session for the user; the raw token is returned once and never stored. */
export async function issueSession(
  db: Executor,
  userId: number,
  userAgent?: string,
): Promise<{ token: string; sessionId: number; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  const [row] = await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt, userAgent: userAgent?.slice(0, 300) })
    .returning({ id: sessions.id });
  return { token, sessionId: row.id, expiresAt };
}

/** Every signed-in request starts here: prepared, so that neither drizzle nor PostgreSQL builds it anew. */
const sessionByToken = preparedStatement("session-by-token", (db, name) =>
  db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      id: users.id,
      email: users.email,
      locale: users.locale,
      complete: users.complete,
      confirmedAt: users.confirmedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("hash")),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare(name),
);

export async function findSession(db: Executor, token: string): Promise<ActiveSession | null> {
  if (token.length < 20 || token.length > 200) return null;
  const now = new Date();
  const [row] = await sessionByToken(db).execute({ hash: hashToken(token) });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return {
    sessionId: row.sessionId,
    user: {
      id: row.id,
      email: row.email,
      locale: row.locale,
      complete: row.complete,
      confirmed: row.confirmedAt !== null,
    },
  };
}

export async function endSession(db: Executor, sessionId: number): Promise<void> {
  await db.update(sessions).set({ endedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Ends every session of a user except, optionally, the one making the request. Returns the ended ids. */
export async function endUserSessions(db: Executor, userId: number, exceptSessionId?: number): Promise<number[]> {
  const rows = await db
    .update(sessions)
    .set({ endedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}
