import { EventEmitter } from "node:events";

/** A process-wide "something was written" signal, so a writer needs nothing but its executor. */
export interface Signal {
  notify(): void;
  /** Calls `listener` on every notify in this process; returns the way to stop listening. */
  listen(listener: () => void): () => void;
}

export function createSignal(): Signal {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    notify: () => emitter.emit("signal"),
    listen(listener) {
      emitter.on("signal", listener);
      return () => emitter.off("signal", listener);
    },
  };
}
