import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { sessions, users } from "../../src/db/schema/index.ts";
import { findSession, issueSession } from "../../src/platform/auth/sessions.ts";
import { hashToken, newToken } from "../../src/platform/auth/tokens.ts";
import { createTestContext } from "../context.ts";
import { buildSignedInUser } from "../factories.ts";
import { request } from "../http.ts";
import { noticesHeard } from "../notices.ts";
import { statementsOf } from "../statements.ts";

const ctx = await createTestContext();

const readsSessions = (statements: string[]) => statements.filter((s) => /from "sessions"/.test(s));

const me = (token: string) => request(ctx.app, "GET", "/api/v1/me", { token });

describe("A5 sessions kept by the instance", () => {
  it("reads a session from the database once, then answers from what it kept", async () => {
    const { user } = await buildSignedInUser(ctx.deps.db);
    // The notices of a new member's rows take their kept sessions away whenever they arrive.
    await noticesHeard(ctx);
    const other = await issueSession(ctx.deps.db, user.id);
    const first = await statementsOf(() => me(other.token));
    expect(first.result.statusCode).toBe(200);
    expect(readsSessions(first.statements)).toHaveLength(1);

    const second = await statementsOf(() => me(other.token));
    expect(second.result.statusCode).toBe(200);
    expect(readsSessions(second.statements)).toHaveLength(0);
  });

  it("keeps no unknown token: each guess asks the database again", async () => {
    const guess = newToken();
    for (let i = 0; i < 2; i++) {
      const { result, statements } = await statementsOf(() => me(guess));
      expect(result.statusCode).toBe(403);
      expect(readsSessions(statements)).toHaveLength(1);
    }
  });

  it("refuses a token at once after signing out with it", async () => {
    const { token } = await buildSignedInUser(ctx.deps.db);
    expect((await me(token)).statusCode).toBe(200);
    expect((await request(ctx.app, "DELETE", "/api/v1/logout", { token })).statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(403);
  });

  it("refuses a kept session that another instance ended, once the database's notice arrives", async () => {
    const { token, sessionId } = await buildSignedInUser(ctx.deps.db);
    expect((await me(token)).statusCode).toBe(200);
    // Written straight to the database, as another instance would: nothing here is told.
    await ctx.deps.db.update(sessions).set({ endedAt: new Date() }).where(eq(sessions.id, sessionId));
    await vi.waitFor(async () => expect((await me(token)).statusCode).toBe(403));
  });

  it("refuses a kept session once it is past its end, without a notice", async () => {
    const { user } = await buildSignedInUser(ctx.deps.db);
    await noticesHeard(ctx);
    const token = newToken();
    await ctx.deps.db
      .insert(sessions)
      .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 1500) });
    expect((await me(token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const { result, statements } = await statementsOf(() => me(token));
    expect(result.statusCode).toBe(403);
    // Refused by what was kept: the end was known when the session was read.
    expect(readsSessions(statements)).toHaveLength(0);
  });

  it("reads the session anew after any write of its member, before a notice could say what changed", async () => {
    const { token } = await buildSignedInUser(ctx.deps.db);
    await vi.waitFor(async () =>
      expect(readsSessions((await statementsOf(() => me(token))).statements)).toHaveLength(0),
    );
    // A refused change writes nothing, so no notice comes; the session is read again all the same.
    const refused = await request(ctx.app, "PATCH", "/api/v1/me", { token, type: "nope" });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(readsSessions((await statementsOf(() => me(token))).statements)).toHaveLength(1);
  });

  it("sees a change to the user's row made elsewhere, once the database's notice arrives", async () => {
    const { token, user } = await buildSignedInUser(ctx.deps.db, { locale: "en" });
    expect((await findSession(ctx.deps.db, ctx.deps.sessionCache, token))?.user.locale).toBe("en");
    await ctx.deps.db.update(users).set({ locale: "de" }).where(eq(users.id, user.id));
    await vi.waitFor(async () =>
      expect((await findSession(ctx.deps.db, ctx.deps.sessionCache, token))?.user.locale).toBe("de"),
    );
  });
});
