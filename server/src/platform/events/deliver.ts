import { type DomainEvent, domainEventSchema } from "@atelier/common";
import { and, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "../../db/connect.ts";
import { eventOutbox } from "../../db/schema/index.ts";
import { agoMs, backoffAfter, describeError, type RetryPolicy } from "../background/retry.ts";
import type { EventConsumer } from "./consumer.ts";

export const DEFAULT_EVENT_POLICY: RetryPolicy = {
  batchSize: 20,
  retryBaseMs: 5_000,
  maxAttempts: 10,
  staleAfterMs: 5 * 60_000,
};

type EventRow = typeof eventOutbox.$inferSelect;

/**
 * Hands every due event to each consumer that has not handled it yet, in the order they were
 * emitted. Claiming marks rows `processing` under FOR UPDATE SKIP LOCKED, so instances share the
 * outbox; a claim left by a process that died is taken again once stale, which is safe because a
 * consumer's work commits together with the record that it handled the event. Returns how many
 * events were attempted.
 */
export async function deliverDueEvents(
  db: Database,
  consumers: readonly EventConsumer[],
  policy: RetryPolicy,
  onError: (err: unknown) => void,
): Promise<number> {
  let attempted = 0;
  for (;;) {
    const claimed = await claimDue(db, policy);
    if (claimed.length === 0) return attempted;
    for (const row of claimed) await deliver(db, row, consumers, policy, onError);
    attempted += claimed.length;
  }
}

async function claimDue(db: Database, policy: RetryPolicy): Promise<EventRow[]> {
  const due = db
    .select({ id: eventOutbox.id })
    .from(eventOutbox)
    .where(
      or(
        and(eq(eventOutbox.status, "pending"), lte(eventOutbox.nextAttemptAt, sql`now()`)),
        and(eq(eventOutbox.status, "processing"), lte(eventOutbox.claimedAt, agoMs(policy.staleAfterMs))),
      ),
    )
    .orderBy(eventOutbox.id)
    .limit(policy.batchSize)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(eventOutbox)
    .set({ status: "processing", claimedAt: sql`now()`, attempts: sql`${eventOutbox.attempts} + 1` })
    .where(inArray(eventOutbox.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

async function deliver(
  db: Database,
  row: EventRow,
  consumers: readonly EventConsumer[],
  policy: RetryPolicy,
  onError: (err: unknown) => void,
): Promise<void> {
  const failures = await handOver(db, row, consumers, onError);
  if (failures.length === 0) {
    await finish(db, row.id, { status: "done", doneAt: sql`now()`, lastError: null });
    return;
  }
  await finish(db, row.id, {
    status: sql`case when ${eventOutbox.attempts} >= ${policy.maxAttempts} then 'failed' else 'pending' end`,
    nextAttemptAt: backoffAfter(eventOutbox.attempts, policy.retryBaseMs),
    lastError: failures.join("\n").slice(0, 1000),
  });
}

/** Gives the event to each consumer still owing it; returns what went wrong. */
async function handOver(
  db: Database,
  row: EventRow,
  consumers: readonly EventConsumer[],
  onError: (err: unknown) => void,
): Promise<string[]> {
  const parsed = domainEventSchema.safeParse({ ...(row.payload as object), type: row.type });
  // During a rolling deploy an older instance may claim an event only newer code knows: it is
  // retried like any failure, so that a newer instance gets to it.
  if (!parsed.success) return [`Unreadable event: ${parsed.error.message}`];
  const failures: string[] = [];
  for (const consumer of consumers) {
    if (row.handledBy.includes(consumer.name) || consumer.concerns?.(parsed.data) === false) continue;
    try {
      await handleOnce(db, row.id, consumer, parsed.data, onError);
    } catch (err) {
      failures.push(`${consumer.name}: ${describeError(err)}`);
      onError(err);
    }
  }
  return failures;
}

/**
 * Runs one consumer in a transaction that also records it in `handled_by`, under a lock on the
 * event's row: two processes holding the same event (one of them thought dead) handle it once.
 * The record comes first, in the statement that takes the lock: the second process waits for the
 * first to end, and then finds the event handled, or after a rollback not.
 */
async function handleOnce(
  db: Database,
  id: number,
  consumer: EventConsumer,
  event: DomainEvent,
  onError: (err: unknown) => void,
): Promise<void> {
  const afterCommit: (() => Promise<void>)[] = [];
  const handled = await db.transaction(async (tx) => {
    const recorded = await tx
      .update(eventOutbox)
      .set({ handledBy: sql`array_append(${eventOutbox.handledBy}, ${consumer.name})` })
      .where(and(eq(eventOutbox.id, id), sql`not (${consumer.name} = any(${eventOutbox.handledBy}))`))
      .returning({ id: eventOutbox.id });
    if (recorded.length === 0) return false;
    await consumer.handle(event, { tx, afterCommit: (task) => afterCommit.push(task) });
    return true;
  });
  if (!handled) return;
  for (const task of afterCommit) await task().catch(onError);
}

/** Ends this process's claim on the event, unless another process has since taken it over. */
function finish(db: Database, id: number, values: PgUpdateSetSource<typeof eventOutbox>) {
  return db
    .update(eventOutbox)
    .set({ claimedAt: null, ...values })
    .where(and(eq(eventOutbox.id, id), eq(eventOutbox.status, "processing")));
}
