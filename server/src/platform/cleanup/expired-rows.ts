import { and, inArray, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/connect.ts";
import {
  accountTokens,
  contactMessages,
  eventOutbox,
  mailOutbox,
  registrations,
  sessions,
} from "../../db/schema/index.ts";

/**
 * How long finished rows stay. Longer than any window that counts recent rows (password reset
 * requests count the last half hour's tokens, revoked ones too), and than a sign-up form stays open.
 */
const KEEP_FINISHED = sql`now() - interval '1 day'`;
const KEEP_SENT_MAIL = sql`now() - interval '30 days'`;
const KEEP_HANDLED_EVENTS = sql`now() - interval '7 days'`;
/** As the privacy policy says: a message to the operators is kept a year, then forgotten. */
const KEEP_CONTACT_MESSAGES = sql`now() - interval '1 year'`;

interface ExpiryRule {
  table: PgTable;
  id: PgColumn;
  /** Rows nothing will read again; an index answers it. */
  done: SQL;
}

/** Rows that pile up and expire, by table: what nothing reads any more. */
const RULES = {
  // E-mailed links past their expiry, and used or voided ones (settings links live a year each).
  account_tokens: {
    table: accountTokens,
    id: accountTokens.id,
    done: or(
      lt(accountTokens.expiresAt, sql`now()`),
      and(
        or(isNotNull(accountTokens.usedAt), isNotNull(accountTokens.revokedAt)),
        lt(accountTokens.createdAt, KEEP_FINISHED),
      ),
    ) as SQL,
  },
  // Sessions past their lifetime, signed out or not.
  sessions: { table: sessions, id: sessions.id, done: lt(sessions.expiresAt, sql`now()`) },
  // Sign-ups opened and never sent (no account behind them), whose captcha is long expired.
  registrations: {
    table: registrations,
    id: registrations.id,
    done: and(
      isNull(registrations.userId),
      lt(registrations.createdAt, KEEP_FINISHED),
      lt(registrations.updatedAt, KEEP_FINISHED),
    ) as SQL,
  },
  // Mail that left (or, without a mail server, was kept for the development mailbox) or gave up, once
  // no one will look for it: far beyond any window that counts recent mail to an address.
  mail_outbox: {
    table: mailOutbox,
    id: mailOutbox.id,
    done: and(inArray(mailOutbox.status, ["sent", "failed", "kept"]), lt(mailOutbox.createdAt, KEEP_SENT_MAIL)) as SQL,
  },
  // Events every consumer handled, or that were given up, kept a while for whoever investigates a delivery.
  event_outbox: {
    table: eventOutbox,
    id: eventOutbox.id,
    done: and(inArray(eventOutbox.status, ["done", "failed"]), lt(eventOutbox.createdAt, KEEP_HANDLED_EVENTS)) as SQL,
  },
  contact_messages: {
    table: contactMessages,
    id: contactMessages.id,
    done: lt(contactMessages.createdAt, KEEP_CONTACT_MESSAGES),
  },
} satisfies Record<string, ExpiryRule>;

export type ExpiredRowCounts = Record<keyof typeof RULES, number>;

export interface DeleteOptions {
  /** Rows per statement, so no statement holds many locks or runs long. */
  batchSize?: number;
}

/**
 * Deletes every expired row, batch by batch. A batch takes its rows FOR UPDATE SKIP LOCKED, so
 * instances cleaning at the same time share the work instead of waiting for each other.
 */
export async function deleteExpiredRows(db: Database, opts: DeleteOptions = {}): Promise<ExpiredRowCounts> {
  const batchSize = opts.batchSize ?? 1000;
  const counts = {} as ExpiredRowCounts;
  for (const [name, rule] of Object.entries(RULES) as [keyof typeof RULES, ExpiryRule][]) {
    counts[name] = 0;
    for (;;) {
      const batch = db
        .select({ id: rule.id })
        .from(rule.table)
        .where(rule.done)
        .limit(batchSize)
        .for("update", { skipLocked: true });
      const deleted = await db.delete(rule.table).where(inArray(rule.id, batch)).returning({ id: rule.id });
      counts[name] += deleted.length;
      if (deleted.length < batchSize) break;
    }
  }
  return counts;
}
