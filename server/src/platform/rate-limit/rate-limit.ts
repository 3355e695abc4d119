export interface RateLimitRule {
  /** Hits allowed per window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits left in the current window. */
  remaining: number;
  /** Seconds until the window ends; 0 while hits are allowed. */
  retryAfterSeconds: number;
}

/** Counts hits per key in fixed windows: in process by default, in Redis across instances. */
export interface RateLimiter {
  hit(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  /** Takes one hit back, for an attempt counted before its outcome was known that turned out not to count. */
  undo(key: string, rule: RateLimitRule): Promise<void>;
  /** Forgets the key's count, as a successful sign-in forgets the failures before it. */
  reset(key: string, rule: RateLimitRule): Promise<void>;
  close(): Promise<void>;
}

/** The verdict for the `count`-th hit of a window that ends in `resetInMs`. */
export function verdict(count: number, resetInMs: number, rule: RateLimitRule): RateLimitResult {
  const allowed = count <= rule.limit;
  return {
    allowed,
    remaining: Math.max(0, rule.limit - count),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(resetInMs / 1000)),
  };
}

/** Windows of different lengths never share a counter, even under the same key. */
export const counterKey = (key: string, rule: RateLimitRule) => `${rule.windowMs}:${key}`;
