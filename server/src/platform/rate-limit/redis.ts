import type { Redis } from "ioredis";
import { closeRedis, connectRedis } from "../redis/connection.ts";
import { createMemoryRateLimiter } from "./memory.ts";
import { counterKey, type RateLimiter, verdict } from "./rate-limit.ts";

/** Counts and starts the window in one step, so concurrent instances never lose a hit or an expiry. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** Takes a hit back only while its window lasts: a key that expired meanwhile is not brought back. */
const UNDO_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 1 and tonumber(redis.call('GET', KEYS[1])) > 0 then
  redis.call('DECR', KEYS[1])
end
return 1`;

/** The connection with the scripts as commands of its own (EVALSHA: the script is sent once, not with every hit). */
interface ScriptedRedis extends Redis {
  rateHit(key: string, windowMs: number): Promise<unknown>;
  rateUndo(key: string): Promise<unknown>;
}

export interface RedisRateLimiterOptions {
  namespace?: string;
  onError(err: unknown): void;
  /** A Redis that answers slower than this counts as down. */
  timeoutMs?: number;
  /** How long hits stay in process after Redis failed one. */
  retryAfterFailureMs?: number;
}

export interface RedisRateLimiter extends RateLimiter {
  /** Resolves once the connection is ready; until then hits are counted in process. */
  connected(): Promise<void>;
}

/**
 * Counters shared by every instance through Redis. While Redis is unreachable or slow, hits are
 * counted in this process instead: limits stay in force per instance, and no request fails for it.
 */
export function createRedisRateLimiter(url: string, opts: RedisRateLimiterOptions): RedisRateLimiter {
  const prefix = `${opts.namespace ?? "atelier"}:rate:`;
  const fallback = createMemoryRateLimiter();
  // No offline queue: a hit is answered now, from Redis or from the fallback, never held for a reconnect.
  // Not auto-pipelined, for the reason the live bus's publisher is not (platform/bus/redis.ts).
  const redis = connectRedis(
    url,
    "rate-limit",
    { enableOfflineQueue: false, maxRetriesPerRequest: 0, commandTimeout: opts.timeoutMs ?? 250 },
    opts.onError,
  ) as ScriptedRedis;
  redis.defineCommand("rateHit", { numberOfKeys: 1, lua: HIT_SCRIPT });
  redis.defineCommand("rateUndo", { numberOfKeys: 1, lua: UNDO_SCRIPT });
  const ready = new Promise<void>((resolve) => redis.once("ready", () => resolve()));
  // After a failed hit, Redis is left alone for a while: a hung Redis would otherwise slow every request.
  let avoidUntil = 0;

  /** Runs `shared` on Redis, or `local` in process while Redis is down, slow or just failed. */
  async function either<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (redis.status !== "ready" || Date.now() < avoidUntil) return local();
    try {
      return await shared();
    } catch (err) {
      avoidUntil = Date.now() + (opts.retryAfterFailureMs ?? 5000);
      opts.onError(err);
      return local();
    }
  }

  return {
    hit: (key, rule) =>
      either(
        async () => {
          const reply = await redis.rateHit(prefix + counterKey(key, rule), rule.windowMs);
          const [count, ttl] = Array.isArray(reply) ? reply : [];
          if (typeof count !== "number" || typeof ttl !== "number") throw new Error("Unexpected rate-limit reply.");
          return verdict(count, ttl, rule);
        },
        () => fallback.hit(key, rule),
      ),
    undo: (key, rule) =>
      either(
        async () => {
          await redis.rateUndo(prefix + counterKey(key, rule));
        },
        () => fallback.undo(key, rule),
      ),
    reset: (key, rule) =>
      either(
        async () => {
          await redis.del(prefix + counterKey(key, rule));
        },
        () => fallback.reset(key, rule),
      ),
    connected: () => ready,
    async close() {
      await fallback.close();
      await closeRedis(redis);
    },
  };
}
