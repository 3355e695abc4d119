import { randomUUID } from "node:crypto";
import { SignupStatus } from "@atelier/common";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { buildUser } from "../../../test/factories.ts";
import {
  accountTokens,
  contactMessages,
  eventOutbox,
  mailOutbox,
  registrations,
  sessions,
} from "../../db/schema/index.ts";
import { consumeAccountToken, issueAccountToken } from "../auth/account-tokens.ts";
import { startCleaner } from "./cleaner.ts";
import { deleteExpiredRows } from "./expired-rows.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;
// Without a mail server the app's mailer marks pending mail kept, which would age the pending mail
// below into a finished one whenever its poll comes round during a test.
await ctx.deps.mail.close();

const ago = (ms: number) => new Date(Date.now() - ms);
const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

async function token(userId: number, columns: Partial<typeof accountTokens.$inferInsert> = {}) {
  const [row] = await db
    .insert(accountTokens)
    .values({
      userId,
      purpose: "notification_settings",
      tokenHash: randomUUID(),
      expiresAt: new Date(Date.now() + 300 * DAY),
      ...columns,
    })
    .returning({ id: accountTokens.id });
  return row.id;
}

async function session(userId: number, columns: Partial<typeof sessions.$inferInsert> = {}) {
  const [row] = await db
    .insert(sessions)
    .values({ userId, tokenHash: randomUUID(), expiresAt: new Date(Date.now() + DAY), ...columns })
    .returning({ id: sessions.id });
  return row.id;
}

async function registration(columns: Partial<typeof registrations.$inferInsert> = {}) {
  const [row] = await db
    .insert(registrations)
    .values({ status: SignupStatus.requested, ...columns })
    .returning({ id: registrations.id });
  return row.id;
}

async function mail(columns: Partial<typeof mailOutbox.$inferInsert> = {}) {
  const [row] = await db
    .insert(mailOutbox)
    .values({ kind: "test", toAddress: "someone@example.test", subject: "Hello", text: "Hello", ...columns })
    .returning({ id: mailOutbox.id });
  return row.id;
}

async function event(columns: Partial<typeof eventOutbox.$inferInsert> = {}) {
  const [row] = await db
    .insert(eventOutbox)
    .values({ type: "user_followed", payload: { followerId: 1, followeeId: 2 }, ...columns })
    .returning({ id: eventOutbox.id });
  return row.id;
}

async function contactMessage(columns: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      topic: "general",
      name: "Ada",
      email: "ada@example.test",
      message: "Hello there",
      locale: "en",
      ip: "::1",
      ...columns,
    })
    .returning({ id: contactMessages.id });
  return row.id;
}

/** What a clean-up reports when every expired row is already gone. */
const NOTHING_EXPIRED = {
  account_tokens: 0,
  sessions: 0,
  registrations: 0,
  mail_outbox: 0,
  event_outbox: 0,
  contact_messages: 0,
};

const sorted = <T>(rows: { id: T }[]) => rows.map((r) => r.id).sort();
/** Which of these rows are still there, by table. */
const remaining = {
  tokens: async (ids: number[]) =>
    sorted(await db.select({ id: accountTokens.id }).from(accountTokens).where(inArray(accountTokens.id, ids))),
  sessions: async (ids: number[]) =>
    sorted(await db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.id, ids))),
  registrations: async (ids: string[]) =>
    sorted(await db.select({ id: registrations.id }).from(registrations).where(inArray(registrations.id, ids))),
  mails: async (ids: number[]) =>
    sorted(await db.select({ id: mailOutbox.id }).from(mailOutbox).where(inArray(mailOutbox.id, ids))),
  events: async (ids: number[]) =>
    sorted(await db.select({ id: eventOutbox.id }).from(eventOutbox).where(inArray(eventOutbox.id, ids))),
  contactMessages: async (ids: number[]) =>
    sorted(await db.select({ id: contactMessages.id }).from(contactMessages).where(inArray(contactMessages.id, ids))),
};

/** One of each kind of row, and which of them the clean-up must delete. */
async function world() {
  const user = await buildUser(db);
  const tokens = {
    valid: await token(user.id),
    expired: await token(user.id, { purpose: "password_reset", createdAt: ago(3 * HOUR), expiresAt: ago(HOUR) }),
    usedJustNow: await token(user.id, { purpose: "password_reset", usedAt: new Date() }),
    usedLongAgo: await token(user.id, { purpose: "email_change", createdAt: ago(2 * DAY), usedAt: ago(2 * DAY) }),
    revokedLongAgo: await token(user.id, { createdAt: ago(3 * DAY), revokedAt: ago(2 * DAY) }),
  };
  const sessionIds = {
    active: await session(user.id),
    signedOutNotExpired: await session(user.id, { endedAt: ago(2 * DAY) }),
    expired: await session(user.id, { createdAt: ago(40 * DAY), expiresAt: ago(DAY) }),
  };
  const registrationIds = {
    open: await registration(),
    abandoned: await registration({ createdAt: ago(2 * DAY), updatedAt: ago(2 * DAY) }),
    captchaRenewedToday: await registration({ createdAt: ago(2 * DAY), updatedAt: ago(HOUR) }),
    withAccount: await registration({
      status: SignupStatus.unconfirmed,
      userId: user.id,
      createdAt: ago(30 * DAY),
      updatedAt: ago(30 * DAY),
    }),
  };
  const mailIds = {
    pendingLongAgo: await mail({ createdAt: ago(40 * DAY) }),
    sentLastWeek: await mail({ status: "sent", createdAt: ago(7 * DAY), sentAt: ago(7 * DAY) }),
    sentLongAgo: await mail({ status: "sent", createdAt: ago(31 * DAY), sentAt: ago(31 * DAY) }),
    keptLongAgo: await mail({ status: "kept", createdAt: ago(40 * DAY) }),
    failedLongAgo: await mail({ status: "failed", createdAt: ago(40 * DAY) }),
  };
  // Not due yet, so the test app's own runner leaves them alone.
  const later = new Date(Date.now() + DAY);
  const eventIds = {
    pendingLongAgo: await event({ createdAt: ago(40 * DAY), nextAttemptAt: later }),
    doneYesterday: await event({ status: "done", createdAt: ago(DAY), doneAt: ago(DAY) }),
    doneLongAgo: await event({ status: "done", createdAt: ago(8 * DAY), doneAt: ago(8 * DAY) }),
    failedLongAgo: await event({ status: "failed", createdAt: ago(8 * DAY) }),
  };
  const contactMessageIds = {
    lastMonth: await contactMessage({ createdAt: ago(30 * DAY) }),
    overAYearAgo: await contactMessage({ createdAt: ago(370 * DAY) }),
  };
  return {
    tokens,
    sessionIds,
    registrationIds,
    mailIds,
    eventIds,
    contactMessageIds,
    kept: {
      contactMessages: [contactMessageIds.lastMonth],
      mails: [mailIds.pendingLongAgo, mailIds.sentLastWeek].sort(),
      events: [eventIds.pendingLongAgo, eventIds.doneYesterday].sort(),
      tokens: [tokens.valid, tokens.usedJustNow].sort(),
      sessions: [sessionIds.active, sessionIds.signedOutNotExpired].sort(),
      registrations: [registrationIds.open, registrationIds.captchaRenewedToday, registrationIds.withAccount].sort(),
    },
  };
}

async function expectOnlyKept(w: Awaited<ReturnType<typeof world>>) {
  expect(await remaining.tokens(Object.values(w.tokens))).toEqual(w.kept.tokens);
  expect(await remaining.sessions(Object.values(w.sessionIds))).toEqual(w.kept.sessions);
  expect(await remaining.registrations(Object.values(w.registrationIds))).toEqual(w.kept.registrations);
  expect(await remaining.mails(Object.values(w.mailIds))).toEqual(w.kept.mails);
  expect(await remaining.events(Object.values(w.eventIds))).toEqual(w.kept.events);
  expect(await remaining.contactMessages(Object.values(w.contactMessageIds))).toEqual(w.kept.contactMessages);
}

describe("deleteExpiredRows", () => {
  it("deletes expired and long-finished tokens, expired sessions, abandoned sign-ups, old mail, old handled events and year-old contact messages, and nothing else", async () => {
    const w = await world();
    expect(await deleteExpiredRows(db)).toEqual({
      account_tokens: 3,
      sessions: 1,
      registrations: 1,
      mail_outbox: 3,
      event_outbox: 2,
      contact_messages: 1,
    });
    await expectOnlyKept(w);
    expect(await deleteExpiredRows(db)).toEqual(NOTHING_EXPIRED);
  });

  it("keeps the voided tokens a password reset request still counts", async () => {
    const user = await buildUser(db);
    await issueAccountToken(db, user.id, "password_reset", { voidEarlier: true });
    const latest = await issueAccountToken(db, user.id, "password_reset", { voidEarlier: true });
    await deleteExpiredRows(db);
    expect(await db.select().from(accountTokens).where(eq(accountTokens.userId, user.id))).toHaveLength(2);
    expect(await consumeAccountToken(db, "password_reset", latest)).not.toBeNull();
  });

  it("works through a backlog in batches", async () => {
    const user = await buildUser(db);
    const ids: number[] = [];
    for (let i = 0; i < 7; i += 1) ids.push(await token(user.id, { expiresAt: ago(HOUR) }));
    const counts = await deleteExpiredRows(db, { batchSize: 2 });
    expect(counts.account_tokens).toBe(7);
    expect(await remaining.tokens(ids)).toEqual([]);
  });

  it("lets instances clean at the same time without deleting a row twice or waiting for each other", async () => {
    const user = await buildUser(db);
    const ids: number[] = [];
    for (let i = 0; i < 30; i += 1) ids.push(await token(user.id, { expiresAt: ago(HOUR) }));
    const runs = await Promise.all([deleteExpiredRows(db, { batchSize: 5 }), deleteExpiredRows(db, { batchSize: 5 })]);
    expect(runs[0].account_tokens + runs[1].account_tokens).toBe(30);
    expect(await remaining.tokens(ids)).toEqual([]);
  });
});

describe("startCleaner", () => {
  it("cleans periodically until closed", async () => {
    const w = await world();
    const errors: unknown[] = [];
    const cleaner = startCleaner(db, { everyMs: 20, onError: (err) => errors.push(err) });
    await expect
      .poll(() => remaining.sessions(Object.values(w.sessionIds)), { timeout: 5000 })
      .toEqual(w.kept.sessions);
    await cleaner.close();
    await expectOnlyKept(w);

    const later = await token((await buildUser(db)).id, { expiresAt: ago(HOUR) });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await remaining.tokens([later])).toEqual([later]);
    expect(errors).toEqual([]);
  });

  it("runs on demand after any run in progress", async () => {
    const cleaner = startCleaner(db, { onError: () => {} });
    const w = await world();
    const [, second] = await Promise.all([cleaner.run(), cleaner.run()]);
    expect(second).toEqual(NOTHING_EXPIRED);
    await cleaner.close();
    await expectOnlyKept(w);
  });
});
