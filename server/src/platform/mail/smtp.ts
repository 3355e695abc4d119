import nodemailer from "nodemailer";
import type { OutboxRow } from "./outbox.ts";

/** How a claimed mail leaves the building; a rejected promise means "try again later". */
export interface MailTransport {
  send(mail: OutboxRow): Promise<void>;
  close(): void;
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    // Bounded well below the dispatcher's stale-claim limit, so a live send is never taken for a crash.
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        headers: { "Auto-Submitted": "auto-generated", "X-Atelier-Kind": mail.kind },
      });
    },
    close() {
      transporter.close();
    },
  };
}
