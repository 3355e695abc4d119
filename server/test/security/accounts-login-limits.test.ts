import { describe, expect, it } from "vitest";
import { hashPassword } from "../../src/platform/auth/passwords.ts";
import { createTestContext } from "../context.ts";
import { buildUser } from "../factories.ts";
import { newClientAddress, type RequestOptions, request } from "../http.ts";

const ctx = await createTestContext();
const behindProxy = await createTestContext({ TRUST_PROXY: "true" });
const { db } = ctx.deps;

const PASSWORD = "Correct-Horse-9";
const WRONG = "Wrong-Horse-9";
const passwordHash = await hashPassword(PASSWORD);

const login = (email: string, password: string, opts: RequestOptions & { url?: string } = {}, app = ctx.app) =>
  request(app, "POST", opts.url ?? "/api/v1/login", { type: "sessions", attributes: { email, password }, ...opts });

const ghost = () => `ghost-${Math.random().toString(36).slice(2, 12)}@example.test`;

const expectLimited = (res: Awaited<ReturnType<typeof login>>) => {
  expect(res.statusCode).toBe(429);
  expect(res.json().errors[0]).toMatchObject({ status: "429", code: "rate_limited" });
  const retryAfter = Number(res.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
};

describe("A3 password guessing", () => {
  it("refuses the 26th attempt in 5 minutes from one address with 429 and Retry-After, even a right one", async () => {
    const address = newClientAddress();
    const user = await buildUser(db, { passwordHash });
    for (let i = 0; i < 25; i++) expect((await login(ghost(), WRONG, { remoteAddress: address })).statusCode).toBe(401);

    expect(expectLimited(await login(ghost(), WRONG, { remoteAddress: address }))).toBeLessThanOrEqual(300);
    expectLimited(await login(user.email, PASSWORD, { remoteAddress: address }));
    expect((await login(user.email, PASSWORD, { remoteAddress: newClientAddress() })).statusCode).toBe(201);
  });

  it("counts one account's attempts across rotating addresses and forged X-Forwarded-For", async () => {
    const user = await buildUser(db, { passwordHash });
    for (let i = 0; i < 25; i++) {
      const res = await login(i % 2 ? user.email : user.email.toUpperCase(), WRONG, {
        headers: { "x-forwarded-for": `203.0.113.${i}` },
      });
      expect(res.statusCode).toBe(401);
    }
    const retryAfter = expectLimited(
      await login(user.email, PASSWORD, { headers: { "x-forwarded-for": "198.51.100.7" } }),
    );
    expect(retryAfter).toBeGreaterThan(300);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another account from the same kind of client is not affected.
    const other = await buildUser(db, { passwordHash });
    expect((await login(other.email, PASSWORD)).statusCode).toBe(201);
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", async () => {
    const address = newClientAddress();
    for (let i = 0; i < 25; i++) {
      const forged = { "x-forwarded-for": `192.0.2.${i}, 198.51.100.${i}` };
      expect((await login(ghost(), WRONG, { remoteAddress: address, headers: forged })).statusCode).toBe(401);
    }
    expectLimited(
      await login(ghost(), WRONG, { remoteAddress: address, headers: { "x-forwarded-for": "192.0.2.99" } }),
    );
  });

  it("counts every spelling of the login path on one counter", async () => {
    const address = newClientAddress();
    const variants = ["/api/v1/login", "/api/V1/LOGIN", "/api/v1/login?x=1", "/api/v1/login/", "/api/v1//login"];
    for (let i = 0; i < 25; i++) {
      const res = await login(ghost(), WRONG, { remoteAddress: address, url: variants[i % variants.length] });
      expect(res.statusCode, variants[i % variants.length]).toBe(401);
    }
    for (const url of variants) expectLimited(await login(ghost(), WRONG, { remoteAddress: address, url }));
  });

  it("counts by the forwarded address when the proxy is trusted", async () => {
    const proxy = newClientAddress();
    for (let i = 0; i < 25; i++) {
      const res = await login(
        ghost(),
        WRONG,
        { remoteAddress: proxy, headers: { "x-forwarded-for": "198.51.100.1" } },
        behindProxy.app,
      );
      expect(res.statusCode).toBe(401);
    }
    expectLimited(
      await login(
        ghost(),
        WRONG,
        { remoteAddress: proxy, headers: { "x-forwarded-for": "198.51.100.1" } },
        behindProxy.app,
      ),
    );
    const user = await buildUser(behindProxy.deps.db, { passwordHash });
    const otherClient = await login(
      user.email,
      PASSWORD,
      { remoteAddress: proxy, headers: { "x-forwarded-for": "198.51.100.2" } },
      behindProxy.app,
    );
    expect(otherClient.statusCode).toBe(201);
  });
});
