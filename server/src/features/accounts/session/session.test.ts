import { JSONAPI_MEDIA_TYPE } from "@atelier/common";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { sessionCookie, WRONG_LOGIN_REPLY } from "../../../../test/accounts.ts";
import { createTestContext, TEST_ORIGIN } from "../../../../test/context.ts";
import { buildSignedInUser, buildUser } from "../../../../test/factories.ts";
import { newClientAddress, request } from "../../../../test/http.ts";
import { sessions, users } from "../../../db/schema/index.ts";
import { hashPassword } from "../../../platform/auth/passwords.ts";
import { issueSession } from "../../../platform/auth/sessions.ts";
import { hashToken, newToken } from "../../../platform/auth/tokens.ts";
import { eventOf, type LiveEvent } from "../../../platform/bus/bus.ts";
import { subscriptionsSettled } from "../../../platform/live/channel.ts";

const ctx = await createTestContext();
const secureCtx = await createTestContext({ APP_URL: "https://atelier.test" });

const PASSWORD = "Correct-Horse-9";
const passwordHash = await hashPassword(PASSWORD);

const withPassword = (overrides: Partial<typeof users.$inferInsert> = {}) =>
  buildUser(ctx.deps.db, { passwordHash, ...overrides });

function login(attributes: Record<string, unknown>, extra: Partial<InjectOptions> = {}, app = ctx.app) {
  return app.inject({
    method: "POST",
    url: "/api/v1/login",
    // Each from an address of its own, so repeated tries meet no captcha threshold.
    remoteAddress: newClientAddress(),
    ...extra,
    headers: { "content-type": JSONAPI_MEDIA_TYPE, ...(extra.headers ?? {}) },
    payload: extra.payload ?? { data: { type: "sessions", attributes } },
  });
}

const me = (extra: Partial<InjectOptions> = {}) => ctx.app.inject({ method: "GET", url: "/api/v1/me", ...extra });

const sessionsOf = (userId: number) => ctx.deps.db.select().from(sessions).where(eq(sessions.userId, userId));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

describe("POST /api/v1/login", () => {
  it("answers 201 with a new token, sets the session cookie and stores only the token's hash", async () => {
    const user = await withPassword();
    const res = await login({ email: user.email, password: PASSWORD });

    expect(res.statusCode).toBe(201);
    expect(res.headers["content-type"]).toMatch(/^application\/vnd\.api\+json/);
    const { data } = res.json();
    expect(data.type).toBe("sessions");
    const token: string = data.attributes.auth_token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);

    const cookie = sessionCookie(res.headers["set-cookie"]);
    expect(cookie).toBeDefined();
    const parts = cookie!.split(";").map((p) => p.trim());
    expect(parts[0]).toBe(`authToken=${token}`);
    expect(parts).toContain("HttpOnly");
    expect(parts).toContain("SameSite=Lax");
    expect(parts).toContain("Path=/");
    expect(parts.some((p) => /^domain=/i.test(p))).toBe(false);
    expect(parts).not.toContain("Secure");
    const expires = Date.parse(parts.find((p) => p.startsWith("Expires="))!.slice("Expires=".length));
    expect(Math.abs(expires - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);

    const stored = await sessionsOf(user.id);
    expect(stored).toHaveLength(1);
    expect(String(stored[0].id)).toBe(data.id);
    expect(stored[0].tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    expect((await me({ headers: { "x-auth-token": token } })).statusCode).toBe(200);
    expect((await me({ cookies: { authToken: token } })).statusCode).toBe(200);
  });

  it("accepts the login type and an e-mail in other case with surrounding spaces", async () => {
    const user = await withPassword({ email: `Mixed.Case-${Date.now()}@Example.test` });
    const res = await login(
      {},
      {
        payload: {
          data: { type: "login", attributes: { email: `  ${user.email.toUpperCase()} `, password: PASSWORD } },
        },
      },
    );
    expect(res.statusCode).toBe(201);
    expect(await sessionsOf(user.id)).toHaveLength(1);
  });

  it("answers a wrong password and an unknown e-mail with the same 401 and no session", async () => {
    const user = await withPassword();
    const wrong = await login({ email: user.email, password: "Wrong-Password-1" });
    const unknown = await login({ email: "nobody-here@example.test", password: PASSWORD });

    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(WRONG_LOGIN_REPLY);
    expect(unknown.body).toBe(wrong.body);
    expect(sessionCookie(wrong.headers["set-cookie"])).toBeUndefined();
    expect(sessionCookie(unknown.headers["set-cookie"])).toBeUndefined();
    expect(await sessionsOf(user.id)).toHaveLength(0);
  });

  it("takes about as long for an unknown e-mail as for a wrong password", async () => {
    const user = await withPassword();
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await login({ email, password: "Wrong-Password-1" });
      expect(res.statusCode).toBe(401);
      return performance.now() - started;
    };
    await timed("warm-up@example.test");
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i++) {
      known.push(await timed(user.email));
      unknown.push(await timed(`nobody-${i}@example.test`));
    }
    // Without the dummy hash an unknown e-mail answers in about a millisecond, twenty times faster.
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.4);
    expect(ratio).toBeLessThan(2.5);
  });

  it("refuses an account that has no password (provider sign-in only) with the same 401", async () => {
    const user = await buildUser(ctx.deps.db, { passwordHash: null });
    const res = await login({ email: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].title).toBe("Wrong email/password");
  });

  it("re-activates a deactivated account", async () => {
    const user = await withPassword({ deactivatedAt: new Date(Date.now() - 86_400_000) });
    const res = await login({ email: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(201);
    const [stored] = await ctx.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(stored.deactivatedAt).toBeNull();
  });

  it("never adopts a token the client held before signing in (session fixation)", async () => {
    const user = await withPassword();
    const planted = newToken();
    const res = await login(
      { email: user.email, password: PASSWORD },
      { cookies: { authToken: planted }, headers: { origin: TEST_ORIGIN } },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes.auth_token).not.toBe(planted);
    expect((await me({ cookies: { authToken: planted } })).statusCode).toBe(403);
    expect((await me({ headers: { "x-auth-token": planted } })).statusCode).toBe(403);
    const stored = await sessionsOf(user.id);
    expect(stored.map((s) => s.tokenHash)).not.toContain(hashToken(planted));
  });

  it("retires the session the client signed in with before", async () => {
    const user = await withPassword();
    const before = await issueSession(ctx.deps.db, user.id);
    const res = await login({ email: user.email, password: PASSWORD }, { headers: { "x-auth-token": before.token } });
    expect(res.statusCode).toBe(201);
    expect((await me({ headers: { "x-auth-token": before.token } })).statusCode).toBe(403);
    const after = res.json().data.attributes.auth_token;
    expect((await me({ headers: { "x-auth-token": after } })).statusCode).toBe(200);
  });

  it("marks the cookie Secure when the app is served over https", async () => {
    const user = await buildUser(secureCtx.deps.db, { passwordHash });
    const res = await login({ email: user.email, password: PASSWORD }, {}, secureCtx.app);
    expect(res.statusCode).toBe(201);
    expect(sessionCookie(res.headers["set-cookie"])).toMatch(/; Secure/);
  });

  describe("bad input", () => {
    it("answers 400 for a document without data", async () => {
      const res = await login({}, { payload: { meta: {} } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].source).toEqual({ pointer: "/data" });
    });

    it("answers 400 for a request without a body", async () => {
      const res = await request(ctx.app, "POST", "/api/v1/login");
      expect(res.statusCode).toBe(400);
    });

    it("answers 409 for another resource type", async () => {
      const res = await login(
        {},
        { payload: { data: { type: "users", attributes: { email: "a@b.c", password: "x" } } } },
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0].source).toEqual({ pointer: "/data/type" });
    });

    it("answers 422 pointing at the e-mail when it is a number", async () => {
      const res = await login({ email: 12345, password: PASSWORD });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0]).toMatchObject({ status: "422", source: { pointer: "/data/attributes/email" } });
    });

    it("answers 422 pointing at the password when it is missing", async () => {
      const res = await login({ email: "someone@example.test" });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].source).toEqual({ pointer: "/data/attributes/password" });
    });

    it("refuses a password over 200 characters with 422 before hashing it", async () => {
      const user = await withPassword();
      const started = performance.now();
      const res = await login({ email: user.email, password: `${PASSWORD}${"x".repeat(200)}` });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].source).toEqual({ pointer: "/data/attributes/password" });
      expect(performance.now() - started).toBeLessThan(500);
    });

    it("refuses a 1 MiB password quickly", async () => {
      const started = performance.now();
      const res = await login({ email: "someone@example.test", password: "p".repeat(1024 * 1024) });
      expect([413, 422]).toContain(res.statusCode);
      expect(res.json().errors[0].status).toBe(String(res.statusCode));
      expect(performance.now() - started).toBeLessThan(1000);
    });

    it("answers 415 for a form post", async () => {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/v1/login",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "email=a%40b.c&password=x",
      });
      expect(res.statusCode).toBe(415);
    });
  });
});

describe("DELETE /api/v1/logout", () => {
  it("ends only this session, clears the cookie and announces the end on the bus", async () => {
    const { user, token, sessionId, headers } = await buildSignedInUser(ctx.deps.db);
    const other = await issueSession(ctx.deps.db, user.id);
    const events: LiveEvent[] = [];
    const unsubscribe = ctx.deps.bus.subscribe(user.id, (frame) => events.push(eventOf(frame)));
    await subscriptionsSettled(ctx.deps.bus);

    const res = await request(ctx.app, "DELETE", "/api/v1/logout", { headers });

    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    const cleared = sessionCookie(res.headers["set-cookie"]);
    expect(cleared).toMatch(/^authToken=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    await expect.poll(() => events).toContainEqual({ type: "session.ended", sessionId });
    unsubscribe();

    const stored = await sessionsOf(user.id);
    expect(stored.find((s) => s.id === sessionId)?.endedAt).not.toBeNull();
    expect(stored.find((s) => s.id === other.sessionId)?.endedAt).toBeNull();
    expect((await me({ headers: { "x-auth-token": other.token } })).statusCode).toBe(200);

    expect((await me({ headers: { "x-auth-token": token } })).statusCode).toBe(403);
    expect((await me({ cookies: { authToken: token } })).statusCode).toBe(403);
    expect((await request(ctx.app, "DELETE", "/api/v1/logout", { headers })).statusCode).toBe(403);
  });

  it("answers 403 without a session", async () => {
    const res = await request(ctx.app, "DELETE", "/api/v1/logout");
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toMatchObject({ status: "403", code: "forbidden" });
  });

  it("refuses a cookie-authenticated logout from another site and keeps the session", async () => {
    const { token } = await buildSignedInUser(ctx.deps.db);
    const evil = await request(ctx.app, "DELETE", "/api/v1/logout", {
      headers: { origin: "https://evil.example" },
      cookies: { authToken: token },
    });
    expect(evil.statusCode).toBe(403);
    expect(sessionCookie(evil.headers["set-cookie"])).toBeUndefined();
    expect((await me({ cookies: { authToken: token } })).statusCode).toBe(200);

    const own = await request(ctx.app, "DELETE", "/api/v1/logout", {
      headers: { origin: TEST_ORIGIN },
      cookies: { authToken: token },
    });
    expect(own.statusCode).toBe(204);
    expect((await me({ cookies: { authToken: token } })).statusCode).toBe(403);
  });
});

describe("session tokens", () => {
  it("are unique across 1,000 sessions and at least 43 characters long", async () => {
    const user = await buildUser(ctx.deps.db);
    const tokens: string[] = [];
    // One transaction: the same inserts, without a commit each.
    await ctx.deps.db.transaction(async (tx) => {
      for (let i = 0; i < 1000; i++) tokens.push((await issueSession(tx, user.id)).token);
    });
    expect(new Set(tokens).size).toBe(1000);
    expect(tokens.every((t) => t.length >= 43)).toBe(true);
    expect(await sessionsOf(user.id)).toHaveLength(1000);
  }, 30_000);
});
