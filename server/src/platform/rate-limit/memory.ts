import { counterKey, type RateLimiter, verdict } from "./rate-limit.ts";

/** Beyond this many live counters the oldest are dropped, so a flood of addresses cannot exhaust memory. */
const MAX_COUNTERS = 100_000;
const SWEEP_EVERY_MS = 60_000;

export interface MemoryRateLimiter extends RateLimiter {
  /** Live counters, for tests of the memory bound. */
  size(): number;
}

export function createMemoryRateLimiter(now: () => number = Date.now): MemoryRateLimiter {
  const counters = new Map<string, { count: number; resetAt: number }>();

  const sweep = () => {
    const t = now();
    for (const [key, c] of counters) if (c.resetAt <= t) counters.delete(key);
  };
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();

  return {
    async hit(key, rule) {
      const t = now();
      const id = counterKey(key, rule);
      let counter = counters.get(id);
      if (!counter || counter.resetAt <= t) {
        counters.delete(id);
        if (counters.size >= MAX_COUNTERS) sweep();
        // Maps keep insertion order, so the first key is the counter that started longest ago.
        while (counters.size >= MAX_COUNTERS) counters.delete(counters.keys().next().value as string);
        counter = { count: 0, resetAt: t + rule.windowMs };
        counters.set(id, counter);
      }
      counter.count += 1;
      return verdict(counter.count, counter.resetAt - t, rule);
    },
    async undo(key, rule) {
      const counter = counters.get(counterKey(key, rule));
      if (counter && counter.count > 0) counter.count -= 1;
    },
    async reset(key, rule) {
      counters.delete(counterKey(key, rule));
    },
    size: () => counters.size,
    async close() {
      clearInterval(timer);
      counters.clear();
    },
  };
}
