import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountTokens } from "../../src/db/schema/index.ts";
import { issueAccountToken } from "../../src/platform/auth/account-tokens.ts";
import { hashPassword, verifyPassword } from "../../src/platform/auth/passwords.ts";
import {
  accountLinks,
  CHOSEN_PASSWORD,
  CURRENT_PASSWORD,
  mailedEmailChange,
  mailedResetToken,
  mailsTo,
  signUp,
} from "../accounts.ts";
import { createTestContext } from "../context.ts";
import { buildSignedInUser, buildUser } from "../factories.ts";
import { newClientAddress, request } from "../http.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const passwordHash = await hashPassword(CURRENT_PASSWORD);
const { requestReset, reset, confirmEmail, storedUser, expectTokenError } = accountLinks(ctx.app);

describe("I4 guessing and flooding", () => {
  it("answers 20 reset requests for one address alike, but mails only 5 in 30 minutes", async () => {
    const user = await buildUser(db, { passwordHash });
    // All at once: the account's row lock makes each request count the links sent before it.
    const answers = await Promise.all(Array.from({ length: 20 }, () => requestReset(user.email)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(202));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect((await mailsTo(db, user.email)).filter((m) => m.kind === "password_reset")).toHaveLength(5);
  });

  it("limits reset requests per client address", async () => {
    const address = newClientAddress();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => requestReset(`flood-${i}@example.test`, { remoteAddress: address })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(25).fill(202));
    const refused = await requestReset("flood-last@example.test", { remoteAddress: address });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it.each([
    ["a reset link", (token: string, remoteAddress: string) => reset(token, { remoteAddress }), 10],
    ["an e-mail change link", (token: string, remoteAddress: string) => confirmEmail(token, { remoteAddress }), 20],
  ])("answers random guesses at %s with 429 after a few", async (_, guess, allowed) => {
    const address = newClientAddress();
    for (let i = 0; i < allowed; i++) {
      expect((await guess(randomBytes(32).toString("base64url"), address)).statusCode).toBe(422);
    }
    const refused = await guess(randomBytes(32).toString("base64url"), address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("answers random guesses at a sign-up confirmation with 429 after a few", async () => {
    const { registrationId } = await signUp(ctx.app, db);
    const address = newClientAddress();
    const guess = () =>
      request(ctx.app, "PATCH", `/api/v1/registrations/${registrationId}/confirm`, {
        type: "registrations",
        attributes: { checksum: randomBytes(32).toString("base64url") },
        remoteAddress: address,
      });
    for (let i = 0; i < 20; i++) expect((await guess()).statusCode).toBe(422);
    expect((await guess()).statusCode).toBe(429);
  });

  it("stores e-mailed tokens only as hashes of at least 256 random bits", async () => {
    const user = await buildUser(db, { passwordHash });
    const token = await mailedResetToken(ctx.app, user.email);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const dump = await db
      .select({ row: sql<string>`${accountTokens}::text` })
      .from(accountTokens)
      .where(eq(accountTokens.userId, user.id));
    expect(dump.length).toBeGreaterThan(0);
    expect(dump.map((d) => d.row).join("\n")).not.toContain(token);
  });
});

describe("a token reaches only its own account and purpose", () => {
  it("a reset link used from another user's session changes only its owner's password", async () => {
    const owner = await buildUser(db, { passwordHash });
    const other = await buildSignedInUser(db, { passwordHash });
    const token = await mailedResetToken(ctx.app, owner.email);
    expect((await reset(token, { token: other.token })).statusCode).toBe(200);
    expect(await verifyPassword((await storedUser(owner.id)).passwordHash, CHOSEN_PASSWORD)).toBe(true);
    expect(await verifyPassword((await storedUser(other.user.id)).passwordHash, CURRENT_PASSWORD)).toBe(true);
    expect((await request(ctx.app, "GET", "/api/v1/me", { token: other.token })).statusCode).toBe(200);
  });

  it("an e-mail change link opened in another user's session changes only its owner", async () => {
    const owner = await buildSignedInUser(db, { passwordHash });
    const other = await buildSignedInUser(db, { passwordHash });
    const newEmail = `owner-new-${Date.now()}@example.test`;
    const checksum = await mailedEmailChange(ctx.app, owner.token, newEmail, CURRENT_PASSWORD);
    const res = await confirmEmail(checksum, { token: other.token });
    expect(res.statusCode).toBe(200);
    expect((await storedUser(owner.user.id)).email).toBe(newEmail);
    expect((await storedUser(other.user.id)).email).toBe(other.user.email);
    const me = await request(ctx.app, "GET", "/api/v1/me", { token: res.json().data.attributes.auth_token });
    expect(me.json().data.id).toBe(String(owner.user.id));
  });

  it("a token of one purpose is refused for every other", async () => {
    const { user, token } = await buildSignedInUser(db, { passwordHash });
    const settings = await issueAccountToken(db, user.id, "notification_settings", { voidEarlier: false });
    const emailChange = await mailedEmailChange(ctx.app, token, `purpose-${Date.now()}@example.test`, CURRENT_PASSWORD);
    const resetToken = await mailedResetToken(ctx.app, user.email);
    const { checksum: signUpChecksum } = await signUp(ctx.app, db);

    for (const wrong of [settings, emailChange, signUpChecksum]) expectTokenError(await reset(wrong));
    for (const wrong of [settings, resetToken, signUpChecksum]) {
      const res = await confirmEmail(wrong);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].source).toEqual({ pointer: "/data/attributes/checksum" });
    }
    // The settings token is not a session either.
    expect((await request(ctx.app, "GET", "/api/v1/me", { token: settings })).statusCode).toBe(403);
    const asPasswordChange = await request(ctx.app, "PATCH", "/api/v1/me/password", {
      type: "passwords",
      attributes: { password: CHOSEN_PASSWORD },
      headers: { "x-settings-token": settings },
    });
    expect(asPasswordChange.statusCode).toBe(403);
    expect(await verifyPassword((await storedUser(user.id)).passwordHash, CURRENT_PASSWORD)).toBe(true);
  });
});
