import { randomBytes } from "node:crypto";
import Fastify from "fastify";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { startTcpProxy } from "../../../test/peers/tcp-proxy.ts";
import { registerErrorHandling } from "../http/errors.ts";
import { clientAddressKey, enforceRateLimit } from "./enforce.ts";
import { createMemoryRateLimiter } from "./memory.ts";
import { createRedisRateLimiter, type RedisRateLimiter } from "./redis.ts";

const redisUrl = process.env.REDIS_URL;
const rule = { limit: 3, windowMs: 60_000 };

describe("in-process rate limiter", () => {
  it("allows the limit, then refuses with the seconds left in the window", async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => now);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await limiter.hit("login:ip:1.2.3.4", rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[3].retryAfterSeconds).toBe(60);
    now += 45_500;
    expect(await limiter.hit("login:ip:1.2.3.4", rule)).toMatchObject({ allowed: false, retryAfterSeconds: 15 });
    now += 14_500;
    expect(await limiter.hit("login:ip:1.2.3.4", rule)).toMatchObject({ allowed: true, remaining: 2 });
    await limiter.close();
  });

  it("takes a hit back, and forgets a key, within its window", async () => {
    const limiter = createMemoryRateLimiter();
    for (let i = 0; i < 3; i++) await limiter.hit("k", rule);
    await limiter.undo("k", rule);
    expect(await limiter.hit("k", rule)).toMatchObject({ allowed: true, remaining: 0 });
    expect((await limiter.hit("k", rule)).allowed).toBe(false);
    await limiter.reset("k", rule);
    expect(await limiter.hit("k", rule)).toMatchObject({ allowed: true, remaining: 2 });
    // Nothing to take back: no counter appears, and none goes below zero.
    await limiter.undo("never", rule);
    expect(await limiter.hit("never", rule)).toMatchObject({ remaining: 2 });
    await limiter.close();
  });

  it("counts keys, and windows of different lengths, apart", async () => {
    const limiter = createMemoryRateLimiter();
    for (let i = 0; i < 3; i++) await limiter.hit("a", rule);
    expect((await limiter.hit("a", rule)).allowed).toBe(false);
    expect((await limiter.hit("b", rule)).allowed).toBe(true);
    expect((await limiter.hit("a", { limit: 3, windowMs: 1000 })).allowed).toBe(true);
    await limiter.close();
  });

  it("holds a bounded number of counters under a flood of keys", async () => {
    const limiter = createMemoryRateLimiter();
    for (let i = 0; i < 100_050; i++) await limiter.hit(`flood:${i}`, rule);
    expect(limiter.size()).toBeLessThanOrEqual(100_000);
    await limiter.close();
  });
});

describe.skipIf(!redisUrl)("Redis rate limiter", () => {
  const namespace = `atelier-rl-test-${randomBytes(4).toString("hex")}`;
  const open: RedisRateLimiter[] = [];
  const limiterAt = (url: string, onError: (err: unknown) => void = () => {}, timeoutMs?: number) => {
    const limiter = createRedisRateLimiter(url, { namespace, onError, timeoutMs });
    open.push(limiter);
    return limiter;
  };
  const observer = new Redis(redisUrl!);
  afterAll(async () => {
    await Promise.all(open.map((l) => l.close()));
    await observer.quit();
  });

  it("shares one count between instances, in a key that expires with the window", async () => {
    const a = limiterAt(redisUrl!);
    const b = limiterAt(redisUrl!);
    await Promise.all([a.connected(), b.connected()]);
    const verdicts = [];
    for (const limiter of [a, b, a, b]) verdicts.push((await limiter.hit("login:ip:9.9.9.9", rule)).allowed);
    expect(verdicts).toEqual([true, true, true, false]);
    const refused = await b.hit("login:ip:9.9.9.9", rule);
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    const ttl = await observer.pttl(`${namespace}:rate:60000:login:ip:9.9.9.9`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(await observer.get(`${namespace}:rate:60000:login:ip:9.9.9.9`)).toBe("5");
  });

  it("takes a hit back and forgets a key for every instance, never reviving an expired one", async () => {
    const a = limiterAt(redisUrl!);
    const b = limiterAt(redisUrl!);
    await Promise.all([a.connected(), b.connected()]);
    const key = "undo:1";
    for (let i = 0; i < 3; i++) await a.hit(key, rule);
    await b.undo(key, rule);
    expect(await observer.get(`${namespace}:rate:60000:${key}`)).toBe("2");
    expect(await a.hit(key, rule)).toMatchObject({ allowed: true, remaining: 0 });
    await b.reset(key, rule);
    expect(await observer.exists(`${namespace}:rate:60000:${key}`)).toBe(0);
    await a.undo(key, rule);
    expect(await observer.exists(`${namespace}:rate:60000:${key}`)).toBe(0);
    expect(await b.hit(key, rule)).toMatchObject({ allowed: true, remaining: 2 });
  });

  it("counts each of the hits sent together in one turn, and counts on after Redis forgot its scripts", async () => {
    const limiter = limiterAt(redisUrl!);
    await limiter.connected();
    const together = await Promise.all(Array.from({ length: 5 }, () => limiter.hit("burst", rule)));
    expect(together.map((r) => r.remaining).sort()).toEqual([0, 0, 0, 1, 2]);
    expect(together.filter((r) => !r.allowed)).toHaveLength(2);
    // A restarted Redis knows no scripts: the limiter sends the script again and the count goes on.
    await observer.script("FLUSH");
    await limiter.undo("burst", rule);
    expect(await observer.get(`${namespace}:rate:60000:burst`)).toBe("4");
    await observer.script("FLUSH");
    expect(await limiter.hit("burst", rule)).toMatchObject({ allowed: false, remaining: 0 });
    expect(await observer.get(`${namespace}:rate:60000:burst`)).toBe("5");
  });

  it("starts a new window once the old one expires", async () => {
    const limiter = limiterAt(redisUrl!);
    await limiter.connected();
    const short = { limit: 1, windowMs: 150 };
    expect((await limiter.hit("short", short)).allowed).toBe(true);
    expect((await limiter.hit("short", short)).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 200));
    expect((await limiter.hit("short", short)).allowed).toBe(true);
  });

  it("still limits, in process, when Redis cannot be reached", async () => {
    const limiter = limiterAt("redis://127.0.0.1:1");
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push((await limiter.hit("down", rule)).allowed);
    expect(verdicts).toEqual([true, true, true, false]);
  });

  it("falls back without failing a request when Redis goes away or hangs", async () => {
    const url = new URL(redisUrl!);
    for (const fault of ["cut", "freeze"] as const) {
      const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 6379) });
      const onError = vi.fn();
      const limiter = limiterAt(`redis://127.0.0.1:${proxy.port}`, onError, 100);
      await limiter.connected();
      const key = `fault:${fault}`;
      expect((await limiter.hit(key, rule)).allowed).toBe(true);
      expect(await observer.get(`${namespace}:rate:60000:${key}`)).toBe("1");

      if (fault === "cut") await proxy.cut();
      else proxy.freeze();
      const started = Date.now();
      const verdicts = [];
      for (let i = 0; i < 4; i++) verdicts.push((await limiter.hit(key, rule)).allowed);
      expect(verdicts, fault).toEqual([true, true, true, false]);
      // At most one hit waits for the timeout; the next ones do not try Redis again.
      expect(Date.now() - started).toBeLessThan(fault === "freeze" ? 300 : 100);
      expect(await observer.get(`${namespace}:rate:60000:${key}`)).toBe("1");
      if (fault === "freeze") {
        expect(onError).toHaveBeenCalledTimes(1);
        await proxy.cut();
      }
    }
  });
});

describe("clientAddressKey", () => {
  it("counts IPv4 by address and IPv6 by its /64", () => {
    expect(clientAddressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientAddressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientAddressKey("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("2001:0db8:0001:0002:ffff:ffff:ffff:ffff")).toBe("2001:db8:1:2::/64");
    expect(clientAddressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientAddressKey("::1")).toBe("0:0:0:0::/64");
  });
});

const ctx = await createTestContext();

describe("enforceRateLimit", () => {
  /** With `behindProxy`, the injecting peer (127.0.0.1) is a trusted proxy. */
  async function appWith(behindProxy: boolean) {
    const app = Fastify({ trustProxy: behindProxy ? "127.0.0.1" : false });
    app.decorate("deps", ctx.deps);
    registerErrorHandling(app);
    const name = `try-${randomBytes(4).toString("hex")}`;
    app.get<{ Querystring: { account?: string } }>("/try", async (req) => {
      await enforceRateLimit(req, name, { ...rule, key: req.query.account });
      return { ok: true };
    });
    app.get<{ Querystring: { account: string } }>("/try-signed-in", async (req) => {
      await enforceRateLimit(req, `${name}-signed-in`, { ...rule, key: req.query.account, keyOnly: true });
      return { ok: true };
    });
    await app.ready();
    afterAll(() => app.close());
    return app;
  }

  it("answers 429 with Retry-After once a client address passes the limit", async () => {
    const app = await appWith(false);
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await app.inject({ url: "/try" })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await app.inject({ url: "/try" });
    const wait = Number(refused.headers["retry-after"]);
    expect(wait).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      errors: [
        {
          status: "429",
          code: "rate_limited",
          title: "Too many requests",
          detail: `Try again in ${wait} seconds.`,
          meta: { retry_after: wait },
        },
      ],
    });
  });

  it("counts per address behind a trusted proxy, and per account across addresses", async () => {
    const app = await appWith(true);
    const from = (ip: string, account?: string) =>
      app.inject({ url: account ? `/try?account=${account}` : "/try", headers: { "x-forwarded-for": ip } });
    for (let i = 0; i < 3; i++) expect((await from("198.51.100.1")).statusCode).toBe(200);
    expect((await from("198.51.100.1")).statusCode).toBe(429);
    expect((await from("198.51.100.2")).statusCode).toBe(200);

    const rotating = [];
    for (let i = 10; i < 14; i++) rotating.push((await from(`198.51.100.${i}`, "Ada@Example.test")).statusCode);
    expect(rotating).toEqual([200, 200, 200, 429]);
  });

  it("counts only the account when told, so accounts behind one address each get their allowance", async () => {
    const app = await appWith(true);
    const from = (ip: string, account: string) =>
      app.inject({ url: `/try-signed-in?account=${account}`, headers: { "x-forwarded-for": ip } });
    const statuses = async (ip: string, account: string, times: number) => {
      const seen = [];
      for (let i = 0; i < times; i++) seen.push((await from(ip, account)).statusCode);
      return seen;
    };
    expect(await statuses("198.51.100.20", "ada", 4)).toEqual([200, 200, 200, 429]);
    expect(await statuses("198.51.100.20", "grace", 3)).toEqual([200, 200, 200]);
    expect(await statuses("198.51.100.21", "ada", 1)).toEqual([429]);
  });

  it("ignores X-Forwarded-For unless the proxy is trusted", async () => {
    const app = await appWith(false);
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await app.inject({ url: "/try", headers: { "x-forwarded-for": `192.0.2.${i}` } })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
