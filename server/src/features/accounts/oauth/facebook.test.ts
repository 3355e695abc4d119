import { randomBytes } from "node:crypto";
import { SignupStatus } from "@atelier/common";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { type FacebookPerson, startFacebookGraph } from "../../../../test/peers/facebook-graph.ts";
import { oauthIdentities, registrations, sessions, users } from "../../../db/schema/index.ts";

const graph = await startFacebookGraph();
afterAll(() => graph.close());
const ctx = await createTestContext(graph.env);
const withoutFacebook = await createTestContext();
const { db } = ctx.deps;

const person = (overrides: Partial<FacebookPerson> = {}): FacebookPerson => {
  const id = randomBytes(5).toString("hex");
  return { id: String(BigInt(`0x${id}`)), name: "Fenna Facebook", email: `fb-${id}@facebook.example`, ...overrides };
};

async function callback(attributes: Record<string, unknown>, opts: { state?: string | null } = {}) {
  const stateRes = await request(ctx.app, "GET", "/api/oauth/state");
  const state: string = stateRes.json().data.attributes.state;
  return request(ctx.app, "POST", "/api/oauth/facebook/callback", {
    payload: {
      data: {
        type: "oauth",
        attributes: { ...(opts.state === null ? {} : { state: opts.state ?? state }), ...attributes },
      },
    },
    cookies: { oauthState: state },
    remoteAddress: `10.${randomBytes(3).join(".")}`,
  });
}

/** What FB.login's authResponse gives the page. */
const authResponse = (p: FacebookPerson, opts: { appId?: string } = {}) => ({
  access_token: graph.issueToken(p, opts),
  user_id: p.id,
});

const linkedUser = async (p: FacebookPerson) => {
  const user = await buildUser(db);
  await db.insert(oauthIdentities).values({ provider: "facebook", subject: p.id, userId: user.id });
  return user;
};

const openRegistration = async (service: "google" | "facebook" = "facebook") =>
  (await db.insert(registrations).values({ status: SignupStatus.requested, service, locale: "en" }).returning())[0];

const sessionsOf = (userId: number) => db.select().from(sessions).where(eq(sessions.userId, userId));
const userByEmail = async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];
const hasSessionCookie = (res: { headers: Record<string, unknown> }) =>
  [res.headers["set-cookie"] ?? []]
    .flat()
    .some((c) => String(c).startsWith("authToken=") && !String(c).startsWith("authToken=;"));

describe("POST /api/oauth/facebook/callback", () => {
  it("signs in the user linked to the Facebook identity", async () => {
    const p = person();
    const user = await linkedUser(p);
    const res = await callback(authResponse(p));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes).toMatchObject({ is_new_user: false, auth_token: expect.any(String) });
    expect(hasSessionCookie(res)).toBe(true);
    expect(await sessionsOf(user.id)).toHaveLength(1);
    expect(res.body).not.toContain(graph.env.FACEBOOK_APP_SECRET);
  });

  it("accepts the user id as a number, as the SDK may give it", async () => {
    const p = person();
    await linkedUser(p);
    const { access_token } = authResponse(p);
    const res = await callback({ access_token, user_id: Number(p.id) });
    expect(res.statusCode).toBe(201);
  });

  it("creates a confirmed account without password for an open Facebook sign-up", async () => {
    const p = person();
    const registration = await openRegistration();
    const res = await callback({ ...authResponse(p), registration_id: registration.id });

    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes.is_new_user).toBe(true);
    const user = await userByEmail(p.email!);
    expect(user).toMatchObject({ name: "Fenna Facebook", passwordHash: null });
    expect(user.confirmedAt).toBeInstanceOf(Date);
    const [identity] = await db.select().from(oauthIdentities).where(eq(oauthIdentities.userId, user.id));
    expect(identity).toMatchObject({ provider: "facebook", subject: p.id });
    const [stored] = await db.select().from(registrations).where(eq(registrations.id, registration.id));
    expect(stored).toMatchObject({ status: SignupStatus.confirmed, userId: user.id });
  });

  it("answers 422 oauthEmailMissing for a sign-up when Facebook shares no e-mail, 404 without a sign-up", async () => {
    const p = person({ email: undefined });
    const registration = await openRegistration();
    const res = await callback({ ...authResponse(p), registration_id: registration.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].code).toBe("oauthEmailMissing");
    const [stored] = await db.select().from(registrations).where(eq(registrations.id, registration.id));
    expect(stored.status).toBe(SignupStatus.requested);

    const unknown = await callback(authResponse(p));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].code).toBe("oauthNotFound");
  });

  it("answers 404 oauthNotFound for an identity with no account, and a Google sign-up does not count", async () => {
    const p = person();
    const googleSignUp = await openRegistration("google");
    expect((await callback(authResponse(p))).json().errors[0].code).toBe("oauthNotFound");
    const res = await callback({ ...authResponse(p), registration_id: googleSignUp.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].source).toEqual({ pointer: "/data/attributes/registration_id" });
    expect(await userByEmail(p.email!)).toBeUndefined();
  });

  it("never links an account by e-mail: 409 oauthEmailTaken and no session", async () => {
    const local = await buildUser(db);
    const p = person({ email: local.email });
    const res = await callback({ ...authResponse(p), registration_id: (await openRegistration()).id });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].code).toBe("oauthEmailTaken");
    expect(hasSessionCookie(res)).toBe(false);
    expect(await sessionsOf(local.id)).toEqual([]);
  });

  describe("what Facebook does not vouch for", () => {
    it("refuses a token issued to another app", async () => {
      const p = person();
      const user = await linkedUser(p);
      const res = await callback(authResponse(p, { appId: "999999999" }));
      expect(res.statusCode).toBe(401);
      expect(res.json().errors[0].code).toBe("oauthRefused");
      expect(await sessionsOf(user.id)).toEqual([]);
    });

    it("refuses a token of one person presented with another person's user id", async () => {
      const attacker = person();
      const victim = person();
      const victimUser = await linkedUser(victim);
      const res = await callback({ access_token: graph.issueToken(attacker), user_id: victim.id });
      expect(res.statusCode).toBe(401);
      expect(await sessionsOf(victimUser.id)).toEqual([]);
    });

    it("refuses a token that is no longer valid, or was never issued", async () => {
      const p = person();
      const user = await linkedUser(p);
      const response = authResponse(p);
      graph.invalidate(response.access_token);
      expect((await callback(response)).statusCode).toBe(401);
      expect((await callback({ access_token: "EAAforged", user_id: p.id })).statusCode).toBe(401);
      expect(await sessionsOf(user.id)).toEqual([]);
    });

    it("answers 503 while the Graph API is failing, and signs in again once it is back", async () => {
      const p = person();
      await linkedUser(p);
      graph.failWith(500);
      try {
        const res = await callback(authResponse(p));
        expect(res.statusCode).toBe(503);
        expect(hasSessionCookie(res)).toBe(false);
      } finally {
        graph.failWith(null);
      }
      expect((await callback(authResponse(p))).statusCode).toBe(201);
    });

    it("answers 403 without the state, before asking Facebook", async () => {
      const p = person();
      const user = await linkedUser(p);
      graph.failWith(500);
      try {
        const res = await callback(authResponse(p), { state: null });
        expect(res.statusCode).toBe(403);
      } finally {
        graph.failWith(null);
      }
      expect(await sessionsOf(user.id)).toEqual([]);
    });
  });

  describe("bad input", () => {
    it.each([
      ["no access token", { user_id: "123" }, "access_token"],
      ["no user id", { access_token: "EAAx" }, "user_id"],
      ["a user id that is not a number", { access_token: "EAAx", user_id: "../me" }, "user_id"],
      [
        "a sign-up id that is no uuid",
        { access_token: "EAAx", user_id: "1", registration_id: "abc" },
        "registration_id",
      ],
    ])("answers 422 at the attribute for %s", async (_case, attributes, attribute) => {
      const res = await callback(attributes);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].source).toEqual({ pointer: `/data/attributes/${attribute}` });
    });
  });
});

describe("a server without Facebook set up", () => {
  it("answers 404 to the Facebook callback", async () => {
    const { app } = withoutFacebook;
    const state = (await request(app, "GET", "/api/oauth/state")).json().data.attributes.state;
    const res = await request(app, "POST", "/api/oauth/facebook/callback", {
      payload: { data: { type: "oauth", attributes: { state, access_token: "EAAx", user_id: "1" } } },
      cookies: { oauthState: state },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0].detail).toContain("Facebook");
  });
});
