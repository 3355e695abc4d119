import type { Database } from "../../db/connect.ts";
import type { RetryPolicy } from "../background/retry.ts";
import { startWorker } from "../background/worker.ts";
import { DEFAULT_RETRY_POLICY, dispatchDueMail, keepPendingMail } from "./dispatch.ts";
import { onMailEnqueued } from "./outbox.ts";
import { createSmtpTransport } from "./smtp.ts";

/** The background side of the outbox: sends due mail through SMTP, or keeps it without a mail server. */
export interface Mailer {
  /** Handles every mail due now and resolves with how many it handled; runs after any run in progress. */
  flush(): Promise<number>;
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl?: string;
  from: string;
  onError(err: unknown): void;
  policy?: Partial<RetryPolicy>;
  /** How often the outbox is checked for mail a wake-up missed (enqueued in a later-committed transaction, retries). */
  pollMs?: number;
}

export function startMailer(db: Database, opts: MailerOptions): Mailer {
  const transport = opts.smtpUrl ? createSmtpTransport(opts.smtpUrl, opts.from) : null;
  const policy = { ...DEFAULT_RETRY_POLICY, ...opts.policy };
  const work = transport ? () => dispatchDueMail(db, transport, policy) : () => keepPendingMail(db);
  const worker = startWorker(work, { onError: opts.onError, pollMs: opts.pollMs ?? 2000, wakeOn: onMailEnqueued });
  return {
    flush: worker.run,
    async close() {
      await worker.close();
      transport?.close();
    },
  };
}
