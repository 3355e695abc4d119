import type { Database } from "../../db/connect.ts";
import { deleteExpiredRows, type ExpiredRowCounts } from "./expired-rows.ts";

/** The background clean-up of expired rows (tokens, sessions, abandoned sign-ups, old mail and events). */
export interface Cleaner {
  /** Cleans now, after any run in progress, and resolves with what it deleted. */
  run(): Promise<ExpiredRowCounts>;
  close(): Promise<void>;
}

export interface CleanerOptions {
  onError(err: unknown): void;
  everyMs?: number;
}

const EVERY_MS = 15 * 60_000;

/**
 * Cleans every `everyMs` in each instance. Runs never overlap within a process; across processes
 * the batches skip each other's rows, so several instances are safe.
 */
export function startCleaner(db: Database, opts: CleanerOptions): Cleaner {
  let chain: Promise<unknown> = Promise.resolve();
  let closed = false;

  const run = (): Promise<ExpiredRowCounts> => {
    const next = chain.then(() => deleteExpiredRows(db));
    chain = next.catch(() => {});
    return next;
  };

  const timer = setInterval(() => {
    if (!closed) run().catch(opts.onError);
  }, opts.everyMs ?? EVERY_MS);
  timer.unref();

  return {
    run,
    async close() {
      closed = true;
      clearInterval(timer);
      await chain;
    },
  };
}
