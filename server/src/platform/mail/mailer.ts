import type { DatabaseHandle } from "../../db/connect.ts";
import { startOutboxWorker } from "../background/committed.ts";
import type { RetryPolicy } from "../background/retry.ts";
import { DEFAULT_RETRY_POLICY, dispatchDueMail, keepPendingMail } from "./dispatch.ts";
import { createSmtpTransport } from "./smtp.ts";

/** The channel the outbox's trigger notifies (notify_outbox in db/sql/routines.sql). */
const MAIL_OUTBOX_CHANNEL = "mail_outbox";

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
  /** How often the outbox is checked for mail no notice announced (retries, stale claims, a lost connection). */
  pollMs?: number;
}

export function startMailer(database: DatabaseHandle, opts: MailerOptions): Mailer {
  const { db } = database;
  const transport = opts.smtpUrl ? createSmtpTransport(opts.smtpUrl, opts.from) : null;
  const policy = { ...DEFAULT_RETRY_POLICY, ...opts.policy };
  const work = transport ? () => dispatchDueMail(db, transport, policy) : () => keepPendingMail(db);
  const worker = startOutboxWorker(database, MAIL_OUTBOX_CHANNEL, work, {
    onError: opts.onError,
    pollMs: opts.pollMs ?? 2000,
  });
  return {
    flush: worker.run,
    async close() {
      await worker.close();
      transport?.close();
    },
  };
}
