import type { Executor } from "../../db/connect.ts";
import { mailOutbox } from "../../db/schema/index.ts";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where an answer goes: a contact-form message's writer, so the operators answer them directly. */
  replyTo?: string;
  /** What the mail is about (`signup_confirmation`, `password_reset`, …), for the mailbox and logs. */
  kind: string;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused here.
const HEADER_BREAK = /[\u0000-\u001f\u007f]/;

/**
 * Writes a mail to the outbox with the caller's executor, so it is sent exactly when the change that
 * causes it commits. The commit wakes the dispatchers (the outbox's trigger notifies them).
 */
export async function enqueueMail(db: Executor, mail: OutgoingMail): Promise<number> {
  for (const field of ["to", "subject", "kind", "replyTo"] as const) {
    // Callers validate user input first; a line break here would be header injection, so it is a bug.
    if (HEADER_BREAK.test(mail[field] ?? "")) throw new Error(`Mail ${field} must be a single line.`);
  }
  const [row] = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    })
    .returning({ id: mailOutbox.id });
  return row.id;
}
