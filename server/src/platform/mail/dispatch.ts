import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/connect.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import { agoMs, backoffAfter, describeError, type RetryPolicy } from "../background/retry.ts";
import type { OutboxRow } from "./outbox.ts";
import type { MailTransport } from "./smtp.ts";

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  batchSize: 10,
  retryBaseMs: 30_000,
  maxAttempts: 6,
  staleAfterMs: 15 * 60_000,
};

const INTERRUPTED = "Interrupted while sending; not retried, since the recipient may already have it.";

/**
 * Sends every mail that is due, at most once each. Claiming marks rows `sending` under
 * FOR UPDATE SKIP LOCKED, so any number of instances share the outbox without sending a row twice.
 * Returns how many mails were attempted.
 */
export async function dispatchDueMail(db: Database, transport: MailTransport, policy: RetryPolicy): Promise<number> {
  await failStaleClaims(db, policy.staleAfterMs);
  let attempted = 0;
  for (;;) {
    const claimed = await claimDue(db, policy.batchSize);
    if (claimed.length === 0) return attempted;
    const results = await Promise.allSettled(claimed.map((mail) => transport.send(mail)));
    const sent: number[] = [];
    const failed: { id: number; error: string }[] = [];
    results.forEach((result, i) => {
      if (result.status === "fulfilled") sent.push(claimed[i].id);
      else failed.push({ id: claimed[i].id, error: describeError(result.reason) });
    });
    await markSent(db, sent);
    await scheduleRetries(db, failed, policy);
    attempted += claimed.length;
  }
}

/** Without a mail server, due mail is kept in the outbox for the development mailbox. */
export async function keepPendingMail(db: Database): Promise<number> {
  const kept = await db
    .update(mailOutbox)
    .set({ status: "kept" })
    .where(eq(mailOutbox.status, "pending"))
    .returning({ id: mailOutbox.id });
  return kept.length;
}

async function claimDue(db: Database, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, "pending"), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ status: "sending", claimedAt: sql`now()`, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

async function markSent(db: Database, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(mailOutbox)
    .set({ status: "sent", sentAt: sql`now()`, lastError: null })
    .where(and(inArray(mailOutbox.id, ids), eq(mailOutbox.status, "sending")));
}

async function scheduleRetries(
  db: Database,
  failures: { id: number; error: string }[],
  policy: RetryPolicy,
): Promise<void> {
  if (failures.length === 0) return;
  const errorById = sql.join(
    failures.map((f) => sql`when ${f.id} then ${f.error}`),
    sql` `,
  );
  await db
    .update(mailOutbox)
    .set({
      status: sql`case when ${mailOutbox.attempts} >= ${policy.maxAttempts} then 'failed' else 'pending' end`,
      nextAttemptAt: backoffAfter(mailOutbox.attempts, policy.retryBaseMs),
      claimedAt: null,
      lastError: sql`case ${mailOutbox.id} ${errorById} end`,
    })
    .where(
      and(
        inArray(
          mailOutbox.id,
          failures.map((f) => f.id),
        ),
        eq(mailOutbox.status, "sending"),
      ),
    );
}

async function failStaleClaims(db: Database, staleAfterMs: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: "failed", claimedAt: null, lastError: INTERRUPTED })
    .where(and(eq(mailOutbox.status, "sending"), lte(mailOutbox.claimedAt, agoMs(staleAfterMs))));
}
