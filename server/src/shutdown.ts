/** How long the way out may take before the process gives up on a clean stop. */
const STOP_WITHIN_MS = 15_000;
/** Signals this close together come from one key press. */
const SAME_PRESS_MS = 1_000;
/** How often the process looks whether the one that started it is still there. */
const PARENT_POLL_MS = 1_000;

type Closer = () => Promise<void>;

export interface Shutdown {
  /** Adds what to close on the way out; the last added closes first. */
  closeOnExit(close: Closer): void;
  /**
   * Awaits one step of the start-up. A stop asked for meanwhile lets the step finish (half a migration or
   * half a seed is worse than a late stop) and then closes what is open instead of going on.
   */
  step<T>(work: Promise<T>): Promise<T>;
  /** The start-up is over: a stop from now on closes at once. */
  started(): void;
}

interface Log {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Stops the process once, cleanly: on SIGINT or SIGTERM, and when the process that started it (npm, a
 * terminal, a supervisor) is gone, which no signal reports. A second SIGINT stops at once, as people
 * expect of a second Ctrl+C.
 */
export function handleShutdown(log: Log): Shutdown {
  const closers: Closer[] = [];
  let reason: string | undefined;
  let running = false;
  let closing: Promise<never> | undefined;

  const close = (): Promise<never> => {
    closing ??= (async () => {
      let code = 0;
      for (const closer of closers.reverse()) {
        try {
          await closer();
        } catch (err) {
          log.error({ err }, "shutdown failed");
          code = 1;
        }
      }
      process.exit(code);
    })();
    return closing;
  };

  let firstAt = 0;
  const stop = (why: string) => {
    if (reason !== undefined) {
      // npm passes a terminal's Ctrl+C on to the server, which the terminal signalled too: one press
      // arrives twice at once. Only a later press is the second one.
      if (why === "SIGINT" && Date.now() - firstAt > SAME_PRESS_MS) process.exit(130);
      return;
    }
    reason = why;
    firstAt = Date.now();
    log.info({ reason: why }, "shutting down");
    setTimeout(() => process.exit(1), STOP_WITHIN_MS).unref();
    if (running) void close();
  };

  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop("parent gone");
  }, PARENT_POLL_MS).unref();

  return {
    closeOnExit: (closer) => void closers.push(closer),
    async step(work) {
      const result = await work;
      if (reason !== undefined) await close();
      return result;
    },
    started() {
      running = true;
      if (reason !== undefined) void close();
    },
  };
}
