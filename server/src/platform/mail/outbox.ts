import { EventEmitter } from "node:events";
import type { Executor } from "../../db/connect.ts";
import { mailOutbox } from "../../db/schema/index.ts";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the mail is about (`signup_confirmation`, `password_reset`, …), for the mailbox and logs. */
  kind: string;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

// Process-wide so that enqueueMail needs nothing but the executor it writes with.
const enqueued = new EventEmitter();
enqueued.setMaxListeners(0);

/** Calls `listener` after every enqueue in this process; returns the way to stop listening. */
export function onMailEnqueued(listener: () => void): () => void {
  enqueued.on("mail", listener);
  return () => enqueued.off("mail", listener);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused here.
const HEADER_BREAK = /[\u0000-\u001f\u007f]/;

/**
 * Writes a mail to the outbox with the caller's executor, so it is sent exactly when the change that
 * causes it commits. The dispatcher is woken at once; a mail written inside a transaction that has not
 * committed yet is picked up by the next poll.
 */
export async function enqueueMail(db: Executor, mail: OutgoingMail): Promise<number> {
  for (const field of ["to", "subject", "kind"] as const) {
    // Callers validate user input first; a line break here would be header injection, so it is a bug.
    if (HEADER_BREAK.test(mail[field])) throw new Error(`Mail ${field} must be a single line.`);
  }
  const [row] = await db
    .insert(mailOutbox)
    .values({ kind: mail.kind, toAddress: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
    .returning({ id: mailOutbox.id });
  enqueued.emit("mail");
  return row.id;
}
