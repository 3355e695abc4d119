import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountTokens } from "../../src/db/schema/index.ts";
import { hashPassword, verifyPassword } from "../../src/platform/auth/passwords.ts";
import { hashToken } from "../../src/platform/auth/tokens.ts";
import { accountLinks, CURRENT_PASSWORD, mailedEmailChange, mailedResetToken, mailsTo } from "../accounts.ts";
import { createTestContext, TEST_ORIGIN } from "../context.ts";
import { buildSignedInUser, buildUser } from "../factories.ts";
import { request } from "../http.ts";

const ctx = await createTestContext();
// Behind a trusted proxy the forwarded host is what Fastify reports as the request's host.
const proxied = await createTestContext({ TRUST_PROXY: "1" });
const { db } = ctx.deps;

const passwordHash = await hashPassword(CURRENT_PASSWORD);
const { reset, confirmEmail, storedUser, expectTokenError } = accountLinks(ctx.app);

describe("I1 single use", () => {
  it("accepts a reset link once", async () => {
    const user = await buildUser(db, { passwordHash });
    const token = await mailedResetToken(ctx.app, user.email);
    expect((await reset(token)).statusCode).toBe(200);
    expectTokenError(await reset(token));
  });

  it("lets exactly one of simultaneous uses of a reset link through", async () => {
    const user = await buildUser(db, { passwordHash });
    const token = await mailedResetToken(ctx.app, user.email);
    const results = await Promise.all(Array.from({ length: 5 }, () => reset(token)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422, 422]);
    expect((await mailsTo(db, user.email)).filter((m) => m.kind === "password_changed")).toHaveLength(1);
  });

  it("lets exactly one of simultaneous uses of an e-mail change link through", async () => {
    const { user, token } = await buildSignedInUser(db, { passwordHash });
    const newEmail = `concurrent-${Date.now()}@example.test`;
    const checksum = await mailedEmailChange(ctx.app, token, newEmail, CURRENT_PASSWORD);
    const results = await Promise.all(Array.from({ length: 4 }, () => confirmEmail(checksum)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422]);
    expect((await storedUser(user.id)).email).toBe(newEmail);
  });
});

describe("I2 lifetime and replacement", () => {
  it("refuses a reset link past its lifetime", async () => {
    const user = await buildUser(db, { passwordHash });
    const token = await mailedResetToken(ctx.app, user.email);
    await db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    expectTokenError(await reset(token));
    expect(await verifyPassword((await storedUser(user.id)).passwordHash, CURRENT_PASSWORD)).toBe(true);
  });

  it("voids a reset link once a newer one is sent", async () => {
    const user = await buildUser(db, { passwordHash });
    const older = await mailedResetToken(ctx.app, user.email);
    const newer = await mailedResetToken(ctx.app, user.email);
    expectTokenError(await reset(older));
    expect((await reset(newer)).statusCode).toBe(200);
  });
});

describe("I3 links in e-mails use APP_URL, never the request's host", () => {
  const evil = {
    host: "evil.tld",
    "x-forwarded-host": "evil.tld",
    "x-forwarded-proto": "https",
    forwarded: "host=evil.tld",
  };
  const expectOnlyAppLinks = (text: string, html: string | null) => {
    const links = text.match(/https?:\/\/\S+/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(new URL(link).origin).toBe(TEST_ORIGIN);
    expect(`${text}${html}`).not.toContain("evil.tld");
  };

  it("in reset mails, directly and behind a trusted proxy", async () => {
    for (const app of [ctx.app, proxied.app]) {
      const user = await buildUser(app.deps.db, { passwordHash });
      expect((await accountLinks(app).requestReset(user.email, { headers: evil })).statusCode).toBe(202);
      const [mail] = await mailsTo(app.deps.db, user.email);
      expectOnlyAppLinks(mail.text, mail.html);
    }
  });

  it("in reset mails asked for with an absolute URI naming another host", async () => {
    const user = await buildUser(db, { passwordHash });
    const res = await request(ctx.app, "POST", "http://evil.tld/api/v1/password_resets", {
      type: "password_resets",
      attributes: { email: user.email },
    });
    expect(res.statusCode).toBe(202);
    const [mail] = await mailsTo(db, user.email);
    expectOnlyAppLinks(mail.text, mail.html);
  });

  it("in sign-up confirmations and e-mail change mails", async () => {
    const opened = await request(ctx.app, "POST", "/api/v1/registrations", {
      type: "registrations",
      attributes: {},
      headers: evil,
    });
    const email = `i3-${Date.now()}@example.test`;
    const signedUp = await request(ctx.app, "PATCH", `/api/v1/registrations/${opened.json().data.id}`, {
      type: "registrations",
      attributes: { email, password: CURRENT_PASSWORD, captcha: ctx.config.captchaFixedText, agreed: true },
      headers: evil,
    });
    expect(signedUp.statusCode).toBe(200);
    const [confirmation] = await mailsTo(db, email);
    expectOnlyAppLinks(confirmation.text, confirmation.html);

    const { user, token } = await buildSignedInUser(db, { passwordHash });
    const newEmail = `i3-new-${Date.now()}@example.test`;
    const res = await request(ctx.app, "PATCH", "/api/v1/me/email", {
      type: "emails",
      attributes: { email: newEmail, current_password: CURRENT_PASSWORD },
      token,
      headers: evil,
    });
    expect(res.statusCode).toBe(202);
    for (const mail of [...(await mailsTo(db, newEmail)), ...(await mailsTo(db, user.email))]) {
      expectOnlyAppLinks(mail.text, mail.html);
    }
  });
});
