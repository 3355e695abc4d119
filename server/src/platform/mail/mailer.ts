import type { Database } from "../../db/connect.ts";
import { DEFAULT_RETRY_POLICY, dispatchDueMail, keepPendingMail, type RetryPolicy } from "./dispatch.ts";
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

/** Coalesces the wake-ups of a burst of enqueues into one run. */
const WAKE_DELAY_MS = 10;

export function startMailer(db: Database, opts: MailerOptions): Mailer {
  const transport = opts.smtpUrl ? createSmtpTransport(opts.smtpUrl, opts.from) : null;
  const policy = { ...DEFAULT_RETRY_POLICY, ...opts.policy };
  const work = transport ? () => dispatchDueMail(db, transport, policy) : () => keepPendingMail(db);

  // Runs never overlap within a process; across processes the claim query keeps them apart.
  let chain: Promise<unknown> = Promise.resolve();
  let closed = false;
  let backgroundQueued = false;
  let wakeTimer: NodeJS.Timeout | null = null;

  const flush = (): Promise<number> => {
    const run = chain.then(() => {
      backgroundQueued = false;
      return work();
    });
    chain = run.catch(() => {});
    return run;
  };

  const runInBackground = () => {
    if (closed || backgroundQueued) return;
    backgroundQueued = true;
    flush().catch(opts.onError);
  };

  const wake = () => {
    if (closed || wakeTimer) return;
    wakeTimer = setTimeout(() => {
      wakeTimer = null;
      runInBackground();
    }, WAKE_DELAY_MS);
  };

  const stopListening = onMailEnqueued(wake);
  const poll = setInterval(runInBackground, opts.pollMs ?? 2000);
  poll.unref();
  wake();

  return {
    flush,
    async close() {
      closed = true;
      stopListening();
      clearInterval(poll);
      if (wakeTimer) clearTimeout(wakeTimer);
      await chain;
      transport?.close();
    },
  };
}
