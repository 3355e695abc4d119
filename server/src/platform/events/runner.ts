import type { DatabaseHandle } from "../../db/connect.ts";
import type { RetryPolicy } from "../background/retry.ts";
import { startWorker } from "../background/worker.ts";
import type { EventConsumer } from "./consumer.ts";
import { DEFAULT_EVENT_POLICY, deliverDueEvents } from "./deliver.ts";

/**
 * The channel the outbox's trigger notifies (notify_event_outbox in db/sql/routines.sql). A NOTIFY
 * is delivered when its transaction commits, and to every instance: waking on it, a runner finds
 * the event there, where a wake-up at the insert would look before the commit and find nothing.
 */
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
  const worker = startWorker(() => deliverDueEvents(database.db, opts.consumers, policy, opts.onError), {
    onError: opts.onError,
    pollMs: opts.pollMs ?? 1000,
    // A notice stands for a whole committed transaction, and a wake-up during a run queues one more.
    wakeDelayMs: 0,
  });
  const committed = database.listen(EVENT_OUTBOX_CHANNEL, {
    onNotify: worker.wake,
    // Notices sent while the connection was down are lost: what they announced is looked for now.
    onListening: (listening) => {
      if (listening) worker.wake();
    },
  });
  return {
    drain: worker.run,
    async close() {
      await committed.close();
      await worker.close();
    },
  };
}
