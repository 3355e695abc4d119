import type { Database } from "../../db/connect.ts";
import type { RetryPolicy } from "../background/retry.ts";
import { startWorker } from "../background/worker.ts";
import type { EventConsumer } from "./consumer.ts";
import { DEFAULT_EVENT_POLICY, deliverDueEvents } from "./deliver.ts";
import { onEventEmitted } from "./emit.ts";

/** The background side of the event outbox: hands emitted events to their consumers. */
export interface EventRunner {
  /** Delivers every event due now, after any run in progress; resolves with how many it attempted. */
  drain(): Promise<number>;
  close(): Promise<void>;
}

export interface EventRunnerOptions {
  consumers: readonly EventConsumer[];
  onError(err: unknown): void;
  policy?: Partial<RetryPolicy>;
  /** How often the outbox is checked for events a wake-up missed (committed later, retries, stale claims). */
  pollMs?: number;
}

export function startEventRunner(db: Database, opts: EventRunnerOptions): EventRunner {
  const policy = { ...DEFAULT_EVENT_POLICY, ...opts.policy };
  const worker = startWorker(() => deliverDueEvents(db, opts.consumers, policy, opts.onError), {
    onError: opts.onError,
    pollMs: opts.pollMs ?? 1000,
    wakeOn: onEventEmitted,
  });
  return { drain: worker.run, close: worker.close };
}
