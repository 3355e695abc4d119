import type { DomainEvent } from "@atelier/common";
import { asc, eq, like, sql } from "drizzle-orm";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { freshDatabase } from "../../../test/context.ts";
import { eventOutbox, mailOutbox } from "../../db/schema/index.ts";
import { enqueueMail } from "../mail/outbox.ts";
import type { EventConsumer } from "./consumer.ts";
import { emit } from "./emit.ts";
import { type EventRunner, startEventRunner } from "./runner.ts";

// No app here: the runners of these tests are the only ones reading this database's outbox.
const database = await freshDatabase();
const { db } = database;
afterAll(() => database.close());

const runners: EventRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.close()));
});

/** A runner that only a drain or a committed event sets going: its poll is far away. */
function runner(consumers: EventConsumer[], policy = {}) {
  const started = startEventRunner(database, { consumers, onError: () => {}, pollMs: 60_000, policy });
  runners.push(started);
  return started;
}

/** The connections listening for the outbox's notices: one per runner, once it has started. */
async function listeners(): Promise<number> {
  const counted =
    database.driver === "postgres"
      ? sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and query = 'listen event_outbox' and state = 'idle'`
      : sql`select count(*)::int as n from pg_listening_channels() as channel where channel = 'event_outbox'`;
  const result = (await db.execute(counted)) as unknown as { rows: { n: number }[] };
  return result.rows[0].n;
}

/**
 * A runner whose start-up is behind it: it listens for the outbox's notices, and its runs at start
 * and on listening are over, for it has delivered an event committed after both. Whatever it
 * delivers next, a notice woke it for.
 */
async function settledRunner(consumer: ReturnType<typeof recording>): Promise<EventRunner> {
  const events = runner([consumer.consumer]);
  await expect.poll(listeners).toBe(1);
  const first = followed();
  await emit(db, first);
  await vi.waitFor(async () => expect(await consumer.handled()).toEqual([first.followerId]), { timeout: 2000 });
  return events;
}

let nextId = 1_000;
/** An event no other test emits, told apart by its follower id. */
const followed = (): Extract<DomainEvent, { type: "user_followed" }> => ({
  type: "user_followed",
  followerId: nextId++,
  followeeId: 1,
});

/**
 * A consumer whose work is a row in the database (a mail to `event-<follower>@<name>`), so what it
 * did commits or rolls back with the delivery, as a real consumer's work does.
 */
function recording(name: string, opts: { failTimes?: number } = {}) {
  let failures = opts.failTimes ?? 0;
  const afterCommit: number[] = [];
  const consumer: EventConsumer = {
    name,
    async handle(events, delivery) {
      for (const event of events) {
        if (event.type !== "user_followed") continue;
        await enqueueMail(delivery.tx, {
          to: `event-${event.followerId}@${name}.test`,
          subject: "handled",
          text: "handled",
          kind: "event_test",
        });
        delivery.afterCommit(async () => {
          afterCommit.push(event.followerId);
        });
      }
      if (failures > 0) {
        failures -= 1;
        throw new Error(`${name} is down`);
      }
    },
  };
  /** The followers of the events this consumer handled, in order, as committed. */
  const handled = async () => {
    const rows = await db
      .select({ to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(like(mailOutbox.toAddress, `%@${name}.test`))
      .orderBy(asc(mailOutbox.id));
    return rows.map((r) => Number(r.to.slice("event-".length, r.to.indexOf("@"))));
  };
  return { consumer, handled, afterCommit };
}

const stored = async (followerId: number) =>
  (
    await db
      .select()
      .from(eventOutbox)
      .where(sql`${eventOutbox.payload} ->> 'followerId' = ${String(followerId)}`)
  )[0];

/** Makes a scheduled retry due now, as if its back-off had passed. */
const makeDue = (id: number) => db.update(eventOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(eventOutbox.id, id));

describe("emit", () => {
  it("writes nothing for a transaction that rolls back, and delivers once it commits", async () => {
    const a = recording("rollback");
    const events = runner([a.consumer]);
    const lost = followed();
    const kept = followed();
    await expect(
      db.transaction(async (tx) => {
        await emit(tx, lost);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    await db.transaction((tx) => emit(tx, kept));

    await events.drain();
    expect(await stored(lost.followerId)).toBeUndefined();
    expect(await a.handled()).toEqual([kept.followerId]);
  });
});

describe("the event runner", () => {
  it("hands each event to every consumer once, in the order emitted, and marks it done", async () => {
    const a = recording("first");
    const b = recording("second");
    const events = runner([a.consumer, b.consumer]);
    const sent = [followed(), followed(), followed()];
    for (const event of sent) await emit(db, event);

    await events.drain();
    expect(await events.drain()).toBe(0);
    const ids = sent.map((e) => e.followerId);
    expect(await a.handled()).toEqual(ids);
    expect(await b.handled()).toEqual(ids);
    expect(a.afterCommit).toEqual(ids);
    expect(await stored(ids[0])).toMatchObject({
      status: "done",
      attempts: 1,
      handledBy: ["first", "second"],
      claimedAt: null,
      lastError: null,
    });
    expect((await stored(ids[0])).doneAt).toBeInstanceOf(Date);
  });

  it("delivers promptly after an emit, without a drain or a poll", async () => {
    const a = recording("prompt");
    await settledRunner(a);
    const event = followed();
    await emit(db, event);
    await vi.waitFor(async () => expect(await a.handled()).toContain(event.followerId), { timeout: 2000 });
  });

  it("delivers an event once the transaction that emitted it commits, without a drain or a poll", async () => {
    const a = recording("committed-later");
    const events = await settledRunner(a);
    const event = followed();
    await db.transaction(async (tx) => {
      await emit(tx, event);
      // On PostgreSQL a run meanwhile, on another connection, cannot see the event yet; PGlite has
      // one connection, which the transaction holds until it ends.
      if (database.driver === "postgres") expect(await events.drain()).toBe(0);
    });
    await vi.waitFor(async () => expect(await a.handled()).toContain(event.followerId), { timeout: 2000 });
  });

  it("delivers promptly an event that another instance committed", async () => {
    const a = recording("elsewhere");
    await settledRunner(a);
    const event = followed();
    // Written as another process would, without this one's emit.
    const { type, ...payload } = event;
    await db.insert(eventOutbox).values({ type, payload });
    await vi.waitFor(async () => expect(await a.handled()).toContain(event.followerId), { timeout: 2000 });
  });

  it("passes an event by a consumer it cannot concern, and hands it to the others", async () => {
    const a = recording("concerned");
    const b = recording("unconcerned");
    const events = runner([a.consumer, { ...b.consumer, concerns: () => false }]);
    const event = followed();
    await emit(db, event);

    await events.drain();
    expect(await a.handled()).toEqual([event.followerId]);
    expect(await b.handled()).toEqual([]);
    expect(await stored(event.followerId)).toMatchObject({ status: "done", handledBy: ["concerned"] });
  });

  it("delivers after a crash: events committed while no runner ran, and events a dead process had claimed", async () => {
    const a = recording("after-crash-a");
    const b = recording("after-crash-b");
    const waiting = followed();
    await emit(db, waiting);
    // A process claimed this one, had the first consumer handle it, and died before the second.
    const interrupted = followed();
    await db.transaction(async (tx) => {
      await emit(tx, interrupted);
      await tx
        .update(eventOutbox)
        .set({
          status: "processing",
          attempts: 1,
          handledBy: ["after-crash-a"],
          claimedAt: sql`now() - interval '1 hour'`,
        })
        .where(sql`${eventOutbox.payload} ->> 'followerId' = ${String(interrupted.followerId)}`);
    });

    const events = runner([a.consumer, b.consumer]);
    await events.drain();

    expect(await a.handled()).toEqual([waiting.followerId]);
    expect(await b.handled()).toEqual([waiting.followerId, interrupted.followerId]);
    expect(await stored(interrupted.followerId)).toMatchObject({ status: "done", attempts: 2 });
  });

  it("leaves a recent claim alone: its process may still be at work", async () => {
    const a = recording("in-flight");
    const event = followed();
    await db.transaction(async (tx) => {
      await emit(tx, event);
      await tx
        .update(eventOutbox)
        .set({ status: "processing", attempts: 1, claimedAt: sql`now()` })
        .where(sql`${eventOutbox.payload} ->> 'followerId' = ${String(event.followerId)}`);
    });
    await runner([a.consumer]).drain();
    expect(await a.handled()).toEqual([]);
    expect(await stored(event.followerId)).toMatchObject({ status: "processing", attempts: 1 });
  });

  it("retries a failing consumer with growing back-off, without repeating the ones that succeeded", async () => {
    const a = recording("steady");
    const b = recording("flaky", { failTimes: 2 });
    const events = runner([a.consumer, b.consumer]);
    const event = followed();
    await emit(db, event);

    await events.drain();
    const first = await stored(event.followerId);
    expect(first).toMatchObject({ status: "pending", attempts: 1, handledBy: ["steady"] });
    expect(first.lastError).toContain("flaky: flaky is down");
    const delay = async () =>
      (
        await db
          .select({ s: sql<number>`extract(epoch from ${eventOutbox.nextAttemptAt} - now())::float8` })
          .from(eventOutbox)
          .where(eq(eventOutbox.id, first.id))
      )[0].s;
    expect(await delay()).toBeGreaterThan(3);
    expect(await delay()).toBeLessThanOrEqual(5);
    // Not due yet: nothing happens.
    expect(await events.drain()).toBe(0);

    await makeDue(first.id);
    await events.drain();
    expect(await delay()).toBeGreaterThan(8);
    expect(await delay()).toBeLessThanOrEqual(10);

    await makeDue(first.id);
    await events.drain();
    expect(await stored(event.followerId)).toMatchObject({
      status: "done",
      attempts: 3,
      handledBy: ["steady", "flaky"],
      lastError: null,
    });
    expect(await a.handled()).toEqual([event.followerId]);
    // The failed attempts rolled back what the consumer wrote, and their after-commit work never ran.
    expect(await b.handled()).toEqual([event.followerId]);
    expect(b.afterCommit).toEqual([event.followerId]);
  });

  it("gives up after the last attempt", async () => {
    const a = recording("broken", { failTimes: 100 });
    const events = runner([a.consumer], { maxAttempts: 3 });
    const event = followed();
    await emit(db, event);
    for (let attempt = 1; attempt <= 3; attempt++) {
      await events.drain();
      await makeDue((await stored(event.followerId)).id);
    }
    expect(await stored(event.followerId)).toMatchObject({ status: "failed", attempts: 3, handledBy: [] });
    expect(await events.drain()).toBe(0);
    expect(await a.handled()).toEqual([]);
  });

  it("retries an event it cannot read, which a newer instance may know, and gives up in the end", async () => {
    const a = recording("reader");
    const events = runner([a.consumer], { maxAttempts: 2 });
    const [row] = await db
      .insert(eventOutbox)
      .values({ type: "no_such_event", payload: {} })
      .returning({ id: eventOutbox.id });
    const read = async () => (await db.select().from(eventOutbox).where(eq(eventOutbox.id, row.id)))[0];

    await events.drain();
    expect(await read()).toMatchObject({ status: "pending", attempts: 1 });
    expect((await read()).lastError).toMatch(/Unreadable event/);
    await makeDue(row.id);
    await events.drain();
    expect(await read()).toMatchObject({ status: "failed", attempts: 2 });
    expect(await a.handled()).toEqual([]);
  });

  it("hands a burst to a consumer in one call, and an event it cannot handle holds back only itself", async () => {
    const sent = [followed(), followed(), followed()];
    const poisoned = sent[1].followerId;
    const calls: number[][] = [];
    const a = recording("picky");
    const picky: EventConsumer = {
      name: "picky",
      async handle(events, delivery) {
        const followers = events.flatMap((e) => (e.type === "user_followed" ? [e.followerId] : []));
        calls.push(followers);
        await a.consumer.handle(events, delivery);
        if (followers.includes(poisoned)) throw new Error("cannot take this one");
      },
    };
    const events = runner([picky]);
    await db.transaction(async (tx) => {
      for (const event of sent) await emit(tx, event);
    });

    await events.drain();
    const ids = sent.map((e) => e.followerId);
    expect(calls).toEqual([ids, [ids[0]], [ids[1]], [ids[2]]]);
    expect(await a.handled()).toEqual([ids[0], ids[2]]);
    expect(a.afterCommit).toEqual([ids[0], ids[2]]);
    expect(await stored(ids[0])).toMatchObject({ status: "done", handledBy: ["picky"] });
    expect(await stored(ids[1])).toMatchObject({ status: "pending", handledBy: [] });
    expect((await stored(ids[1])).lastError).toContain("picky: cannot take this one");
    expect(await stored(ids[2])).toMatchObject({ status: "done", handledBy: ["picky"] });
  });

  it("ends a run after the batch in hand once closing, and leaves the rest to the next", async () => {
    const sent = Array.from({ length: 5 }, followed);
    for (const event of sent) await emit(db, event);
    let closed: Promise<void> | undefined;
    const closing: EventConsumer = {
      name: "closing",
      async handle() {
        closed ??= started.close();
      },
    };
    const started = startEventRunner(database, {
      consumers: [closing],
      onError: () => {},
      pollMs: 60_000,
      policy: { batchSize: 2 },
    });
    await vi.waitFor(() => expect(closed).toBeDefined());
    await closed;
    const statuses = await Promise.all(sent.map(async (e) => (await stored(e.followerId)).status));
    expect(statuses.filter((s) => s === "pending").length).toBeGreaterThan(0);

    // The next one takes what was left.
    const next = recording("closing");
    await runner([next.consumer]).drain();
    for (const event of sent) expect(await stored(event.followerId)).toMatchObject({ status: "done" });
  });

  it("delivers each event once per consumer when two instances share the outbox", async () => {
    const sent = Array.from({ length: 30 }, followed);
    const one = recording("shared");
    const other = recording("shared");
    const first = runner([one.consumer]);
    const second = runner([other.consumer]);
    await db.transaction(async (tx) => {
      for (const event of sent) await emit(tx, event);
    });

    await Promise.all([first.drain(), second.drain(), first.drain(), second.drain()]);

    const handled = await one.handled();
    expect([...handled].sort()).toEqual(sent.map((e) => e.followerId).sort());
    expect([...one.afterCommit, ...other.afterCommit].sort()).toEqual(sent.map((e) => e.followerId).sort());
  });
});
