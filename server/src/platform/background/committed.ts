import type { DatabaseHandle } from "../../db/connect.ts";
import { startWorker, type Worker, type WorkerOptions } from "./worker.ts";

/**
 * A worker over an outbox whose insert trigger notifies `channel` (db/sql/routines.sql). A NOTIFY is
 * delivered when its transaction commits, and to every instance: woken by it, a worker finds the rows
 * there, where a wake-up at the insert would look before the commit, find nothing, and leave them to
 * the next poll.
 */
export function startOutboxWorker<T>(
  database: DatabaseHandle,
  channel: string,
  work: () => Promise<T>,
  opts: Omit<WorkerOptions, "wakeDelayMs">,
): Worker<T> {
  const worker = startWorker(work, {
    ...opts,
    // A notice stands for a whole committed transaction, and a wake-up during a run queues one more.
    wakeDelayMs: 0,
  });
  const committed = database.listen(channel, {
    onNotify: worker.wake,
    // Notices sent while the connection was down are lost: what they announced is looked for now.
    onListening: (listening) => {
      if (listening) worker.wake();
    },
  });
  return {
    run: worker.run,
    wake: worker.wake,
    async close() {
      await committed.close();
      await worker.close();
    },
  };
}
