import { describe, expect, it } from "vitest";
import {
  ACCOUNT_AT_ADDRESS_FAILURES,
  ACCOUNT_FAILURES,
  ADDRESS_FAILURES,
} from "../../src/features/accounts/session/throttle.ts";
import { hashPassword } from "../../src/platform/auth/passwords.ts";
import { createTestContext } from "../context.ts";
import { buildUser } from "../factories.ts";
import { newClientAddress, type RequestOptions, request } from "../http.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;
const CAPTCHA_TEXT = ctx.config.captchaFixedText as string;

const PASSWORD = "Correct-Horse-9";
const WRONG = "Wrong-Horse-9";
const passwordHash = await hashPassword(PASSWORD);

type Extra = RequestOptions & { url?: string; captchaId?: string; captcha?: string };

const login = (email: string, password: string, opts: Extra = {}) => {
  const { url, captchaId, captcha, ...rest } = opts;
  const attributes = { email, password, ...(captchaId ? { captcha_id: captchaId, captcha } : {}) };
  return request(ctx.app, "POST", url ?? "/api/v1/login", { type: "sessions", attributes, ...rest });
};

/** A captcha for a sign-in, as the login form asks for one. */
async function newCaptcha(remoteAddress?: string): Promise<string> {
  const res = await request(ctx.app, "POST", "/api/captchas", {
    type: "captchas",
    attributes: { purpose: "login" },
    remoteAddress,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

const ghost = () => `ghost-${Math.random().toString(36).slice(2, 12)}@example.test`;
const account = () => buildUser(db, { passwordHash });

/** Fails `times` sign-ins to the e-mail, each from `from()`. */
async function fail(email: string, times: number, from: () => Extra = () => ({})) {
  for (let i = 0; i < times; i++) expect((await login(email, WRONG, from())).statusCode).toBe(401);
}

const expectCaptcha = (res: Awaited<ReturnType<typeof login>>, code: "captcha_required" | "captcha_wrong") => {
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual([
    expect.objectContaining({ status: "422", code, source: { pointer: "/data/attributes/captcha" } }),
  ]);
  expect(res.headers["set-cookie"]).toBeUndefined();
};

const expectLimited = (res: Awaited<ReturnType<typeof login>>) => {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(res.json().errors[0]).toMatchObject({
    status: "429",
    code: "rate_limited",
    meta: { retry_after: retryAfter },
    detail: `Try again in ${retryAfter} seconds.`,
  });
  return retryAfter;
};

describe("A3 failures for one account from one address", () => {
  it("asks that address for a captcha, while another account behind it still signs in", async () => {
    const office = newClientAddress();
    const attacked = await account();
    const colleague = await account();
    await fail(attacked.email, ACCOUNT_AT_ADDRESS_FAILURES.limit, () => ({ remoteAddress: office }));

    expectCaptcha(await login(attacked.email, WRONG, { remoteAddress: office }), "captcha_required");
    // Even the right password is not checked without the captcha, so it tells nothing.
    expectCaptcha(await login(attacked.email, PASSWORD, { remoteAddress: office }), "captcha_required");
    for (let i = 0; i < 30; i++) {
      expectCaptcha(await login(attacked.email, WRONG, { remoteAddress: office }), "captcha_required");
    }
    expect((await login(colleague.email, PASSWORD, { remoteAddress: office })).statusCode).toBe(201);
    // The owner elsewhere is not asked.
    expect((await login(attacked.email, PASSWORD)).statusCode).toBe(201);
  });

  it("lets the owner in with the captcha, and forgets that address's failures once in", async () => {
    const home = newClientAddress();
    const user = await account();
    await fail(user.email, ACCOUNT_AT_ADDRESS_FAILURES.limit, () => ({ remoteAddress: home }));

    const captchaId = await newCaptcha(home);
    const res = await login(user.email, PASSWORD, { remoteAddress: home, captchaId, captcha: CAPTCHA_TEXT });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes.auth_token).toEqual(expect.any(String));
    expect((await login(user.email, PASSWORD, { remoteAddress: home })).statusCode).toBe(201);
    await fail(user.email, ACCOUNT_AT_ADDRESS_FAILURES.limit, () => ({ remoteAddress: home }));
    expectCaptcha(await login(user.email, PASSWORD, { remoteAddress: home }), "captcha_required");
  });

  it("refuses a wrong, reused or foreign captcha, and checks the password behind a right one", async () => {
    const address = newClientAddress();
    const user = await account();
    await fail(user.email, ACCOUNT_AT_ADDRESS_FAILURES.limit, () => ({ remoteAddress: address }));
    const at = (extra: Extra) => ({ remoteAddress: address, ...extra });

    expectCaptcha(
      await login(user.email, PASSWORD, at({ captchaId: await newCaptcha(), captcha: "wrong" })),
      "captcha_wrong",
    );
    const used = await newCaptcha();
    expect((await login(user.email, WRONG, at({ captchaId: used, captcha: CAPTCHA_TEXT }))).statusCode).toBe(401);
    expectCaptcha(await login(user.email, PASSWORD, at({ captchaId: used, captcha: CAPTCHA_TEXT })), "captcha_wrong");
    expectCaptcha(
      await login(user.email, PASSWORD, at({ captchaId: crypto.randomUUID(), captcha: CAPTCHA_TEXT })),
      "captcha_wrong",
    );
    const bad = await login(user.email, PASSWORD, at({ captchaId: "not-a-captcha", captcha: CAPTCHA_TEXT }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].source).toEqual({ pointer: "/data/attributes/captcha_id" });
    const fresh = await newCaptcha();
    expect((await login(user.email, PASSWORD, at({ captchaId: fresh, captcha: CAPTCHA_TEXT }))).statusCode).toBe(201);
  });

  it("lets no more simultaneous guesses through than the threshold allows", async () => {
    const address = newClientAddress();
    const user = await account();
    const statuses = (
      await Promise.all(Array.from({ length: 12 }, () => login(user.email, WRONG, { remoteAddress: address })))
    ).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_AT_ADDRESS_FAILURES.limit);
    expect(statuses.filter((s) => s === 422)).toHaveLength(12 - ACCOUNT_AT_ADDRESS_FAILURES.limit);
  });

  it("counts every spelling of the login path, and every case of the e-mail, on one counter", async () => {
    const address = newClientAddress();
    const user = await account();
    const variants = ["/api/v1/login", "/api/V1/LOGIN", "/api/v1/login?t=1", "/api/v1/login/", "/api/v1//login"];
    for (let i = 0; i < ACCOUNT_AT_ADDRESS_FAILURES.limit; i++) {
      const email = i % 2 ? user.email : user.email.toUpperCase();
      expect((await login(email, WRONG, { remoteAddress: address, url: variants[i] })).statusCode).toBe(401);
    }
    for (const url of variants) {
      expectCaptcha(await login(user.email, WRONG, { remoteAddress: address, url }), "captcha_required");
    }
  });

  it("counts by the peer, not by an X-Forwarded-For it sends without being a trusted proxy", async () => {
    const address = newClientAddress();
    const user = await account();
    await fail(user.email, ACCOUNT_AT_ADDRESS_FAILURES.limit, () => ({
      remoteAddress: address,
      headers: { "x-forwarded-for": newClientAddress() },
    }));
    expectCaptcha(
      await login(user.email, WRONG, { remoteAddress: address, headers: { "x-forwarded-for": "192.0.2.99" } }),
      "captcha_required",
    );
  });
});

describe("A3 failures for one account from rotating addresses", () => {
  it("asks every address for a captcha, and the owner with the right password and the captcha gets in", async () => {
    const user = await account();
    // Each failure from an address of its own, some with a forged X-Forwarded-For as well.
    await fail(user.email, ACCOUNT_FAILURES.limit, () => ({ headers: { "x-forwarded-for": newClientAddress() } }));

    const owner = newClientAddress();
    const asked = await login(user.email, PASSWORD, { remoteAddress: owner });
    expectCaptcha(asked, "captcha_required");
    expect(asked.headers["retry-after"]).toBeUndefined();
    const res = await login(user.email, PASSWORD, {
      remoteAddress: owner,
      captchaId: await newCaptcha(owner),
      captcha: CAPTCHA_TEXT,
    });
    expect(res.statusCode).toBe(201);
    // The attack goes on: a new address guessing still meets the captcha, never a lock-out.
    expectCaptcha(await login(user.email, WRONG), "captcha_required");
    const withCaptcha = await login(user.email, WRONG, { captchaId: await newCaptcha(), captcha: CAPTCHA_TEXT });
    expect(withCaptcha.statusCode).toBe(401);
    // Another account is not affected.
    const other = await account();
    expect((await login(other.email, PASSWORD)).statusCode).toBe(201);
  });

  it("answers an unknown e-mail the same way, so the captcha tells nothing of which accounts exist", async () => {
    const email = ghost();
    await fail(email, ACCOUNT_FAILURES.limit);
    expectCaptcha(await login(email, WRONG), "captcha_required");
  });
});

describe("A3 the hard ceiling per address", () => {
  it("refuses every login from an address past its failures, with Retry-After, and no other address", async () => {
    const flood = newClientAddress();
    const user = await account();
    // One try per e-mail, as a password-spraying client does: no account meets its own threshold.
    const batch = 10;
    for (let done = 0; done < ADDRESS_FAILURES.limit; done += batch) {
      const statuses = await Promise.all(
        Array.from({ length: batch }, () => login(ghost(), WRONG, { remoteAddress: flood }).then((r) => r.statusCode)),
      );
      expect(statuses).toEqual(Array(batch).fill(401));
    }
    const retryAfter = expectLimited(await login(ghost(), WRONG, { remoteAddress: flood }));
    expect(retryAfter).toBeLessThanOrEqual(ADDRESS_FAILURES.windowMs / 1000);
    expectLimited(await login(user.email, PASSWORD, { remoteAddress: flood }));
    expect((await login(user.email, PASSWORD, { remoteAddress: newClientAddress() })).statusCode).toBe(201);
  }, 120_000);

  it("does not count successful sign-ins against the address", async () => {
    const office = newClientAddress();
    const user = await account();
    for (let i = 0; i < ACCOUNT_AT_ADDRESS_FAILURES.limit + 3; i++) {
      expect((await login(user.email, PASSWORD, { remoteAddress: office })).statusCode).toBe(201);
    }
  });
});

describe("POST /api/captchas", () => {
  it("makes a login captcha whose image the form can show", async () => {
    const res = await request(ctx.app, "POST", "/api/captchas", { type: "captchas", attributes: { purpose: "login" } });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ type: "captchas", attributes: { image_url: `/api/captchas/${data.id}` } });
    const expiresIn = Date.parse(data.attributes.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(100_000);
    expect(expiresIn).toBeLessThanOrEqual(120_000);
    const image = await request(ctx.app, "GET", data.attributes.image_url);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toMatch(/^image\/svg\+xml/);
  });

  it("refuses another purpose with 422 on the purpose", async () => {
    for (const purpose of ["signup", "", 1]) {
      const res = await request(ctx.app, "POST", "/api/captchas", { type: "captchas", attributes: { purpose } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].source).toEqual({ pointer: "/data/attributes/purpose" });
    }
  });

  it("makes at most 60 per address in 15 minutes", async () => {
    const address = newClientAddress();
    const make = () =>
      request(ctx.app, "POST", "/api/captchas", {
        type: "captchas",
        attributes: { purpose: "login" },
        remoteAddress: address,
      });
    for (let i = 0; i < 60; i++) expect((await make()).statusCode).toBe(201);
    expectLimited(await make());
  });
});
