import { randomBytes } from "node:crypto";
import type { Executor } from "../src/db/connect.ts";
import { users } from "../src/db/schema/index.ts";
import { issueSession } from "../src/platform/auth/sessions.ts";

type UserInsert = typeof users.$inferInsert;

export async function buildUser(db: Executor, overrides: Partial<UserInsert> = {}) {
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${randomBytes(5).toString("hex")}@example.test`,
      name: "Test User",
      complete: true,
      isCreative: true,
      kind: "private",
      confirmedAt: new Date(),
      ...overrides,
    })
    .returning();
  return user;
}

/** A user with a live session; `headers` authenticate a request the way the web client does. */
export async function buildSignedInUser(db: Executor, overrides: Partial<UserInsert> = {}) {
  const user = await buildUser(db, overrides);
  const session = await issueSession(db, user.id);
  return { user, token: session.token, sessionId: session.sessionId, headers: { "x-auth-token": session.token } };
}
