import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { startSmtpSink } from "../../../test/peers/smtp-sink.ts";
import { mailOutbox } from "../../db/schema/index.ts";
import { startMailer } from "./mailer.ts";
import { enqueueMail, type OutgoingMail } from "./outbox.ts";

const sink = await startSmtpSink();
afterAll(() => sink.close());
const ctx = await createTestContext({ SMTP_URL: sink.url, MAIL_FROM: "Atelier <mail@atelier.test>" });
const { db } = ctx.deps;

const welcome = (to = "ada@example.test"): OutgoingMail => ({
  to,
  subject: "Welcome to Atelier",
  text: "Hello Ada,\nplease confirm: http://atelier.test/signup/confirm/42?checksum=abc",
  html: "<p>Hello Ada</p>",
  kind: "welcome",
});

const stored = async (id: number) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
/** Makes a scheduled retry due now, as if its back-off had passed. */
const makeDue = (id: number) => db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, id));

beforeEach(async () => {
  await ctx.deps.mail.flush();
  sink.received.splice(0);
  sink.rejectNext(0, 250, "");
});

describe("mail through SMTP", () => {
  it("delivers an enqueued mail as written and marks it sent", async () => {
    const id = await enqueueMail(db, welcome());
    await ctx.deps.mail.flush();

    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail.envelope).toEqual({ from: "mail@atelier.test", to: ["ada@example.test"] });
    expect(mail.parsed.from?.text).toBe('"Atelier" <mail@atelier.test>');
    expect(mail.parsed.subject).toBe("Welcome to Atelier");
    expect(mail.parsed.text?.trim()).toBe(welcome().text);
    expect(mail.parsed.html).toBe("<p>Hello Ada</p>");
    expect(mail.parsed.headers.get("x-atelier-kind")).toBe("welcome");
    expect(await stored(id)).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect((await stored(id)).sentAt).toBeInstanceOf(Date);
  });

  it("sends a mail once the transaction that wrote it commits, without a flush or a poll", async () => {
    // The app's mailer polls every two seconds; this one only when told, so what wakes it is the commit.
    const prompt = startMailer(ctx.deps.database, {
      smtpUrl: sink.url,
      from: "mail@atelier.test",
      onError: () => {},
      pollMs: 60_000,
    });
    try {
      for (const to of ["first-commit@example.test", "second-commit@example.test"]) {
        await db.transaction(async (tx) => {
          await enqueueMail(tx, welcome(to));
          // A run meanwhile, woken by anything, finds nothing yet: the row is not committed.
          await new Promise((resolve) => setTimeout(resolve, 200));
        });
        const committedAt = Date.now();
        await vi.waitFor(() => expect(sink.received.map((m) => m.envelope.to[0])).toContain(to), { timeout: 1000 });
        expect(Date.now() - committedAt).toBeLessThan(1000);
      }
    } finally {
      await prompt.close();
    }
  });

  it("answers go where the mail says: a contact message's writer", async () => {
    await enqueueMail(db, { ...welcome("hello@atelier.test"), kind: "contact", replyTo: "rosa@example.test" });
    await ctx.deps.mail.flush();
    expect(sink.received.map((m) => m.parsed.replyTo?.text)).toEqual(["rosa@example.test"]);
  });

  it("never sends a mail twice", async () => {
    await enqueueMail(db, welcome());
    await ctx.deps.mail.flush();
    expect(await ctx.deps.mail.flush()).toBe(0);
    expect(sink.received).toHaveLength(1);
  });

  it("sends promptly after enqueueing, without waiting for a flush", async () => {
    const id = await enqueueMail(db, welcome("prompt@example.test"));
    await vi.waitFor(() => expect(sink.received.map((m) => m.envelope.to[0])).toEqual(["prompt@example.test"]), {
      timeout: 1500,
    });
    await vi.waitFor(async () => expect((await stored(id)).status).toBe("sent"));
  });

  it("sends nothing for a transaction that rolls back, and sends once it commits", async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, welcome("rolled-back@example.test"));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await db.transaction(async (tx) => {
      await enqueueMail(tx, welcome("committed@example.test"));
    });
    await ctx.deps.mail.flush();
    expect(sink.received.map((m) => m.envelope.to[0])).toEqual(["committed@example.test"]);
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "rolled-back@example.test"));
    expect(rows).toEqual([]);
  });

  it("retries after an SMTP error with growing back-off, then delivers", async () => {
    sink.rejectNext(2, 451, "Try again later");
    const id = await enqueueMail(db, welcome("retry@example.test"));
    await ctx.deps.mail.flush();

    const first = await stored(id);
    expect(first).toMatchObject({ status: "pending", attempts: 1 });
    expect(first.lastError).toContain("451");
    const [{ firstDelay }] = await db
      .select({ firstDelay: sql<number>`extract(epoch from ${mailOutbox.nextAttemptAt} - now())::float8` })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id));
    expect(firstDelay).toBeGreaterThan(20);
    expect(firstDelay).toBeLessThanOrEqual(30);
    // Not due yet: nothing happens.
    expect(await ctx.deps.mail.flush()).toBe(0);

    await makeDue(id);
    await ctx.deps.mail.flush();
    const [{ secondDelay }] = await db
      .select({ secondDelay: sql<number>`extract(epoch from ${mailOutbox.nextAttemptAt} - now())::float8` })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id));
    expect(secondDelay).toBeGreaterThan(50);
    expect(secondDelay).toBeLessThanOrEqual(60);

    await makeDue(id);
    await ctx.deps.mail.flush();
    expect(await stored(id)).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(sink.received.map((m) => m.envelope.to[0])).toEqual(["retry@example.test"]);
  });

  it("gives up after six failed attempts", async () => {
    sink.rejectNext(100, 554, "Transaction failed");
    const id = await enqueueMail(db, welcome("bounce@example.test"));
    for (let attempt = 1; attempt <= 6; attempt++) {
      await ctx.deps.mail.flush();
      await makeDue(id);
    }
    expect(await stored(id)).toMatchObject({ status: "failed", attempts: 6 });
    expect((await stored(id)).lastError).toContain("554");
    expect(await ctx.deps.mail.flush()).toBe(0);
    expect(sink.received).toEqual([]);
  });

  it("marks a mail claimed by a process that died as failed instead of sending it again", async () => {
    // Written and claimed in one transaction, so the dispatcher never sees the row still pending.
    const id = await db.transaction(async (tx) => {
      const queued = await enqueueMail(tx, welcome("crashed@example.test"));
      await tx
        .update(mailOutbox)
        .set({ status: "sending", attempts: 1, claimedAt: sql`now() - interval '1 hour'` })
        .where(eq(mailOutbox.id, queued));
      return queued;
    });
    await ctx.deps.mail.flush();
    expect(await stored(id)).toMatchObject({ status: "failed", attempts: 1 });
    expect((await stored(id)).lastError).toMatch(/Interrupted/);
    expect(sink.received).toEqual([]);
  });

  it("leaves a recent claim alone: its sender may still be at work", async () => {
    const id = await db.transaction(async (tx) => {
      const queued = await enqueueMail(tx, welcome("in-flight@example.test"));
      await tx
        .update(mailOutbox)
        .set({ status: "sending", attempts: 1, claimedAt: sql`now()` })
        .where(eq(mailOutbox.id, queued));
      return queued;
    });
    await ctx.deps.mail.flush();
    expect(await stored(id)).toMatchObject({ status: "sending", attempts: 1 });
    expect(sink.received).toEqual([]);
  });

  it("sends each mail once when two instances dispatch the same outbox", async () => {
    const other = startMailer(ctx.deps.database, { smtpUrl: sink.url, from: "mail@atelier.test", onError: () => {} });
    const recipients = Array.from({ length: 24 }, (_, i) => `many-${i}@example.test`);
    await db
      .insert(mailOutbox)
      .values(recipients.map((to) => ({ toAddress: to, subject: "Digest", text: "Hi", kind: "digest" })));
    await Promise.all([ctx.deps.mail.flush(), other.flush(), ctx.deps.mail.flush(), other.flush()]);
    await other.close();
    const delivered = sink.received.map((m) => m.envelope.to[0]).sort();
    expect(delivered).toEqual([...recipients].sort());
  });

  it("refuses a line break in the recipient, reply address or subject, which would inject headers", async () => {
    await expect(enqueueMail(db, { ...welcome(), subject: "Hi\r\nBcc: eve@evil.test" })).rejects.toThrow(/single line/);
    await expect(enqueueMail(db, { ...welcome(), to: "ada@example.test\nBcc: eve@evil.test" })).rejects.toThrow(
      /single line/,
    );
    await expect(enqueueMail(db, { ...welcome(), replyTo: "rosa@example.test\r\nBcc: eve@evil.test" })).rejects.toThrow(
      /single line/,
    );
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.subject, "Hi\r\nBcc: eve@evil.test"));
    expect(rows).toEqual([]);
  });
});
