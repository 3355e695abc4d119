import type { DatabaseHandle } from "../../db/connect.ts";
import { startOutboxWorker } from "../background/committed.ts";
import type { RetryPolicy } from "../background/retry.ts";
import type { EventConsumer } from "./consumer.ts";
import { DEFAULT_EVENT_POLICY, deliverDueEvents } from "./deliver.ts";

/** The channel the outbox's trigger notifies (notify_outbox in db/sql/routines.sql). */
const EVENT_OUTBOX_CHANNEL = "event_outbox";

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
  /** How often the outbox is checked for what no notice announced (retries, stale claims, a lost connection). */
  pollMs?: number;
}

export function startEventRunner(database: DatabaseHandle, opts: EventRunnerOptions): EventRunner {
  const policy = { ...DEFAULT_EVENT_POLICY, ...opts.policy };
  // Once closing, a run ends after its batch: what is still due waits for another instance or the next start.
  let closing = false;
  const worker = startOutboxWorker(
    database,
    EVENT_OUTBOX_CHANNEL,
    () => deliverDueEvents(database.db, { ...opts, policy, stopping: () => closing }),
    { onError: opts.onError, pollMs: opts.pollMs ?? 1000 },
  );
  return {
    drain: worker.run,
    async close() {
      closing = true;
      await worker.close();
    },
  };
}
