import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  parsed: ParsedMail;
}

export interface SmtpSink {
  /** SMTP_URL for the app under test. */
  url: string;
  received: ReceivedMail[];
  /** Answers the next `count` messages with an SMTP error instead of accepting them. */
  rejectNext(count: number, code: number, message: string): void;
  close(): Promise<void>;
}

/** A real SMTP server on a free loopback port that keeps what it receives, parsed. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let rejection: { count: number; code: number; message: string } | null = null;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    closeTimeout: 500,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (rejection && rejection.count > 0) {
          rejection.count -= 1;
          callback(Object.assign(new Error(rejection.message), { responseCode: rejection.code }));
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            const from = session.envelope.mailFrom;
            received.push({
              envelope: { from: from ? from.address : "", to: session.envelope.rcptTo.map((r) => r.address) },
              parsed,
            });
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    rejectNext(count, code, message) {
      rejection = { count, code, message };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
