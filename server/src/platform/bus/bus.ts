import { frameOf, type LiveEvent, type LiveListener, UserListeners } from "./listeners.ts";

export type { LiveEvent, LiveFrame, LiveListener } from "./listeners.ts";
export { eventOf } from "./listeners.ts";

export type Unsubscribe = () => void;

/** One event for one user's live connections. */
export interface Push {
  userId: number;
  event: LiveEvent;
}

/** Per-user fan-out: in process by default, Redis pub/sub when configured. */
export interface Bus {
  publish(userId: number, event: LiveEvent): Promise<void>;
  /** The events of one change, for their users, in this order: through Redis as one command. */
  publishAll(pushes: readonly Push[]): Promise<void>;
  subscribe(userId: number, listener: LiveListener): Unsubscribe;
  close(): Promise<void>;
}

export interface BusOptions {
  /** Where a failing listener or an unreachable broker is reported; delivery is best effort. */
  onError?: (err: unknown) => void;
}

export const reportAsWarning = (err: unknown) =>
  process.emitWarning(err instanceof Error ? err : new Error(String(err)));

/**
 * One process only. Events travel as JSON, as they do through Redis, so code that works here
 * (no Dates, no shared mutable objects) works the same when the app is scaled out.
 */
export function createInProcessBus(opts: BusOptions = {}): Bus {
  const listeners = new UserListeners(opts.onError ?? reportAsWarning);
  return {
    async publish(userId, event) {
      listeners.deliver(userId, frameOf(event));
    },
    async publishAll(pushes) {
      for (const { userId, event } of pushes) listeners.deliver(userId, frameOf(event));
    },
    subscribe(userId, listener) {
      return listeners.add(userId, listener);
    },
    async close() {
      listeners.clear();
    },
  };
}
