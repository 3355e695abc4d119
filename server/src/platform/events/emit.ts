import type { DomainEvent } from "@atelier/common";
import type { Executor } from "../../db/connect.ts";
import { eventOutbox } from "../../db/schema/index.ts";
import { createSignal } from "../background/signal.ts";

const emitted = createSignal();

/** Calls `listener` after every emit in this process; returns the way to stop listening. */
export const onEventEmitted = emitted.listen;

/**
 * Records that something happened, with the executor of the transaction that makes it happen: the
 * event exists exactly when the change commits, and survives whatever happens to this process after.
 * The runner is woken at once; an event whose transaction commits later is picked up by its next poll.
 */
export async function emit(db: Executor, event: DomainEvent): Promise<void> {
  const { type, ...payload } = event;
  await db.insert(eventOutbox).values({ type, payload });
  emitted.notify();
}
