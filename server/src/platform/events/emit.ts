import type { DomainEvent } from "@atelier/common";
import type { Executor } from "../../db/connect.ts";
import { eventOutbox } from "../../db/schema/index.ts";

/**
 * Records that something happened, with the executor of the transaction that makes it happen: the
 * event exists exactly when the change commits, and survives whatever happens to this process after.
 * The commit itself wakes the runners (the outbox's trigger notifies them), so nothing here does.
 */
export async function emit(db: Executor, event: DomainEvent): Promise<void> {
  const { type, ...payload } = event;
  await db.insert(eventOutbox).values({ type, payload });
}
