import { createHash } from "node:crypto";
import { isIPv6 } from "node:net";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { hooksOf } from "../../jsonapi/contract.ts";
import { errors } from "../../jsonapi/errors.ts";
import type { RateLimitRule } from "./rate-limit.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Counted per client address before anything else is read: what attackers love (login, sign-up, reset). */
    rateLimit?: RateLimitRule & { name: string };
  }
}

/**
 * Counts each route's declared `config.rateLimit` on request, before the body is read and before
 * authentication: the order is rate limit, authenticate, validate. Only routes that declare one pay for it.
 */
export function registerRouteRateLimits(app: FastifyInstance): void {
  app.addHook("onRoute", (route) => {
    const rule = route.config?.rateLimit;
    if (rule) route.onRequest = [rateLimited(rule), ...hooksOf(route.onRequest)];
  });
}

const rateLimited =
  (rule: RateLimitRule & { name: string }) => (req: FastifyRequest, _reply: unknown, done: (err?: Error) => void) => {
    enforceRateLimit(req, rule.name, rule).then(() => done(), done);
  };

export type EnforceOptions = RateLimitRule &
  (
    | {
        /** The account (user id, or the e-mail being tried) to count as well as the client address. */
        key?: string | number;
        keyOnly?: false;
      }
    | {
        key: string | number;
        /**
         * Count the key alone, not the address: for signed-in actions, whose account is known, so
         * people behind one address (an office, a school) each get their own allowance.
         */
        keyOnly: true;
      }
  );

/**
 * Counts one hit of `name` for the client address (req.ip, which honours TRUST_PROXY) unless
 * `keyOnly`, and for the key when given; any counter over its limit answers 429 with Retry-After.
 * The key's counter holds even when an attacker rotates addresses.
 */
export async function enforceRateLimit(req: FastifyRequest, name: string, opts: EnforceOptions): Promise<void> {
  const rule = { limit: opts.limit, windowMs: opts.windowMs };
  const limiter = req.server.deps.rateLimit;
  const keys = opts.keyOnly ? [] : [`${name}:ip:${clientAddressKey(req.ip)}`];
  if (opts.key !== undefined) keys.push(`${name}:key:${boundedKey(String(opts.key))}`);
  const results = await Promise.all(keys.map((key) => limiter.hit(key, rule)));
  const blocked = results.filter((r) => !r.allowed);
  if (blocked.length > 0) throw errors.tooManyRequests(Math.max(...blocked.map((r) => r.retryAfterSeconds)));
}

/**
 * The address a client is counted under. One IPv6 subscriber usually holds a whole /64, so IPv6
 * addresses count by their /64 prefix; IPv4-mapped IPv6 counts as the IPv4 address.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ""] = ip.toLowerCase().split("%")[0].split("::");
  const left = head ? head.split(":") : [];
  const right = ip.includes("::") && tail ? tail.split(":") : [];
  const groups = [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** Keys from user input (e-mail addresses) are hashed when long, so a counter key stays small. */
function boundedKey(key: string): string {
  const normalized = key.trim().toLowerCase();
  return normalized.length <= 200 ? normalized : createHash("sha256").update(normalized).digest("hex");
}
