import type { Database } from "../../db/connect.ts";
import { startWorker } from "../background/worker.ts";
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
 * Cleans every `everyMs` in each instance, first one period after starting, on the background
 * worker: runs never overlap within a process; across processes the batches skip each other's
 * rows, so several instances are safe.
 */
export function startCleaner(db: Database, opts: CleanerOptions): Cleaner {
  const worker = startWorker(() => deleteExpiredRows(db), {
    onError: opts.onError,
    pollMs: opts.everyMs ?? EVERY_MS,
    runAtStart: false,
  });
  return { run: worker.run, close: worker.close };
}
