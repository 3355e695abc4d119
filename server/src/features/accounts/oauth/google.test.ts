import { randomBytes } from "node:crypto";
import { JSONAPI_MEDIA_TYPE, SignupStatus } from "@atelier/common";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { type GoogleIdentity, startGoogleProvider } from "../../../../test/peers/google-oidc.ts";
import { oauthIdentities, registrations, sessions, users } from "../../../db/schema/index.ts";
import { issueSession } from "../../../platform/auth/sessions.ts";
import { hashToken } from "../../../platform/auth/tokens.ts";

const google = await startGoogleProvider();
afterAll(() => google.close());
const ctx = await createTestContext(google.env);
// Google's token endpoint is not listening here: the provider is down.
const googleDown = await createTestContext({ ...google.env, GOOGLE_TOKEN_URL: "http://127.0.0.1:9/token" });
const { db } = ctx.deps;

const person = (overrides: Partial<GoogleIdentity> = {}): GoogleIdentity => {
  const id = randomBytes(6).toString("hex");
  return {
    sub: `1${BigInt(`0x${id}`)}`,
    email: `g-${id}@gmail.example`,
    email_verified: true,
    name: "Gia Google",
    ...overrides,
  };
};

/** What the page does first: ask for a state, which also sets the cookie. */
async function startSignIn(app: FastifyInstance = ctx.app) {
  const res = await request(app, "GET", "/api/oauth/state");
  expect(res.statusCode).toBe(200);
  return res.json().data.attributes.state as string;
}

interface CallbackOptions {
  state?: string | null;
  cookie?: string | null;
  headers?: Record<string, string>;
  app?: FastifyInstance;
  /** The client's address; by default each attempt comes from its own, clear of the rate limit. */
  remoteAddress?: string;
}

const anyAddress = () => `10.${randomBytes(3).join(".")}`;

/** The callback as the page sends it after the popup, with the state cookie the browser holds. */
async function callback(attributes: Record<string, unknown>, opts: CallbackOptions = {}) {
  const app = opts.app ?? ctx.app;
  const state = opts.state === undefined ? await startSignIn(app) : opts.state;
  const cookie = opts.cookie === undefined ? state : opts.cookie;
  return app.inject({
    method: "POST",
    url: "/api/oauth/google/callback",
    headers: { "content-type": JSONAPI_MEDIA_TYPE, ...opts.headers },
    cookies: cookie ? { oauthState: cookie } : {},
    remoteAddress: opts.remoteAddress ?? anyAddress(),
    payload: { data: { type: "oauth", attributes: { ...(state ? { state } : {}), ...attributes } } },
  });
}

const setCookie = (res: { headers: Record<string, unknown> }, name: string) =>
  [res.headers["set-cookie"] ?? []].flat().find((c) => String(c).startsWith(`${name}=`)) as string | undefined;

const linkedUser = async (identity: GoogleIdentity, overrides: Partial<typeof users.$inferInsert> = {}) => {
  const user = await buildUser(db, overrides);
  await db.insert(oauthIdentities).values({ provider: "google", subject: identity.sub, userId: user.id });
  return user;
};

const openRegistration = async (service: "google" | "facebook" | "email" = "google", locale = "de") =>
  (await db.insert(registrations).values({ status: SignupStatus.requested, service, locale }).returning())[0];

const sessionsOf = (userId: number) => db.select().from(sessions).where(eq(sessions.userId, userId));
const userByEmail = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];

describe("GET /api/oauth/state", () => {
  it("answers a fresh random state and keeps it in an HttpOnly cookie for the callbacks, for 10 minutes", async () => {
    const first = await request(ctx.app, "GET", "/api/oauth/state");
    const second = await request(ctx.app, "GET", "/api/oauth/state");

    expect(first.statusCode).toBe(200);
    const { data } = first.json();
    expect(data.type).toBe("oauth_states");
    expect(data.attributes.state).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(second.json().data.attributes.state).not.toBe(data.attributes.state);

    const parts = setCookie(first, "oauthState")!
      .split(";")
      .map((p) => p.trim());
    expect(parts[0]).toBe(`oauthState=${data.attributes.state}`);
    expect(parts).toEqual(expect.arrayContaining(["Max-Age=600", "Path=/api/oauth", "HttpOnly", "SameSite=Lax"]));
  });
});

describe("POST /api/oauth/google/callback", () => {
  it("signs in the user linked to the Google identity, retiring the session the client held", async () => {
    const identity = person();
    const user = await linkedUser(identity);
    const before = await issueSession(db, user.id);

    const res = await callback(
      { code: await google.authorize(identity) },
      { headers: { "x-auth-token": before.token } },
    );

    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.type).toBe("sessions");
    expect(data.attributes).toEqual({
      auth_token: expect.stringMatching(/^[A-Za-z0-9_-]{43,}$/),
      expires_at: expect.any(String),
      is_new_user: false,
    });
    expect(setCookie(res, "authToken")).toMatch(new RegExp(`^authToken=${data.attributes.auth_token};`));
    expect(setCookie(res, "oauthState")).toMatch(/^oauthState=;/);

    const stored = await sessionsOf(user.id);
    expect(stored.find((s) => s.tokenHash === hashToken(data.attributes.auth_token))?.endedAt).toBeNull();
    expect(stored.find((s) => s.id === before.sessionId)?.endedAt).not.toBeNull();
    const me = await request(ctx.app, "GET", "/api/v1/me", { token: data.attributes.auth_token });
    expect(me.json().data.id).toBe(String(user.id));
  });

  it("brings a deactivated linked account back", async () => {
    const identity = person();
    const user = await linkedUser(identity, { deactivatedAt: new Date() });
    const res = await callback({ code: await google.authorize(identity) });
    expect(res.statusCode).toBe(201);
    expect((await db.select().from(users).where(eq(users.id, user.id)))[0].deactivatedAt).toBeNull();
  });

  it("creates a confirmed account without password for an open Google sign-up, and links the identity", async () => {
    const identity = person({ name: "Gia\u200b Google" });
    const registration = await openRegistration("google", "de");

    const res = await callback({ code: await google.authorize(identity), registration_id: registration.id });

    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes.is_new_user).toBe(true);
    const user = await userByEmail(identity.email!);
    expect(user).toMatchObject({ name: "Gia Google", locale: "de", passwordHash: null, complete: false });
    expect(user.confirmedAt).toBeInstanceOf(Date);
    const [identityRow] = await db.select().from(oauthIdentities).where(eq(oauthIdentities.userId, user.id));
    expect(identityRow).toMatchObject({ provider: "google", subject: identity.sub, email: identity.email });
    const [stored] = await db.select().from(registrations).where(eq(registrations.id, registration.id));
    expect(stored).toMatchObject({ status: SignupStatus.confirmed, userId: user.id, email: identity.email });

    const me = await request(ctx.app, "GET", "/api/v1/me", { token: res.json().data.attributes.auth_token });
    expect(me.json().data.attributes).toMatchObject({ confirmed: true, has_password: false, registration_id: null });

    const again = await callback({ code: await google.authorize(identity) });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.attributes.is_new_user).toBe(false);
  });

  it("leaves an account unconfirmed when Google did not verify the e-mail", async () => {
    const identity = person({ email_verified: false });
    const registration = await openRegistration();
    const res = await callback({ code: await google.authorize(identity), registration_id: registration.id });

    expect(res.statusCode).toBe(201);
    expect((await userByEmail(identity.email!)).confirmedAt).toBeNull();
    const [stored] = await db.select().from(registrations).where(eq(registrations.id, registration.id));
    expect(stored.status).toBe(SignupStatus.unconfirmed);
    const me = await request(ctx.app, "GET", "/api/v1/me", { token: res.json().data.attributes.auth_token });
    expect(me.json().data.attributes).toMatchObject({ confirmed: false, registration_id: registration.id });
  });

  it("answers 404 oauthNotFound for an identity with no account and no sign-up, and makes nothing", async () => {
    const identity = person();
    const res = await callback({ code: await google.authorize(identity) });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0]).toMatchObject({ status: "404", code: "oauthNotFound" });
    expect(setCookie(res, "authToken")).toBeUndefined();
    expect(await userByEmail(identity.email!)).toBeUndefined();
  });

  it("never links an account by e-mail: 409 oauthEmailTaken, no session, no identity", async () => {
    const local = await buildUser(db);
    const identity = person({ email: local.email.toUpperCase() });
    const registration = await openRegistration();

    for (const attributes of [{}, { registration_id: registration.id }]) {
      const res = await callback({ code: await google.authorize(identity), ...attributes });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0]).toMatchObject({ status: "409", code: "oauthEmailTaken" });
      expect(setCookie(res, "authToken")).toBeUndefined();
    }
    expect(await sessionsOf(local.id)).toEqual([]);
    expect(await db.select().from(oauthIdentities).where(eq(oauthIdentities.subject, identity.sub))).toEqual([]);
    const [stored] = await db.select().from(registrations).where(eq(registrations.id, registration.id));
    expect(stored.status).toBe(SignupStatus.requested);
  });

  it.each([
    ["another provider's", "facebook" as const],
    ["an e-mail", "email" as const],
  ])("answers 422 at registration_id for %s sign-up", async (_case, service) => {
    const registration = await openRegistration(service);
    const identity = person();
    const res = await callback({ code: await google.authorize(identity), registration_id: registration.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].source).toEqual({ pointer: "/data/attributes/registration_id" });
    expect(await userByEmail(identity.email!)).toBeUndefined();
  });

  it("answers 422 at registration_id for a sign-up already used, and for an id that is no sign-up id", async () => {
    const registration = await openRegistration();
    expect(
      (await callback({ code: await google.authorize(person()), registration_id: registration.id })).statusCode,
    ).toBe(201);
    const used = await callback({ code: await google.authorize(person()), registration_id: registration.id });
    expect(used.statusCode).toBe(422);
    expect(used.json().errors[0].source).toEqual({ pointer: "/data/attributes/registration_id" });

    const malformed = await callback({ code: "whatever", registration_id: "1; drop table users" });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors[0].source).toEqual({ pointer: "/data/attributes/registration_id" });
  });

  describe("state", () => {
    it.each([
      ["missing from the body", { state: null, cookie: "x".repeat(43) }],
      ["without the cookie", { state: "y".repeat(43), cookie: null }],
      ["not matching the cookie (another browser's)", { state: "y".repeat(43), cookie: "x".repeat(43) }],
    ])("answers 403 when the state is %s, before asking Google", async (_case, opts) => {
      const identity = person();
      const user = await linkedUser(identity);
      const asked = google.tokenRequests();
      const res = await callback({ code: await google.authorize(identity) }, opts);
      expect(res.statusCode).toBe(403);
      expect(res.json().errors[0].source).toEqual({ pointer: "/data/attributes/state" });
      expect(google.tokenRequests()).toBe(asked);
      expect(await sessionsOf(user.id)).toEqual([]);
    });

    it("accepts a state once: the answer clears the cookie even when the sign-in fails", async () => {
      const state = await startSignIn();
      const failed = await callback({ code: "not-a-real-code" }, { state });
      expect(failed.statusCode).toBe(401);
      expect(setCookie(failed, "oauthState")).toMatch(/^oauthState=;.*Expires=Thu, 01 Jan 1970/);
    });
  });

  describe("what Google refuses or does not vouch for", () => {
    it("refuses a replayed code with 401 oauthRefused and makes no second session", async () => {
      const identity = person();
      const user = await linkedUser(identity);
      const code = await google.authorize(identity);
      expect((await callback({ code })).statusCode).toBe(201);

      const replay = await callback({ code });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().errors[0]).toMatchObject({ status: "401", code: "oauthRefused" });
      expect(setCookie(replay, "authToken")).toBeUndefined();
      expect(await sessionsOf(user.id)).toHaveLength(1);
    });

    it.each([
      ["addressed to another app", (p: Record<string, unknown>) => Object.assign(p, { aud: "someone-else.example" })],
      ["from another issuer", (p: Record<string, unknown>) => Object.assign(p, { iss: "https://evil.example" })],
      ["expired", (p: Record<string, unknown>) => Object.assign(p, { exp: Math.floor(Date.now() / 1000) - 600 })],
      ["without a subject", (p: Record<string, unknown>) => Object.assign(p, { sub: "" })],
    ])("refuses an id token %s", async (_case, change) => {
      const identity = person();
      const user = await linkedUser(identity);
      google.tamperNextIdToken(change);
      const res = await callback({ code: await google.authorize(identity) });
      expect(res.statusCode).toBe(401);
      expect(res.json().errors[0].code).toBe("oauthRefused");
      expect(await sessionsOf(user.id)).toEqual([]);
    });

    it("refuses an id token signed by a key Google never published", async () => {
      const identity = person();
      const user = await linkedUser(identity);
      const code = await google.authorize(identity);
      await google.forgeNextIdToken(identity);
      const res = await callback({ code });
      expect(res.statusCode).toBe(401);
      expect(res.json().errors[0].code).toBe("oauthRefused");
      expect(await sessionsOf(user.id)).toEqual([]);
    });

    it("answers 503 when Google cannot be reached, without a session", async () => {
      const identity = person();
      const res = await callback({ code: "any-code" }, { app: googleDown.app });
      expect(res.statusCode).toBe(503);
      expect(res.headers["retry-after"]).toBeDefined();
      expect(setCookie(res, "authToken")).toBeUndefined();
      expect(await googleDown.deps.db.select().from(users).where(eq(users.email, identity.email!))).toEqual([]);
    });
  });

  describe("bad input", () => {
    it.each([
      ["no code", {}, "code"],
      ["a code that is a number", { code: 12345 }, "code"],
      ["a code of 3000 characters", { code: "c".repeat(3000) }, "code"],
    ])("answers 422 at the attribute for %s", async (_case, attributes, attribute) => {
      const res = await callback(attributes);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].source).toEqual({ pointer: `/data/attributes/${attribute}` });
    });

    it("answers 409 for another resource type", async () => {
      const res = await request(ctx.app, "POST", "/api/oauth/google/callback", {
        payload: { data: { type: "sessions", attributes: { code: "x" } } },
      });
      expect(res.statusCode).toBe(409);
    });
  });

  it("limits attempts per client address: the 31st within 15 minutes is a 429 with Retry-After", async () => {
    const attempt = (i: number, remoteAddress: string) =>
      callback(
        { code: `guess-${i}` },
        { state: "s".repeat(43), cookie: "s".repeat(43), app: googleDown.app, remoteAddress },
      );
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await attempt(i, "192.0.2.7")).statusCode);
    expect(statuses.every((s) => s === 503)).toBe(true);

    const limited = await attempt(30, "192.0.2.7");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await attempt(31, "192.0.2.8")).statusCode).toBe(503);
  });
});
