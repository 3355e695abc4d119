import { EventEmitter } from "node:events";

/** Something that happened to a user, fanned out to that user's live connections. */
export interface LiveEvent {
  type: string;
  [key: string]: unknown;
}

export type Unsubscribe = () => void;

/** Per-user fan-out: in process by default, Redis pub/sub when configured. */
export interface Bus {
  publish(userId: number, event: LiveEvent): Promise<void>;
  subscribe(userId: number, listener: (event: LiveEvent) => void): Unsubscribe;
  close(): Promise<void>;
}

export function createInProcessBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(userId, event) {
      emitter.emit(String(userId), event);
    },
    subscribe(userId, listener) {
      emitter.on(String(userId), listener);
      return () => emitter.off(String(userId), listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
