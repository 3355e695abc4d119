import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** How an outbox retries: shared by mail and domain events, each with its own figures. */
export interface RetryPolicy {
  /** Rows claimed per round trip. */
  batchSize: number;
  /** Delay before the second attempt; each further attempt waits twice as long. */
  retryBaseMs: number;
  /** After this many failed attempts a row is marked failed. */
  maxAttempts: number;
  /** A claim older than this belonged to a process that died while working on it. */
  staleAfterMs: number;
}

/** When the next attempt is due: `baseMs` after the first failure, twice as long after each further one. */
export const backoffAfter = (attempts: PgColumn, baseMs: number): SQL =>
  sql`now() + make_interval(secs => ${baseMs / 1000}::float8 * power(2, ${attempts} - 1))`;

/** The moment `ms` ago, for finding claims a dead process left behind. */
export const agoMs = (ms: number): SQL => sql`now() - make_interval(secs => ${ms / 1000}::float8)`;

/** A failure as one bounded line for the outbox row, with an SMTP status when there is one. */
export function describeError(reason: unknown): string {
  const e = reason as { responseCode?: number; response?: string; message?: string };
  const text = e?.response ?? e?.message ?? String(reason);
  return (e?.responseCode ? `${e.responseCode} ${text}` : text).slice(0, 1000);
}
