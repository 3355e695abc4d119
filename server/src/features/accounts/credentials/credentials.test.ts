import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountLinks, linkTo, mailsTo, sessionCookie } from "../../../../test/accounts.ts";
import { createTestContext, TEST_ORIGIN } from "../../../../test/context.ts";
import { buildSignedInUser, buildStoredFile } from "../../../../test/factories.ts";
import { newClientAddress, request } from "../../../../test/http.ts";
import { accountTokens, addresses, registrations, sessions, storedFiles, users } from "../../../db/schema/index.ts";
import { findAccountToken, issueAccountToken } from "../../../platform/auth/account-tokens.ts";
import { hashPassword, verifyPassword } from "../../../platform/auth/passwords.ts";
import { issueSession } from "../../../platform/auth/sessions.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const PASSWORD = "Current-Password-1";
const NEW_PASSWORD = "Another-Password-2";
const passwordHash = await hashPassword(PASSWORD);

const member = (overrides: Partial<typeof users.$inferInsert> = {}) =>
  buildSignedInUser(db, { passwordHash, ...overrides });

const send = (method: "PATCH" | "POST", url: string, token: string | undefined, attributes: Record<string, unknown>) =>
  request(ctx.app, method, url, { type: url.endsWith("/password") ? "passwords" : "me", attributes, token });

const changeEmail = (token: string | undefined, attributes: Record<string, unknown>) =>
  request(ctx.app, "PATCH", "/api/v1/me/email", { type: "emails", attributes, token });
const changePassword = (token: string | undefined, attributes: Record<string, unknown>) =>
  send("PATCH", "/api/v1/me/password", token, attributes);
const { confirmEmail, storedUser } = accountLinks(ctx.app);
const me = (token: string) => request(ctx.app, "GET", "/api/v1/me", { token });
const login = (email: string, password: string) =>
  request(ctx.app, "POST", "/api/v1/login", { type: "sessions", attributes: { email, password } });

const openSessions = (userId: number) =>
  db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)));

const errorPointer = (res: { json(): { errors: { source?: { pointer?: string } }[] } }) =>
  res.json().errors[0].source?.pointer;

describe("PATCH /api/v1/me/email and /api/v1/me/email/confirm", () => {
  it("mails a link to the new address and a notice to the old one, then changes the address through the link", async () => {
    const { user, token, sessionId } = await member({ name: "Ada" });
    const other = await issueSession(db, user.id);
    const newEmail = `moved-${Date.now()}@example.test`;

    const res = await changeEmail(token, { email: newEmail, current_password: PASSWORD });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ meta: { pending_email: newEmail } });
    expect((await storedUser(user.id)).email).toBe(user.email);

    const [confirmation] = await mailsTo(db, newEmail);
    expect(confirmation).toMatchObject({ kind: "email_change_confirmation" });
    // The new address is not confirmed yet: no settings link for whoever reads it.
    expect(confirmation.text).not.toContain("/settings/notifications");
    const link = linkTo(confirmation.text, "/confirm/email");
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_ORIGIN}/confirm/email`);
    const [notice] = await mailsTo(db, user.email);
    expect(notice).toMatchObject({ kind: "email_change_notice" });
    expect(notice.text).toContain(newEmail);
    expect(notice.text).toContain(`${TEST_ORIGIN}/settings/notifications?token=`);

    const confirmed = await confirmEmail(link.searchParams.get("checksum"));
    expect(confirmed.statusCode).toBe(200);
    const { data } = confirmed.json();
    expect(data.type).toBe("sessions");
    const fresh: string = data.attributes.auth_token;
    expect(sessionCookie(confirmed.headers["set-cookie"])).toMatch(new RegExp(`^authToken=${fresh};`));

    expect((await storedUser(user.id)).email).toBe(newEmail);
    expect((await openSessions(user.id)).map((s) => s.id)).toEqual([Number(data.id)]);
    expect(Number(data.id)).not.toBe(sessionId);
    expect((await me(token)).statusCode).toBe(403);
    expect((await me(other.token)).statusCode).toBe(403);
    expect((await me(fresh)).json().data.attributes.email).toBe(newEmail);
    expect((await login(newEmail, PASSWORD)).statusCode).toBe(201);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(401);

    expect((await confirmEmail(link.searchParams.get("checksum"))).statusCode).toBe(422);
  });

  it("answers 422 at the e-mail when the address is taken, now or by the time of confirming", async () => {
    const { token } = await member();
    const { user: owner } = await member();
    const taken = await changeEmail(token, { email: owner.email.toUpperCase(), current_password: PASSWORD });
    expect(taken.statusCode).toBe(422);
    expect(errorPointer(taken)).toBe("/data/attributes/email");

    const wanted = `wanted-${Date.now()}@example.test`;
    expect((await changeEmail(token, { email: wanted, current_password: PASSWORD })).statusCode).toBe(202);
    await db.update(users).set({ email: wanted }).where(eq(users.id, owner.id));
    const checksum = linkTo((await mailsTo(db, wanted))[0].text, "/confirm/email").searchParams.get("checksum");
    const late = await confirmEmail(checksum);
    expect(late.statusCode).toBe(422);
    expect(errorPointer(late)).toBe("/data/attributes/email");
  });

  it("answers 422 at current_password when it is wrong or missing, and at the e-mail when unchanged", async () => {
    const { user, token } = await member();
    const wrong = await changeEmail(token, { email: "x-new@example.test", current_password: "Wrong-Password-1" });
    expect(wrong.statusCode).toBe(422);
    expect(errorPointer(wrong)).toBe("/data/attributes/current_password");
    const missing = await changeEmail(token, { email: "x-new@example.test" });
    expect(errorPointer(missing)).toBe("/data/attributes/current_password");
    const same = await changeEmail(token, { email: user.email.toUpperCase(), current_password: PASSWORD });
    expect(errorPointer(same)).toBe("/data/attributes/email");
    expect(await mailsTo(db, "x-new@example.test")).toEqual([]);
  });

  it("voids the earlier link when a newer one is asked for", async () => {
    const { token } = await member();
    const first = `first-${Date.now()}@example.test`;
    const second = `second-${Date.now()}@example.test`;
    await changeEmail(token, { email: first, current_password: PASSWORD });
    await changeEmail(token, { email: second, current_password: PASSWORD });
    const checksumOf = async (to: string) =>
      linkTo((await mailsTo(db, to))[0].text, "/confirm/email").searchParams.get("checksum");
    expect((await confirmEmail(await checksumOf(first))).statusCode).toBe(422);
    expect((await confirmEmail(await checksumOf(second))).statusCode).toBe(200);
  });

  it("lets an account without a password change its address without one", async () => {
    const { token } = await buildSignedInUser(db, { passwordHash: null });
    expect((await changeEmail(token, { email: `nopw-${Date.now()}@example.test` })).statusCode).toBe(202);
  });

  it("answers 403 without a session, and 422 at the checksum for a bad link", async () => {
    expect((await changeEmail(undefined, { email: "a@example.test", current_password: PASSWORD })).statusCode).toBe(
      403,
    );
    for (const checksum of ["x".repeat(43), "short", null]) {
      const res = await confirmEmail(checksum);
      expect(res.statusCode).toBe(422);
      expect(errorPointer(res)).toBe("/data/attributes/checksum");
    }
  });
});

describe("PATCH /api/v1/me/password", () => {
  it("changes the password, ends the other sessions, voids e-mailed links and tells the owner", async () => {
    const { user, token } = await member({ locale: "de" });
    const others = [await issueSession(db, user.id), await issueSession(db, user.id)];
    const reset = await issueAccountToken(db, user.id, "password_reset", { voidEarlier: true });
    const settings = await issueAccountToken(db, user.id, "notification_settings", { voidEarlier: false });

    const res = await changePassword(token, { current_password: PASSWORD, password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ meta: { detail: "Your password has been changed." } });

    expect(await verifyPassword((await storedUser(user.id)).passwordHash, NEW_PASSWORD)).toBe(true);
    expect((await me(token)).statusCode).toBe(200);
    for (const other of others) expect((await me(other.token)).statusCode).toBe(403);
    expect(await findAccountToken(db, "password_reset", reset)).toBeNull();
    expect(await findAccountToken(db, "notification_settings", settings)).toBeNull();

    const [mail] = await mailsTo(db, user.email);
    expect(mail).toMatchObject({ kind: "password_changed", subject: "Dein Atelier-Passwort wurde geändert" });
    const rotated = linkTo(mail.text, "/settings/notifications").searchParams.get("token");
    expect(await findAccountToken(db, "notification_settings", rotated)).toMatchObject({ userId: user.id });
  });

  it("answers 422 at current_password when it is wrong or missing, and changes nothing", async () => {
    const { user, token } = await member();
    const other = await issueSession(db, user.id);
    for (const attributes of [{ current_password: "Wrong-Password-1" }, {}]) {
      const res = await changePassword(token, { ...attributes, password: NEW_PASSWORD });
      expect(res.statusCode).toBe(422);
      expect(errorPointer(res)).toBe("/data/attributes/current_password");
    }
    expect(await verifyPassword((await storedUser(user.id)).passwordHash, PASSWORD)).toBe(true);
    expect((await me(other.token)).statusCode).toBe(200);
    expect(await mailsTo(db, user.email)).toEqual([]);
  });

  it("answers 422 at the password for a weak one", async () => {
    const { token } = await member();
    const res = await changePassword(token, { current_password: PASSWORD, password: "abc" });
    expect(res.statusCode).toBe(422);
    expect(errorPointer(res)).toBe("/data/attributes/password");
  });

  it("lets an account without a password set one without a current password", async () => {
    const { user, token } = await buildSignedInUser(db, { passwordHash: null });
    expect((await changePassword(token, { password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(201);
  });

  it("answers 403 without a session and 409 for a body about another user", async () => {
    expect((await changePassword(undefined, { password: NEW_PASSWORD })).statusCode).toBe(403);
    const { user, token } = await member();
    const res = await request(ctx.app, "PATCH", "/api/v1/me/password", {
      token,
      payload: { data: { type: "me", id: String(user.id + 1000), attributes: { password: NEW_PASSWORD } } },
    });
    expect(res.statusCode).toBe(409);
  });

  it("allows 10 credential changes per account in 10 minutes, from any address", async () => {
    const { token } = await member();
    for (let i = 0; i < 10; i++) {
      const res = await changePassword(token, { current_password: "Wrong-Password-1", password: NEW_PASSWORD });
      expect(res.statusCode).toBe(422);
    }
    const refused = await request(ctx.app, "PATCH", "/api/v1/me/password", {
      type: "passwords",
      attributes: { current_password: PASSWORD, password: NEW_PASSWORD },
      token,
      remoteAddress: newClientAddress(),
    });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("counts a malformed change against the account's allowance too, and answers 403 to anonymous callers first", async () => {
    const { token } = await member();
    for (let i = 0; i < 10; i++) {
      const res = await changePassword(token, { current_password: [[]], password: NEW_PASSWORD });
      expect(res.statusCode).toBe(422);
    }
    expect((await changePassword(token, { current_password: PASSWORD, password: NEW_PASSWORD })).statusCode).toBe(429);
    expect((await changePassword(undefined, { current_password: [[]] })).statusCode).toBe(403);
  });

  it("gives each account behind one address its own allowance of credential changes", async () => {
    const office = newClientAddress();
    const [ada, grace] = [await member(), await member()];
    const wrongChange = (token: string) =>
      request(ctx.app, "PATCH", "/api/v1/me/password", {
        type: "passwords",
        attributes: { current_password: "Wrong-Password-1", password: NEW_PASSWORD },
        token,
        remoteAddress: office,
      });
    for (let i = 0; i < 10; i++) expect((await wrongChange(ada.token)).statusCode).toBe(422);
    expect((await wrongChange(ada.token)).statusCode).toBe(429);

    for (let i = 0; i < 10; i++) expect((await wrongChange(grace.token)).statusCode).toBe(422);
    const changed = await request(ctx.app, "PATCH", "/api/v1/me/password", {
      type: "passwords",
      attributes: { current_password: PASSWORD, password: NEW_PASSWORD },
      token: ada.token,
      remoteAddress: office,
    });
    expect(changed.statusCode).toBe(429);
    expect(await verifyPassword((await storedUser(ada.user.id)).passwordHash, PASSWORD)).toBe(true);
  });
});

describe("POST /api/v1/me/delete", () => {
  it("deletes the account and what it owns, clears the cookie, ends the session and says goodbye", async () => {
    const { user, token } = await member({ name: "Ada", locale: "de" });
    await db.insert(addresses).values({ userId: user.id, city: "Berlin" });
    await db.insert(registrations).values({ status: 7, email: user.email, userId: user.id });
    await issueAccountToken(db, user.id, "notification_settings", { voidEarlier: false });

    const res = await send("POST", "/api/v1/me/delete", token, { password: PASSWORD });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(sessionCookie(res.headers["set-cookie"])).toMatch(/^authToken=;/);

    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await db.select().from(addresses).where(eq(addresses.userId, user.id))).toEqual([]);
    expect(await db.select().from(registrations).where(eq(registrations.userId, user.id))).toEqual([]);
    expect(await db.select().from(accountTokens).where(eq(accountTokens.userId, user.id))).toEqual([]);
    expect((await me(token)).statusCode).toBe(403);
    expect((await login(user.email, PASSWORD)).statusCode).toBe(401);

    const [goodbye] = await mailsTo(db, user.email);
    expect(goodbye).toMatchObject({ kind: "account_deleted", subject: "Dein Atelier-Konto wurde gelöscht" });
    expect(goodbye.text).toContain("Hallo Ada,");
    expect(goodbye.text).not.toContain("/settings/notifications");
  });

  it("removes the files the account uploaded, rows and bytes", async () => {
    const { user, token } = await member();
    const key = `test/${user.id}/cv.pdf`;
    await ctx.deps.storage.put(key, Buffer.from("%PDF-1.4 test"), { contentType: "application/pdf" });
    await buildStoredFile(db, {
      key,
      ownerId: user.id,
      contentType: "application/pdf",
      byteSize: 13,
      originalName: "cv.pdf",
      sha256: "0".repeat(64),
    });

    expect((await send("POST", "/api/v1/me/delete", token, { password: PASSWORD })).statusCode).toBe(204);

    expect(await db.select().from(storedFiles).where(eq(storedFiles.key, key))).toEqual([]);
    expect(await ctx.deps.storage.get(key)).toBeNull();
  });

  it("answers 422 at the password when it is wrong and keeps the account", async () => {
    const { user, token } = await member();
    const res = await send("POST", "/api/v1/me/delete", token, { password: "Wrong-Password-1" });
    expect(res.statusCode).toBe(422);
    expect(errorPointer(res)).toBe("/data/attributes/password");
    expect(await storedUser(user.id)).toBeDefined();
    expect((await me(token)).statusCode).toBe(200);
  });

  it("asks an account without a password to type its e-mail address", async () => {
    const { user, token } = await buildSignedInUser(db, { passwordHash: null });
    const wrong = await send("POST", "/api/v1/me/delete", token, { confirmation: "someone-else@example.test" });
    expect(wrong.statusCode).toBe(422);
    expect(errorPointer(wrong)).toBe("/data/attributes/confirmation");
    expect(
      (await send("POST", "/api/v1/me/delete", token, { confirmation: user.email.toUpperCase() })).statusCode,
    ).toBe(204);
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });

  it("answers 403 without a session", async () => {
    expect((await send("POST", "/api/v1/me/delete", undefined, { password: PASSWORD })).statusCode).toBe(403);
  });
});

describe("POST /api/v1/me/deactivate", () => {
  it("hides the account, ends every session, and signing in again reactivates it", async () => {
    const { user, token } = await member();
    const other = await issueSession(db, user.id);

    const res = await send("POST", "/api/v1/me/deactivate", token, { password: PASSWORD });
    expect(res.statusCode).toBe(204);
    expect(sessionCookie(res.headers["set-cookie"])).toMatch(/^authToken=;/);
    expect((await storedUser(user.id)).deactivatedAt).toBeInstanceOf(Date);
    expect(await openSessions(user.id)).toEqual([]);
    expect((await me(token)).statusCode).toBe(403);
    expect((await me(other.token)).statusCode).toBe(403);

    const back = await login(user.email, PASSWORD);
    expect(back.statusCode).toBe(201);
    expect((await storedUser(user.id)).deactivatedAt).toBeNull();
    expect((await me(back.json().data.attributes.auth_token)).json().data.attributes.deactivated).toBe(false);
  });

  it("answers 422 at the password when it is wrong and keeps the account active", async () => {
    const { user, token } = await member();
    const res = await send("POST", "/api/v1/me/deactivate", token, { password: "Wrong-Password-1" });
    expect(res.statusCode).toBe(422);
    expect(errorPointer(res)).toBe("/data/attributes/password");
    expect((await storedUser(user.id)).deactivatedAt).toBeNull();
  });
});
