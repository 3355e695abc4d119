import { type DomainEvent, domainEventSchema } from "@atelier/common";
import { and, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/connect.ts";
import { preparedStatement } from "../../db/prepared.ts";
import { eventOutbox } from "../../db/schema/index.ts";
import { backoffAfter, describeError, type RetryPolicy } from "../background/retry.ts";
import type { EventConsumer } from "./consumer.ts";

export const DEFAULT_EVENT_POLICY: RetryPolicy = {
  batchSize: 100,
  retryBaseMs: 5_000,
  maxAttempts: 10,
  staleAfterMs: 5 * 60_000,
};

type EventRow = typeof eventOutbox.$inferSelect;

/** A claimed event, read, with what went wrong delivering it so far. */
interface Claimed {
  row: EventRow;
  event: DomainEvent | null;
  failures: string[];
}

export interface DeliveryRun {
  consumers: readonly EventConsumer[];
  policy: RetryPolicy;
  onError(err: unknown): void;
  /** Asked between batches: true ends the run, leaving what is still due to the next one or another instance. */
  stopping?(): boolean;
}

/**
 * Hands every due event to each consumer that has not handled it yet, in the order they were
 * emitted, a batch at a time: each consumer takes a batch's events in one transaction, so a burst
 * costs a few statements per batch rather than per event. Claiming marks rows `processing` under
 * FOR UPDATE SKIP LOCKED, so instances share the outbox; a claim left by a process that died is
 * taken again once stale, which is safe because a consumer's work commits together with the record
 * that it handled the events. Returns how many events were attempted.
 */
export async function deliverDueEvents(db: Database, run: DeliveryRun): Promise<number> {
  let attempted = 0;
  for (;;) {
    const claimed = await claimDue(db, run.policy);
    if (claimed.length === 0) return attempted;
    const batch = claimed.map(read);
    for (const consumer of run.consumers) await handOver(db, batch, consumer, run.onError);
    await finish(db, batch, run.policy);
    attempted += claimed.length;
    if (run.stopping?.()) return attempted;
  }
}

/** Every run of every instance starts here, and a busy one many times a second: prepared, so it is planned once. */
const claimStatement = preparedStatement("event-outbox-claim", (db, name) => {
  const due = db
    .select({ id: eventOutbox.id })
    .from(eventOutbox)
    .where(
      and(
        // Said outright, so that the planner reads the waiting rows' index (its predicate).
        inArray(eventOutbox.status, ["pending", "processing"]),
        or(
          and(eq(eventOutbox.status, "pending"), lte(eventOutbox.nextAttemptAt, sql`now()`)),
          and(
            eq(eventOutbox.status, "processing"),
            lte(eventOutbox.claimedAt, sql`now() - make_interval(secs => ${sql.placeholder("staleSeconds")}::float8)`),
          ),
        ),
      ),
    )
    .orderBy(eventOutbox.id)
    .limit(sql.placeholder("limit"))
    .for("update", { skipLocked: true });
  return db
    .update(eventOutbox)
    .set({ status: "processing", claimedAt: sql`now()`, attempts: sql`${eventOutbox.attempts} + 1` })
    .where(inArray(eventOutbox.id, due))
    .returning()
    .prepare(name);
});

async function claimDue(db: Database, policy: RetryPolicy): Promise<EventRow[]> {
  const rows = await claimStatement(db).execute({ limit: policy.batchSize, staleSeconds: policy.staleAfterMs / 1000 });
  return rows.sort((a, b) => a.id - b.id);
}

function read(row: EventRow): Claimed {
  const parsed = domainEventSchema.safeParse({ ...(row.payload as object), type: row.type });
  // During a rolling deploy an older instance may claim an event only newer code knows: it is
  // retried like any failure, so that a newer instance gets to it.
  if (!parsed.success) return { row, event: null, failures: [`Unreadable event: ${parsed.error.message}`] };
  return { row, event: parsed.data, failures: [] };
}

/**
 * Gives the consumer the batch's events it still owes and may care about, together. When that
 * fails, each is tried alone, so that one event it cannot handle holds back only itself.
 */
async function handOver(
  db: Database,
  batch: Claimed[],
  consumer: EventConsumer,
  onError: (err: unknown) => void,
): Promise<void> {
  const owed = batch.filter(
    (item): item is Claimed & { event: DomainEvent } =>
      item.event !== null && !item.row.handledBy.includes(consumer.name) && consumer.concerns?.(item.event) !== false,
  );
  if (owed.length === 0) return;
  try {
    await handleOnce(db, owed, consumer, onError);
    return;
  } catch (err) {
    if (owed.length === 1) {
      owed[0].failures.push(`${consumer.name}: ${describeError(err)}`);
      onError(err);
      return;
    }
  }
  for (const item of owed) {
    try {
      await handleOnce(db, [item], consumer, onError);
    } catch (err) {
      item.failures.push(`${consumer.name}: ${describeError(err)}`);
      onError(err);
    }
  }
}

/**
 * Runs one consumer over events in a transaction that also records it in their `handled_by`, under
 * a lock on their rows: two processes holding the same event (one of them thought dead) handle it
 * once. The record comes first, in the statement that takes the locks: the second process waits for
 * the first to end, and then finds the events handled, or after a rollback not.
 */
async function handleOnce(
  db: Database,
  items: (Claimed & { event: DomainEvent })[],
  consumer: EventConsumer,
  onError: (err: unknown) => void,
): Promise<void> {
  const afterCommit: (() => Promise<void>)[] = [];
  await db.transaction(async (tx) => {
    const recorded = await recordHandled(tx).execute({
      consumer: consumer.name,
      ids: items.map((item) => item.row.id),
    });
    const mine = new Set(recorded.map((r) => r.id));
    const events = items.filter((item) => mine.has(item.row.id)).map((item) => item.event);
    if (events.length === 0) return;
    await consumer.handle(events, { tx, afterCommit: (task) => afterCommit.push(task) });
  });
  for (const task of afterCommit) await task().catch(onError);
}

const recordHandled = preparedStatement("event-outbox-handled", (db, name) =>
  db
    .update(eventOutbox)
    .set({ handledBy: sql`array_append(${eventOutbox.handledBy}, ${sql.placeholder("consumer")}::text)` })
    .where(
      and(
        sql`${eventOutbox.id} = any(${sql.placeholder("ids")})`,
        sql`not (${sql.placeholder("consumer")}::text = any(${eventOutbox.handledBy}))`,
      ),
    )
    .returning({ id: eventOutbox.id })
    .prepare(name),
);

const finishDelivered = preparedStatement("event-outbox-done", (db, name) =>
  db
    .update(eventOutbox)
    .set({ claimedAt: null, status: "done", doneAt: sql`now()`, lastError: null })
    .where(and(sql`${eventOutbox.id} = any(${sql.placeholder("ids")})`, eq(eventOutbox.status, "processing")))
    .prepare(name),
);

/**
 * Ends this process's claim on the batch, unless another process has since taken an event over:
 * the delivered ones in one statement, each failed one with its back-off.
 */
async function finish(db: Database, batch: Claimed[], policy: RetryPolicy): Promise<void> {
  const delivered = batch.filter((item) => item.failures.length === 0).map((item) => item.row.id);
  if (delivered.length > 0) await finishDelivered(db).execute({ ids: delivered });
  for (const item of batch) {
    if (item.failures.length === 0) continue;
    await db
      .update(eventOutbox)
      .set({
        claimedAt: null,
        status: sql`case when ${eventOutbox.attempts} >= ${policy.maxAttempts} then 'failed' else 'pending' end`,
        nextAttemptAt: backoffAfter(eventOutbox.attempts, policy.retryBaseMs),
        lastError: item.failures.join("\n").slice(0, 1000),
      })
      .where(and(eq(eventOutbox.id, item.row.id), eq(eventOutbox.status, "processing")));
  }
}
