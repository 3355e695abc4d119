import type { DomainEvent } from "@atelier/common";
import type { Transaction } from "../../db/connect.ts";

export interface Delivery {
  /** The transaction that also records the event as handled: what the consumer writes commits with it. */
  tx: Transaction;
  /** Work outside the database (a live push), run only once the transaction has committed. */
  afterCommit(task: () => Promise<void>): void;
}

/** One concern that reacts to domain events, such as notifications. It sees every event, once. */
export interface EventConsumer {
  /** Recorded with each event it handled; renaming a consumer would hand it those events again. */
  name: string;
  /**
   * Whether the event can matter to this consumer at all, told from the event alone: one that cannot
   * is passed by without a transaction. Without it, the consumer is handed every event.
   */
  concerns?(event: DomainEvent): boolean;
  /**
   * Handles events emitted one after the other, in that order: a burst comes as one call, so what
   * they need can be read together. Whatever throws, none of them counts as handled.
   */
  handle(events: readonly DomainEvent[], delivery: Delivery): Promise<void>;
}
