import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { linkTo, mailedResetToken, mailsTo, sessionCookie } from "../../../../test/accounts.ts";
import { createTestContext, TEST_ORIGIN } from "../../../../test/context.ts";
import { buildUser } from "../../../../test/factories.ts";
import { newClientAddress, request } from "../../../../test/http.ts";
import { accountTokens, sessions, users } from "../../../db/schema/index.ts";
import { findAccountToken } from "../../../platform/auth/account-tokens.ts";
import { hashPassword, verifyPassword } from "../../../platform/auth/passwords.ts";
import { issueSession } from "../../../platform/auth/sessions.ts";
import { hashToken } from "../../../platform/auth/tokens.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const OLD_PASSWORD = "Old-Password-1";
const NEW_PASSWORD = "Fresh-Password-2";
const oldHash = await hashPassword(OLD_PASSWORD);

const accountWithPassword = (overrides: Partial<typeof users.$inferInsert> = {}) =>
  buildUser(db, { passwordHash: oldHash, ...overrides });

const askForReset = (email: unknown, remoteAddress = newClientAddress()) =>
  request(ctx.app, "POST", "/api/v1/password_resets", {
    type: "password_resets",
    attributes: { email },
    remoteAddress,
  });

const reset = (token: unknown, password: unknown = NEW_PASSWORD) =>
  request(ctx.app, "PATCH", "/api/v1/password_resets", { type: "password_resets", attributes: { token, password } });

const login = (email: string, password: string) =>
  request(ctx.app, "POST", "/api/v1/login", { type: "sessions", attributes: { email, password } });

const storedUser = async (id: number) => (await db.select().from(users).where(eq(users.id, id)))[0];

describe("POST /api/v1/password_resets", () => {
  it("mails a confirmed account a link to APP_URL/password-reset/{token} and stores only its hash", async () => {
    const user = await accountWithPassword({ name: "Grete", locale: "de" });
    const res = await askForReset(`  ${user.email.toUpperCase()} `);

    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      meta: { detail: "If an account has this address, a link to reset its password is on its way." },
    });
    const [mail] = await mailsTo(db, user.email);
    expect(mail).toMatchObject({ kind: "password_reset", subject: "Setze dein Atelier-Passwort zurück" });
    expect(mail.text).toContain("Hallo Grete,");
    const link = linkTo(mail.text, "/password-reset/");
    expect(link.origin).toBe(TEST_ORIGIN);
    const token = link.pathname.split("/").at(-1)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [row] = await db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, user.id), eq(accountTokens.purpose, "password_reset")));
    expect(row.tokenHash).toBe(hashToken(token));
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(115 * 60_000);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(120 * 60_000);

    // Every mail to a member carries a settings link whose token reaches the notification settings.
    const settingsLink = linkTo(mail.text, "/settings/notifications");
    expect(settingsLink.origin).toBe(TEST_ORIGIN);
    const settingsToken = settingsLink.searchParams.get("token");
    expect(await findAccountToken(db, "notification_settings", settingsToken)).toMatchObject({ userId: user.id });
  });

  it("answers an unknown address with the same 202 and body, and mails and stores nothing", async () => {
    const user = await accountWithPassword();
    const known = await askForReset(user.email);
    const tokensBefore = await db.$count(accountTokens);
    const nobody = `nobody-${Date.now()}@example.test`;
    const unknown = await askForReset(nobody);
    expect(unknown.statusCode).toBe(202);
    expect(unknown.headers["content-type"]).toBe(known.headers["content-type"]);
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo(db, nobody)).toEqual([]);
    expect(await db.$count(accountTokens)).toBe(tokensBefore);
  });

  it("answers unknown and known addresses in about the same time", async () => {
    const timed = async (email: string) => {
      const started = performance.now();
      expect((await askForReset(email)).statusCode).toBe(202);
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await timed((await accountWithPassword()).email));
      unknown.push(await timed(`ghost-${i}-${Date.now()}@example.test`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const ratio = median(unknown) / median(known);
    expect(ratio).toBeGreaterThan(0.7);
    expect(ratio).toBeLessThan(1.4);
  });

  it("answers an account that has not confirmed its address alike, and mails it no reset link", async () => {
    const user = await accountWithPassword({ confirmedAt: null });
    const res = await askForReset(user.email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({
      meta: { detail: "If an account has this address, a link to reset its password is on its way." },
    });
    expect(await mailsTo(db, user.email)).toEqual([]);
  });

  it("answers 422 at the e-mail for a malformed address", async () => {
    for (const email of ["", "no-at-sign", 42, null]) {
      const res = await askForReset(email);
      expect(res.statusCode, JSON.stringify(email)).toBe(422);
      expect(res.json().errors[0].source).toEqual({ pointer: "/data/attributes/email" });
    }
  });
});

describe("PATCH /api/v1/password_resets", () => {
  it("sets the new password without signing in, ends every session and tells the owner", async () => {
    const user = await accountWithPassword({ name: "Ada" });
    const held = [await issueSession(db, user.id), await issueSession(db, user.id)];
    const token = await mailedResetToken(ctx.app, user.email);
    const settingsToken = linkTo((await mailsTo(db, user.email))[0].text, "/settings/notifications").searchParams.get(
      "token",
    );

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ meta: { detail: "Your password has been changed. Please sign in." } });
    expect(JSON.stringify(res.json())).not.toContain("auth_token");
    expect(sessionCookie(res.headers["set-cookie"])).toBeUndefined();

    expect(await verifyPassword((await storedUser(user.id)).passwordHash, NEW_PASSWORD)).toBe(true);
    const open = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, user.id), isNull(sessions.endedAt)));
    expect(open).toEqual([]);
    for (const { token: sessionToken } of held) {
      expect((await request(ctx.app, "GET", "/api/v1/me", { token: sessionToken })).statusCode).toBe(403);
    }
    // The settings link mailed before the reset is rotated away.
    expect(await findAccountToken(db, "notification_settings", settingsToken)).toBeNull();

    const changed = (await mailsTo(db, user.email)).filter((m) => m.kind === "password_changed");
    expect(changed).toHaveLength(1);
    expect(changed[0].subject).toBe("Your Atelier password was changed");
    expect(linkTo(changed[0].text, "/password-reset").href).toBe(`${TEST_ORIGIN}/password-reset`);

    expect((await login(user.email, OLD_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(201);
  });

  it("refuses a weak password at the password and keeps the link usable", async () => {
    const user = await accountWithPassword();
    const token = await mailedResetToken(ctx.app, user.email);
    const weak = await reset(token, "weakpass");
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors[0].source).toEqual({ pointer: "/data/attributes/password" });
    expect((await reset(token)).statusCode).toBe(200);
  });

  it("answers 422 at the token for an unknown, malformed or missing one", async () => {
    for (const token of ["x".repeat(43), "short", undefined, 123]) {
      const res = await reset(token);
      expect(res.statusCode, JSON.stringify(token)).toBe(422);
      expect(res.json().errors[0].source).toEqual({ pointer: "/data/attributes/token" });
    }
  });

  it("gives an account without a password one", async () => {
    const user = await buildUser(db, { passwordHash: null });
    expect((await reset(await mailedResetToken(ctx.app, user.email))).statusCode).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(201);
  });
});
