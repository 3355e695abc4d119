import { JSONAPI_MEDIA_TYPE, NOTIFICATION_CHANNELS, NOTIFICATION_KEYS } from "@atelier/common";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildSignedInUser, buildUser } from "../../../../test/factories.ts";
import { request } from "../../../../test/http.ts";
import { accountTokens, notificationSettings, users } from "../../../db/schema/index.ts";
import { issueAccountToken, revokeAccountTokens } from "../../../platform/auth/account-tokens.ts";
import { hashPassword } from "../../../platform/auth/passwords.ts";
import { hashToken } from "../../../platform/auth/tokens.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const URL = "/api/v1/notification_settings";

const read = (extra: Partial<InjectOptions> = {}) => ctx.app.inject({ method: "GET", url: URL, ...extra });

function write(headers: Record<string, string>, settings: unknown, extra: Partial<InjectOptions> = {}) {
  return ctx.app.inject({
    method: "PATCH",
    url: URL,
    ...extra,
    headers: { ...headers, "content-type": JSONAPI_MEDIA_TYPE },
    payload: { data: { type: "notification_settings", id: "me", attributes: { settings } } },
  });
}

const settingsToken = (userId: number) =>
  issueAccountToken(db, userId, "notification_settings", { voidEarlier: false });

const storedChoices = (userId: number) =>
  db
    .select({
      key: notificationSettings.key,
      channel: notificationSettings.channel,
      enabled: notificationSettings.enabled,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));

/** The last character changed, so the token keeps its form and length but names nothing. */
const tampered = (token: string) => `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;

const offForLikesByMail = [{ key: "new_like", channel: "email", enabled: false }];

describe("GET /api/v1/notification_settings", () => {
  it("lists every key on both channels, switched on until the user decides", async () => {
    const { headers } = await buildSignedInUser(db);
    const res = await read({ headers });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ type: "notification_settings", id: "me" });
    expect(data.attributes.settings).toHaveLength(NOTIFICATION_KEYS.length * NOTIFICATION_CHANNELS.length);
    expect(data.attributes.settings).toContainEqual({ key: "new_application", channel: "inline", enabled: true });
    expect(data.attributes.settings.every((s: { enabled: boolean }) => s.enabled)).toBe(true);
  });

  it("opens with a settings token in the header, or in the query for a page load, without signing in", async () => {
    const user = await buildUser(db);
    const token = await settingsToken(user.id);
    await db
      .insert(notificationSettings)
      .values({ userId: user.id, key: "new_follower", channel: "email", enabled: false });

    for (const res of [await read({ headers: { "x-settings-token": token } }), await read({ query: { token } })]) {
      expect(res.statusCode).toBe(200);
      expect(res.json().data.attributes.settings).toContainEqual({
        key: "new_follower",
        channel: "email",
        enabled: false,
      });
    }
  });

  it("answers 403 without a session or token", async () => {
    const res = await read();
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe("forbidden");
  });
});

describe("PATCH /api/v1/notification_settings", () => {
  it("stores the choices sent, keeps the others, and lets the last of repeated entries count", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const saved = await write(headers, [
      { key: "new_like", channel: "email", enabled: true },
      { key: "new_like", channel: "email", enabled: false },
      { key: "new_opportunity", channel: "inline", enabled: false },
    ]);
    expect(saved.statusCode).toBe(200);
    const settings = saved.json().data.attributes.settings;
    expect(settings).toContainEqual({ key: "new_like", channel: "email", enabled: false });
    expect(settings).toContainEqual({ key: "new_like", channel: "inline", enabled: true });
    expect(settings).toContainEqual({ key: "new_opportunity", channel: "inline", enabled: false });
    expect(await storedChoices(user.id)).toHaveLength(2);

    const on = await write(headers, [{ key: "new_like", channel: "email", enabled: true }]);
    expect(on.json().data.attributes.settings).toContainEqual({ key: "new_like", channel: "email", enabled: true });
    expect(await storedChoices(user.id)).toContainEqual({ key: "new_opportunity", channel: "inline", enabled: false });
  });

  it("changes the settings of the token's owner only", async () => {
    const owner = await buildUser(db);
    const other = await buildUser(db);
    const token = await settingsToken(owner.id);

    const res = await write({ "x-settings-token": token }, offForLikesByMail);

    expect(res.statusCode).toBe(200);
    expect(await storedChoices(owner.id)).toEqual(offForLikesByMail);
    expect(await storedChoices(other.id)).toEqual([]);
  });

  it.each([
    ["an unknown key", [{ key: "everything", channel: "email", enabled: false }], "settings/0/key"],
    ["an unknown channel", [{ key: "new_like", channel: "sms", enabled: false }], "settings/0/channel"],
    ["enabled as text", [{ key: "new_like", channel: "email", enabled: "no" }], "settings/0/enabled"],
    ["settings that are no list", { new_like: false }, "settings"],
  ])("answers 422 at the attribute for %s and stores nothing", async (_case, settings, attribute) => {
    const { user, headers } = await buildSignedInUser(db);
    const res = await write(headers, settings);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].source).toEqual({ pointer: `/data/attributes/${attribute}` });
    expect(await storedChoices(user.id)).toEqual([]);
  });

  it("answers 403 without a session or token, and takes a query token on reads only", async () => {
    const user = await buildUser(db);
    const token = await settingsToken(user.id);
    expect((await write({}, offForLikesByMail)).statusCode).toBe(403);
    expect((await write({}, offForLikesByMail, { query: { token } })).statusCode).toBe(403);
    expect(await storedChoices(user.id)).toEqual([]);
  });

  it("answers 403 to a caller with neither a session nor a token before it reads the body", async () => {
    expect((await write({}, [{ key: "no_such_key", channel: "email", enabled: "yes" }])).statusCode).toBe(403);
    expect((await write({ "x-settings-token": tampered("x".repeat(43)) }, "not a list")).statusCode).toBe(403);
  });
});

describe("the settings token (I5)", () => {
  it("reaches nothing but the notification settings", async () => {
    const password = "Correct-Horse-9";
    const user = await buildUser(db, { passwordHash: await hashPassword(password) });
    const token = await settingsToken(user.id);
    const asSettings = { "x-settings-token": token };
    const json = { "content-type": JSONAPI_MEDIA_TYPE };

    expect((await read({ headers: asSettings })).statusCode).toBe(200);
    for (const res of [
      await request(ctx.app, "GET", "/api/v1/me", { headers: asSettings }),
      await request(ctx.app, "GET", "/api/v1/me", { token }),
      await request(ctx.app, "GET", "/api/v1/me", { cookies: { authToken: token } }),
      await request(ctx.app, "GET", "/api/v1/me/address", { headers: asSettings }),
      await request(ctx.app, "GET", "/api/v1/my/blocks", { headers: asSettings }),
      await request(ctx.app, "GET", "/api/v1/interests_settings", { headers: asSettings }),
      await ctx.app.inject({
        method: "PATCH",
        url: "/api/v1/me/password",
        headers: { ...asSettings, ...json },
        payload: { data: { type: "passwords", attributes: { password: "New-Password-77" } } },
      }),
      await ctx.app.inject({
        method: "PATCH",
        url: "/api/v1/me",
        headers: { ...asSettings, ...json },
        payload: { data: { type: "me", attributes: { name: "Taken Over" } } },
      }),
    ]) {
      expect(res.statusCode).toBe(403);
    }

    const login = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/login",
      headers: json,
      payload: { data: { type: "sessions", attributes: { email: user.email, password: token } } },
    });
    expect(login.statusCode).toBe(401);

    const [stored] = await db.select().from(users).where(eq(users.id, user.id));
    expect(stored.name).toBe(user.name);
    expect(stored.passwordHash).toBe(user.passwordHash);
  });

  it("cannot be pointed at another user's settings", async () => {
    const owner = await buildUser(db);
    const victim = await buildSignedInUser(db);
    const token = await settingsToken(owner.id);

    const otherId = await ctx.app.inject({
      method: "PATCH",
      url: URL,
      headers: { "x-settings-token": token, "content-type": JSONAPI_MEDIA_TYPE },
      payload: { data: { type: "notification_settings", id: String(victim.user.id), attributes: { settings: [] } } },
    });
    expect(otherId.statusCode).toBe(409);

    // With both a token and someone's session, the token decides whose settings these are.
    const both = await write({ "x-settings-token": token, ...victim.headers }, offForLikesByMail);
    expect(both.statusCode).toBe(200);
    expect(await storedChoices(victim.user.id)).toEqual([]);
    expect(await storedChoices(owner.id)).toEqual(offForLikesByMail);
  });

  it("is refused when tampered with, revoked, expired, of another purpose, or malformed", async () => {
    const user = await buildUser(db);
    const tokens = {
      tampered: tampered(await settingsToken(user.id)),
      revoked: await settingsToken(user.id),
      expired: await settingsToken(user.id),
      reset: await issueAccountToken(db, user.id, "password_reset", { voidEarlier: true }),
      short: "abc",
    };
    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashToken(tokens.expired)));
    const issuedBeforeRevocation = await settingsToken(user.id);
    expect((await read({ headers: { "x-settings-token": tokens.revoked } })).statusCode).toBe(200);
    await revokeAccountTokens(db, user.id, "notification_settings");
    const afterRevocation = await settingsToken(user.id);

    for (const token of Object.values(tokens)) {
      const get = await read({ headers: { "x-settings-token": token } });
      expect(get.statusCode).toBe(403);
      expect((await read({ query: { token } })).statusCode).toBe(403);
      expect((await write({ "x-settings-token": token }, offForLikesByMail)).statusCode).toBe(403);
    }
    expect((await read({ headers: { "x-settings-token": issuedBeforeRevocation } })).statusCode).toBe(403);
    expect((await read({ headers: { "x-settings-token": afterRevocation } })).statusCode).toBe(200);
    expect(await storedChoices(user.id)).toEqual([]);
  });
});
