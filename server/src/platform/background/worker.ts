/**
 * The loop behind every outbox and periodic job: runs `work` when woken, and on a timer for what a
 * wake-up missed (rows written in a transaction that committed later, retries that came due).
 */
export interface Worker<T> {
  /** Runs the work now, after any run in progress, and resolves with its result. */
  run(): Promise<T>;
  /** Asks for a run soon; a burst of wake-ups becomes one run. */
  wake(): void;
  /** Stops waking and polling, and waits for the run in progress. */
  close(): Promise<void>;
}

export interface WorkerOptions {
  onError(err: unknown): void;
  pollMs: number;
  /** Whether to run once right after starting (the default); false waits for the first wake-up or poll. */
  runAtStart?: boolean;
  /**
   * How long a wake-up waits for others to join it (10 ms, a burst of writes in one transaction
   * becoming one run). Wake-ups that come already folded, one per commit, need not wait.
   */
  wakeDelayMs?: number;
}

const WAKE_DELAY_MS = 10;

export function startWorker<T>(work: () => Promise<T>, opts: WorkerOptions): Worker<T> {
  // Runs never overlap within a process; across processes the outbox's claim query keeps them apart.
  let chain: Promise<unknown> = Promise.resolve();
  let closed = false;
  let backgroundQueued = false;
  let wakeTimer: NodeJS.Timeout | null = null;

  const run = (): Promise<T> => {
    const next = chain.then(() => {
      backgroundQueued = false;
      return work();
    });
    chain = next.catch(() => {});
    return next;
  };

  const runInBackground = () => {
    if (closed || backgroundQueued) return;
    backgroundQueued = true;
    run().catch(opts.onError);
  };

  const wake = () => {
    if (closed || wakeTimer) return;
    wakeTimer = setTimeout(() => {
      wakeTimer = null;
      runInBackground();
    }, opts.wakeDelayMs ?? WAKE_DELAY_MS);
  };

  const poll = setInterval(runInBackground, opts.pollMs);
  poll.unref();
  if (opts.runAtStart ?? true) wake();

  return {
    run,
    wake,
    async close() {
      closed = true;
      clearInterval(poll);
      if (wakeTimer) clearTimeout(wakeTimer);
      await chain;
    },
  };
}
