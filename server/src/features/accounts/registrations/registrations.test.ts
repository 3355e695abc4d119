import { SignupStatus } from "@atelier/common";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { linkTo, mailsTo, STRONG_PASSWORD, sessionCookie, signUp } from "../../../../test/accounts.ts";
import { createTestContext, TEST_ORIGIN } from "../../../../test/context.ts";
import { buildSignedInUser, buildUser } from "../../../../test/factories.ts";
import { newClientAddress, request } from "../../../../test/http.ts";
import { startSmtpSink } from "../../../../test/peers/smtp-sink.ts";
import { captchas, registrations, sessions, settings, users } from "../../../db/schema/index.ts";
import { verifyPassword } from "../../../platform/auth/passwords.ts";
import { hashToken } from "../../../platform/auth/tokens.ts";

const sink = await startSmtpSink();
afterAll(() => sink.close());
const ctx = await createTestContext({ SMTP_URL: sink.url });
const { db } = ctx.deps;
const CAPTCHA = ctx.config.captchaFixedText as string;

const open = (remoteAddress = newClientAddress(), attributes: Record<string, unknown> = { service: "email" }) =>
  request(ctx.app, "POST", "/api/v1/registrations", { type: "registrations", attributes, remoteAddress });

const initiate = (id: string, attributes: Record<string, unknown>, remoteAddress = newClientAddress()) =>
  request(ctx.app, "PATCH", `/api/v1/registrations/${id}`, { type: "registrations", attributes, remoteAddress });

const confirm = (id: string, checksum: unknown, opts: { token?: string } = {}) =>
  request(ctx.app, "PATCH", `/api/v1/registrations/${id}/confirm`, {
    type: "registrations",
    attributes: { checksum },
    ...opts,
  });

const resend = (id: string) => request(ctx.app, "PATCH", `/api/v1/registrations/${id}/resend_confirmation_email`);
const renewCaptcha = (id: string) => request(ctx.app, "PATCH", `/api/v1/registrations/${id}/captcha`);

const form = (overrides: Record<string, unknown> = {}) => ({
  email: `new-${Math.random().toString(36).slice(2, 10)}@example.test`,
  password: STRONG_PASSWORD,
  captcha: CAPTCHA,
  agreed: true,
  ...overrides,
});

const stored = async (id: string) => (await db.select().from(registrations).where(eq(registrations.id, id)))[0];
const userByEmail = async (email: string) =>
  (await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`))[0];
const me = (token: string) => request(ctx.app, "GET", "/api/v1/me", { token });

/** Opens a registration and answers its captcha wrongly, so that captcha is used up. */
async function withUsedCaptcha() {
  const opened = await open();
  const id = opened.json().data.id;
  expect((await initiate(id, form({ captcha: "wrong" }))).statusCode).toBe(422);
  return id as string;
}

describe("POST /api/v1/registrations", () => {
  it("opens a sign-up at status requested with a captcha image and records the client address", async () => {
    const address = newClientAddress();
    const res = await open(address, { service: "email", locale: "de" });

    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      type: "registrations",
      attributes: {
        status: SignupStatus.requested,
        service: "email",
        locale: "de",
        email: null,
        email_sent_at: null,
      },
    });
    expect(data.attributes).not.toHaveProperty("auth_token");
    expect(data.attributes).not.toHaveProperty("ip");
    const row = await stored(data.id);
    expect(row).toMatchObject({ status: SignupStatus.requested, ip: address, locale: "de", userId: null });
    expect(data.attributes.captcha_url).toBe(`/api/captchas/${row.captchaId}`);

    const image = await ctx.app.inject({ url: data.attributes.captcha_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toMatch(/^image\/svg\+xml/);
  });

  it("defaults to an e-mail sign-up in English", async () => {
    const res = await request(ctx.app, "POST", "/api/v1/registrations", { type: "registrations", attributes: {} });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes).toMatchObject({ service: "email", locale: "en" });
  });

  it("answers 422 for an unknown service or locale, and 409 for another resource type", async () => {
    const service = await open(undefined, { service: "myspace" });
    expect(service.statusCode).toBe(422);
    expect(service.json().errors[0].source).toEqual({ pointer: "/data/attributes/service" });
    const locale = await open(undefined, { locale: "fr" });
    expect(locale.json().errors[0].source).toEqual({ pointer: "/data/attributes/locale" });
    const type = await request(ctx.app, "POST", "/api/v1/registrations", { type: "users", attributes: {} });
    expect(type.statusCode).toBe(409);
  });

  it("allows 20 sign-ups per client address in 15 minutes, then answers 429 with Retry-After", async () => {
    const address = newClientAddress();
    for (let i = 0; i < 20; i++) expect((await open(address)).statusCode).toBe(201);
    const refused = await open(address);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().errors[0]).toMatchObject({ status: "429", code: "rate_limited" });
    expect((await open(newClientAddress())).statusCode).toBe(201);
  });
});

describe("the whole sign-up", () => {
  it("creates the unconfirmed user, signs in, mails the link over SMTP and confirms through it", async () => {
    const email = `Ada.${Date.now()}@Example.test`;
    const opened = await open();
    const id: string = opened.json().data.id;

    const res = await initiate(id, form({ email, ip: "{ip}", locale: "en" }));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      type: "registrations",
      id,
      attributes: { status: SignupStatus.unconfirmed, email, captcha_url: null },
    });
    const token: string = data.attributes.auth_token;
    expect(sessionCookie(res.headers["set-cookie"])).toMatch(new RegExp(`^authToken=${token};`));

    const user = await userByEmail(email);
    expect(user).toMatchObject({ email, confirmedAt: null, complete: false, locale: "en" });
    expect(user.acceptedTermsAt).toBeInstanceOf(Date);
    expect(user.passwordHash).not.toContain(STRONG_PASSWORD);
    expect(await verifyPassword(user.passwordHash, STRONG_PASSWORD)).toBe(true);
    const row = await stored(id);
    expect(row).toMatchObject({ status: SignupStatus.unconfirmed, userId: user.id, email, captchaId: null });
    expect(data.attributes.email_sent_at).toBe(row.emailSentAt?.toISOString());
    expect(row.checksumExpiresAt!.getTime() - Date.now()).toBeGreaterThan(47 * 3_600_000);

    const signedIn = await me(token);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.attributes).toMatchObject({ confirmed: false, complete: false, registration_id: id });

    await ctx.deps.mail.flush();
    // The sink sees the envelope address as the SMTP client wrote it; the domain may be lower-cased.
    const mail = sink.received.find((m) => m.envelope.to.some((to) => to.toLowerCase() === email.toLowerCase()));
    expect(mail?.parsed.subject).toBe("Confirm your e-mail address for Atelier");
    const link = linkTo(mail!.parsed.text!, "/signup/confirm/");
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_ORIGIN}/signup/confirm/${id}`);
    const checksum = link.searchParams.get("checksum")!;
    expect(checksum).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row.checksumHash).toBe(hashToken(checksum));
    expect(mail!.parsed.html).toContain(`href="${link.href.replace(/&/g, "&amp;")}"`);
    // A sign-up confirmation goes to an address nobody has confirmed: no settings link in it.
    expect(mail!.parsed.text).not.toContain("/settings/notifications");

    const confirmed = await confirm(id, checksum, { token });
    expect(confirmed.statusCode).toBe(200);
    const after = confirmed.json().data;
    expect(after).toMatchObject({ type: "registrations", id, attributes: { status: SignupStatus.confirmed } });
    const newToken: string = after.attributes.auth_token;
    expect(newToken).not.toBe(token);
    expect(sessionCookie(confirmed.headers["set-cookie"])).toMatch(new RegExp(`^authToken=${newToken};`));

    expect((await userByEmail(email)).confirmedAt).toBeInstanceOf(Date);
    expect(await stored(id)).toMatchObject({ status: SignupStatus.confirmed, checksumHash: null });
    expect((await me(token)).statusCode).toBe(403);
    const confirmedMe = await me(newToken);
    expect(confirmedMe.json().data.attributes).toMatchObject({ confirmed: true, registration_id: null });
  });

  it("writes the confirmation in the registration's language", async () => {
    const { email } = await signUp(ctx.app, db, { locale: "de" });
    const [mail] = await mailsTo(db, email);
    expect(mail.subject).toBe("Bestätige deine E-Mail-Adresse für Atelier");
    expect(mail.text).toContain("Hallo,");
    expect(mail.html).toContain('<html lang="de">');
    expect((await userByEmail(email)).locale).toBe("de");
  });

  it("accepts a confirmation link once", async () => {
    const { registrationId, checksum } = await signUp(ctx.app, db);
    expect((await confirm(registrationId, checksum)).statusCode).toBe(200);
    const again = await confirm(registrationId, checksum);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0].source).toEqual({ pointer: "/data/attributes/checksum" });
  });

  it("signs in the browser that signed up, by the session cookie it was given", async () => {
    const { registrationId, checksum, token, email } = await signUp(ctx.app, db);
    const res = await request(ctx.app, "PATCH", `/api/v1/registrations/${registrationId}/confirm`, {
      type: "registrations",
      attributes: { checksum },
      cookies: { authToken: token },
      headers: { origin: TEST_ORIGIN },
    });
    expect(res.statusCode).toBe(200);
    const newToken: string = res.json().data.attributes.auth_token;
    expect(newToken).toMatch(/\S{20,}/);
    expect(sessionCookie(res.headers["set-cookie"])).toMatch(new RegExp(`^authToken=${newToken};`));
    expect((await me(newToken)).json().data.attributes).toMatchObject({ email, confirmed: true });
  });

  it("confirms a forwarded link in a fresh browser without signing it in", async () => {
    const { registrationId, checksum, email } = await signUp(ctx.app, db);
    const user = await userByEmail(email);
    const sessionsBefore = await db.select().from(sessions).where(eq(sessions.userId, user.id));

    const res = await confirm(registrationId, checksum);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ status: SignupStatus.confirmed });
    expect(res.json().data.attributes).not.toHaveProperty("auth_token");
    expect(sessionCookie(res.headers["set-cookie"])).toBeUndefined();
    expect((await userByEmail(email)).confirmedAt).toBeInstanceOf(Date);
    expect(await db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(sessionsBefore.length);
  });

  it("confirms a link opened in someone else's signed-in browser, who stays signed in as themselves", async () => {
    const { registrationId, checksum, email } = await signUp(ctx.app, db);
    const stranger = await buildSignedInUser(db);
    const res = await confirm(registrationId, checksum, { token: stranger.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).not.toHaveProperty("auth_token");
    expect(sessionCookie(res.headers["set-cookie"])).toBeUndefined();
    expect((await userByEmail(email)).confirmedAt).toBeInstanceOf(Date);
    const strangerMe = await me(stranger.token);
    expect(strangerMe.statusCode).toBe(200);
    expect(strangerMe.json().data.id).toBe(String(stranger.user.id));
  });

  it("lets exactly one of several simultaneous confirmations through", async () => {
    const { registrationId, checksum, token } = await signUp(ctx.app, db);
    const results = await Promise.all(Array.from({ length: 5 }, () => confirm(registrationId, checksum, { token })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422, 422, 422, 422]);
    const [{ userId }] = await db
      .select({ userId: registrations.userId })
      .from(registrations)
      .where(eq(registrations.id, registrationId));
    // The sign-up's session gave way to the single confirmation's.
    const live = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId!), isNull(sessions.endedAt)));
    expect(live).toHaveLength(1);
  });

  it("refuses an expired link, a wrong one, and another registration's", async () => {
    const first = await signUp(ctx.app, db);
    const second = await signUp(ctx.app, db);
    expect((await confirm(first.registrationId, second.checksum)).statusCode).toBe(422);
    expect((await confirm(first.registrationId, "x".repeat(43))).statusCode).toBe(422);
    await db
      .update(registrations)
      .set({ checksumExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(registrations.id, first.registrationId));
    const expired = await confirm(first.registrationId, first.checksum);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors[0].source).toEqual({ pointer: "/data/attributes/checksum" });
    expect((await userByEmail(first.email)).confirmedAt).toBeNull();
    expect((await confirm(second.registrationId, second.checksum)).statusCode).toBe(200);
  });

  it("answers 422 at the checksum for a missing or non-string one, and 404 for an unknown registration", async () => {
    const { registrationId } = await signUp(ctx.app, db);
    for (const checksum of [undefined, 12, ["a"], ""]) {
      const res = await confirm(registrationId, checksum);
      expect(res.statusCode, JSON.stringify(checksum)).toBe(422);
      expect(res.json().errors[0].source).toEqual({ pointer: "/data/attributes/checksum" });
    }
    expect((await confirm(crypto.randomUUID(), "x".repeat(43))).statusCode).toBe(404);
    expect((await confirm("not-a-uuid", "x".repeat(43))).statusCode).toBe(404);
  });
});

describe("PATCH /api/v1/registrations/{id}", () => {
  it("answers 422 at the e-mail for an address that has an account, in any case, and stores nothing", async () => {
    const existing = await buildUser(db, { email: `taken-${Date.now()}@example.test` });
    const id = (await open()).json().data.id;
    const res = await initiate(id, form({ email: existing.email.toUpperCase() }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ status: "422", code: "taken", source: { pointer: "/data/attributes/email" } }),
    ]);
    expect(await db.select().from(users).where(sql`lower(${users.email}) = lower(${existing.email})`)).toHaveLength(1);
    expect(await stored(id)).toMatchObject({ status: SignupStatus.requested, email: null, userId: null });
    expect(await mailsTo(db, existing.email.toUpperCase())).toEqual([]);
    expect(await mailsTo(db, existing.email)).toEqual([]);
  });

  it.each([
    ["password", { password: "Short1" }],
    ["password", { password: "alllowercase1" }],
    ["password", { password: "Password1" }],
    ["agreed", { agreed: undefined }],
    ["agreed", { agreed: false }],
    ["email", { email: "not-an-address" }],
    ["captcha", { captcha: undefined }],
    ["captcha", { captcha: ["atelier"] }],
    ["captcha", { captcha: null }],
  ])("answers 422 at %s for %j and leaves the captcha usable", async (attribute, overrides) => {
    const id = (await open()).json().data.id;
    const res = await initiate(id, form(overrides));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toContain(
      `/data/attributes/${attribute}`,
    );
    expect((await initiate(id, form())).statusCode).toBe(200);
  });

  it("answers 404 for an unknown or malformed id and 409 once the form was sent", async () => {
    expect((await initiate(crypto.randomUUID(), form())).statusCode).toBe(404);
    expect((await initiate("1", form())).statusCode).toBe(404);
    const { registrationId } = await signUp(ctx.app, db);
    const again = await initiate(registrationId, form());
    expect(again.statusCode).toBe(409);
    expect((await renewCaptcha(registrationId)).statusCode).toBe(409);
  });

  it("answers 409 for a sign-up through Google or Facebook, which has no password form", async () => {
    const id = (await open(undefined, { service: "google" })).json().data.id;
    const res = await initiate(id, form());
    expect(res.statusCode).toBe(409);
    expect(await stored(id)).toMatchObject({ status: SignupStatus.requested, userId: null });
  });

  it("answers 409 when the body names another registration", async () => {
    const id = (await open()).json().data.id;
    const res = await request(ctx.app, "PATCH", `/api/v1/registrations/${id}`, {
      payload: { data: { type: "registrations", id: crypto.randomUUID(), attributes: form() } },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors[0].source).toEqual({ pointer: "/data/id" });
  });
});

describe("J1 the sign-up captcha", () => {
  const captchaError = async (res: Awaited<ReturnType<typeof initiate>>) => {
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].source).toEqual({ pointer: "/data/attributes/captcha" });
  };

  it("refuses the right answer after a wrong one, until a new image is fetched", async () => {
    const id = await withUsedCaptcha();
    await captchaError(await initiate(id, form()));

    const renewed = await renewCaptcha(id);
    expect(renewed.statusCode).toBe(200);
    const { captcha_url } = renewed.json().data.attributes;
    expect(captcha_url).toBe(`/api/captchas/${(await stored(id)).captchaId}`);
    expect((await ctx.app.inject({ url: captcha_url })).statusCode).toBe(200);
    expect((await initiate(id, form())).statusCode).toBe(200);
  });

  it("uses the captcha up even when the e-mail is refused", async () => {
    const existing = await buildUser(db);
    const id = (await open()).json().data.id;
    expect((await initiate(id, form({ email: existing.email }))).statusCode).toBe(422);
    await captchaError(await initiate(id, form()));
  });

  it("refuses an expired captcha", async () => {
    const id = (await open()).json().data.id;
    const { captchaId } = await stored(id);
    await db.update(captchas).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(captchas.id, captchaId!));
    await captchaError(await initiate(id, form()));
  });

  it("binds each captcha to its registration: another one's fresh captcha does not help", async () => {
    const used = await withUsedCaptcha();
    const fresh = (await open()).json().data.id;
    const freshCaptcha = (await stored(fresh)).captchaId;
    // The form cannot name a captcha; an attempt to is ignored.
    await captchaError(
      await initiate(used, form({ captcha_id: freshCaptcha, captchaUrl: `/api/captchas/${freshCaptcha}` })),
    );
    const [row] = await db.select().from(captchas).where(eq(captchas.id, freshCaptcha!));
    expect(row.usedAt).toBeNull();
    expect((await initiate(fresh, form())).statusCode).toBe(200);
  });

  it("keeps the old image from counting once a new one is fetched", async () => {
    const id = (await open()).json().data.id;
    const before = (await stored(id)).captchaId;
    expect((await renewCaptcha(id)).statusCode).toBe(200);
    const after = (await stored(id)).captchaId;
    expect(after).not.toBe(before);
    expect((await initiate(id, form())).statusCode).toBe(200);
    const [old] = await db.select().from(captchas).where(eq(captchas.id, before!));
    expect(old.usedAt).toBeNull();
  });

  it("answers 404 when a new captcha is asked for an unknown registration", async () => {
    expect((await renewCaptcha(crypto.randomUUID())).statusCode).toBe(404);
  });
});

describe("PATCH /api/v1/registrations/{id}/resend_confirmation_email", () => {
  const sentMinutesAgo = (id: string, minutes: number) =>
    db
      .update(registrations)
      .set({ emailSentAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(registrations.id, id));

  it("answers 423 too soon after the last mail, with its time as detail and the time to retry", async () => {
    const { registrationId, email } = await signUp(ctx.app, db);
    const { emailSentAt } = await stored(registrationId);
    const res = await resend(registrationId);
    expect(res.statusCode).toBe(423);
    expect(res.json().errors[0]).toMatchObject({
      status: "423",
      detail: emailSentAt!.toISOString(),
      meta: { retry_at: new Date(emailSentAt!.getTime() + 5 * 60_000).toISOString() },
    });
    expect(await mailsTo(db, email)).toHaveLength(1);
  });

  it("mails a new link once the timespan has passed; the earlier link stops working", async () => {
    const { registrationId, email, checksum: first } = await signUp(ctx.app, db);
    await sentMinutesAgo(registrationId, 6);

    const res = await resend(registrationId);
    expect(res.statusCode).toBe(200);
    const sentAt = res.json().data.attributes.email_sent_at;
    expect(Date.now() - Date.parse(sentAt)).toBeLessThan(10_000);
    expect(res.json().data.attributes).not.toHaveProperty("auth_token");

    const mails = await mailsTo(db, email);
    expect(mails).toHaveLength(2);
    const second = linkTo(mails[1].text, "/signup/confirm/").searchParams.get("checksum")!;
    expect(second).not.toBe(first);
    expect((await confirm(registrationId, first)).statusCode).toBe(422);
    expect((await confirm(registrationId, second)).statusCode).toBe(200);
    expect((await resend(registrationId)).statusCode).toBe(409);
  });

  it("follows the resend setting", async () => {
    const where = and(eq(settings.scope, "registration"), eq(settings.key, "resendConfirmationEmailTimespan"));
    const { registrationId } = await signUp(ctx.app, db);
    await sentMinutesAgo(registrationId, 2);
    await db.update(settings).set({ value: 1 }).where(where);
    try {
      expect((await resend(registrationId)).statusCode).toBe(200);
      await sentMinutesAgo(registrationId, 2);
      await db.update(settings).set({ value: 3 }).where(where);
      expect((await resend(registrationId)).statusCode).toBe(423);
    } finally {
      await db.update(settings).set({ value: 5 }).where(where);
    }
  });

  it("mails once for simultaneous resends", async () => {
    const { registrationId, email } = await signUp(ctx.app, db);
    await sentMinutesAgo(registrationId, 6);
    const results = await Promise.all([resend(registrationId), resend(registrationId), resend(registrationId)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 423, 423]);
    expect(await mailsTo(db, email)).toHaveLength(2);
  });

  it("answers 409 before the form was sent and 404 for an unknown registration", async () => {
    const id = (await open()).json().data.id;
    expect((await resend(id)).statusCode).toBe(409);
    expect((await resend(crypto.randomUUID())).statusCode).toBe(404);
  });
});
