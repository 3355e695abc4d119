import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config.ts";
import { registrations } from "../../src/db/schema/index.ts";
import { ACCOUNT_AT_ADDRESS_FAILURES } from "../../src/features/accounts/session/throttle.ts";
import { createTestContext, type TestContext } from "../context.ts";
import { request } from "../http.ts";

const LOAD_BALANCER = "10.20.0.5";
const direct = await createTestContext();
const oneHop = await createTestContext({ TRUST_PROXY: "1" });
const twoHops = await createTestContext({ TRUST_PROXY: "2" });
const byRange = await createTestContext({ TRUST_PROXY: "10.20.0.0/16, 127.0.0.1" });

/** The address a request is counted under, as the server stored it with a sign-up it opened. */
async function seenAddress(ctx: TestContext, remoteAddress: string, forwardedFor?: string): Promise<string | null> {
  const res = await request(ctx.app, "POST", "/api/v1/registrations", {
    type: "registrations",
    attributes: {},
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  });
  expect(res.statusCode).toBe(201);
  const [row] = await ctx.deps.db.select().from(registrations).where(eq(registrations.id, res.json().data.id));
  return row.ip;
}

describe("TRUST_PROXY", () => {
  it("is off by default: X-Forwarded-For counts for nothing", async () => {
    expect(await seenAddress(direct, "203.0.113.10", "198.51.100.1")).toBe("203.0.113.10");
  });

  it("with a hop count, takes the address the nearest proxies saw, never the client's own leftmost entries", async () => {
    expect(await seenAddress(oneHop, LOAD_BALANCER, "6.6.6.6, 198.51.100.1")).toBe("198.51.100.1");
    expect(await seenAddress(oneHop, LOAD_BALANCER, "198.51.100.1")).toBe("198.51.100.1");
    expect(await seenAddress(oneHop, LOAD_BALANCER)).toBe(LOAD_BALANCER);
    // A CDN in front of the load balancer: two hops.
    expect(await seenAddress(twoHops, LOAD_BALANCER, "6.6.6.6, 198.51.100.1, 192.0.2.40")).toBe("198.51.100.1");
  });

  it("with addresses and ranges, trusts only proxies within them", async () => {
    expect(await seenAddress(byRange, LOAD_BALANCER, "6.6.6.6, 198.51.100.1")).toBe("198.51.100.1");
    // A proxy of the range forwarding for another of the range: the first outside address counts.
    expect(await seenAddress(byRange, LOAD_BALANCER, "6.6.6.6, 198.51.100.1, 10.20.3.4")).toBe("198.51.100.1");
    // A client reaching the app directly cannot name its own address.
    expect(await seenAddress(byRange, "203.0.113.10", "198.51.100.1")).toBe("203.0.113.10");
  });

  it("keeps per-address login limits in force when the client rotates what it forwards", async () => {
    const user = `rotating-${Date.now()}@example.test`;
    const attempt = (client: string, i: number) =>
      request(oneHop.app, "POST", "/api/v1/login", {
        type: "sessions",
        attributes: { email: user, password: "Wrong-Horse-9" },
        remoteAddress: LOAD_BALANCER,
        headers: { "x-forwarded-for": `192.0.2.${i}, ${client}` },
      });
    const statuses = [];
    for (let i = 0; i < 60; i++) statuses.push((await attempt("198.51.100.77", i)).statusCode);
    expect(statuses.slice(0, ACCOUNT_AT_ADDRESS_FAILURES.limit)).toEqual(
      Array(ACCOUNT_AT_ADDRESS_FAILURES.limit).fill(401),
    );
    expect(new Set(statuses.slice(ACCOUNT_AT_ADDRESS_FAILURES.limit))).toEqual(new Set([422]));
    // Another client behind the same load balancer is counted apart.
    expect((await attempt("198.51.100.78", 99)).statusCode).toBe(401);
  }, 60_000);
});

describe("TRUST_PROXY at start", () => {
  const load = (value: string) => loadConfig({ NODE_ENV: "test", TRUST_PROXY: value });

  it.each([
    ["false", false],
    ["0", false],
    ["1", 1],
    ["3", 3],
    ["10.0.0.0/8,127.0.0.1", ["10.0.0.0/8", "127.0.0.1"]],
    [" 10.0.0.0/8 , fd00::/8, loopback ", ["10.0.0.0/8", "fd00::/8", "loopback"]],
  ])("reads %j", (value, expected) => {
    expect(load(value).trustProxy).toEqual(expected);
  });

  it.each(["true", "yes"])("refuses %j, which would trust the client's own header, with one clear line", (value) => {
    expect(() => load(value)).toThrow(ConfigError);
    expect(() => load(value)).toThrow(
      /^Invalid configuration: TRUST_PROXY must name how many proxies stand in front \(e\.g\. 1\) or their addresses/,
    );
  });

  it.each(["10.0.0.0/33", "banana", "10.0.0.1,", "1.2.3", "-1", "10.0.0.0/8/8", "::1/129"])("refuses %j", (value) => {
    expect(() => load(value)).toThrow(/^Invalid configuration: TRUST_PROXY must be false, a hop count/);
  });
});
