import { SESSION_LIFETIME_DAYS } from "@atelier/common";
import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { DatabaseHandle, Executor } from "../../db/connect.ts";
import { preparedStatement } from "../../db/prepared.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { startVisitorCache, type VisitorCache } from "../reads/visitor-cache.ts";
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
      expiresAt: sessions.expiresAt,
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

type SessionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof sessionByToken>["execute"]>>[number]>;

/**
 * The sessions this instance has read, by their token's hash, each under its user: every request
 * of a signed-in member starts with its session, and reading it again each time was a round trip
 * to the database for the same answer. A change to the user's row (e-mail, language, confirmation,
 * deactivation) and a session ending are the user's notice (routines.sql), which drops them on
 * every instance; the instance that ends them forgets them at once (`forget`), before that notice
 * arrives. Unknown tokens are never kept, so guessing fills nothing.
 */
export type SessionCache = VisitorCache;

export const startSessionCache = (database: DatabaseHandle): SessionCache =>
  startVisitorCache(database, { entries: 20_000, ttlMs: 60_000 });

const sessionKey = (hash: string) => `session:${hash}`;

async function sessionRow(db: Executor, cache: SessionCache, token: string): Promise<SessionRow | null> {
  const hash = hashToken(token);
  const kept = cache.get(sessionKey(hash)) as SessionRow | undefined;
  if (kept) return kept.expiresAt.getTime() > Date.now() ? kept : null;
  const mark = cache.begin();
  const [row] = await sessionByToken(db).execute({ hash });
  if (!row) return null;
  cache.keep(sessionKey(hash), row, [row.id], mark);
  return row;
}

export async function findSession(db: Executor, cache: SessionCache, token: string): Promise<ActiveSession | null> {
  if (token.length < 20 || token.length > 200) return null;
  const row = await sessionRow(db, cache, token);
  if (!row) return null;
  const now = new Date();
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    row.lastSeenAt = now;
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
