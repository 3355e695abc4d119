import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { request } from "../../../../test/http.ts";
import { buildMember } from "../../../../test/social.ts";
import { statementsOf } from "../../../../test/statements.ts";
import { eventOf, type LiveEvent } from "../../../platform/bus/bus.ts";
import { subscriptionsSettled } from "../../../platform/live/channel.ts";
import { liveCountsConsumer } from "./live-counts.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

type Member = Awaited<ReturnType<typeof buildMember>>;

let markers = 0;

/** The frames a user's open clients receive, each time the events so far are delivered. */
async function listen(member: Member) {
  const heard: LiveEvent[] = [];
  const unsubscribe = ctx.deps.bus.subscribe(member.user.id, (frame) => heard.push(eventOf(frame)));
  await subscriptionsSettled(ctx.deps.bus);
  return {
    /**
     * The counts pushed since the last call, once every event so far is delivered; events may be
     * delivered one by one or several at once, so the last one is what the header ends with.
     */
    async counts() {
      await ctx.deps.events.drain();
      // Through Redis a frame arrives a moment after its publish. A marker published after every
      // frame so far, on the same connection, arrives after them all.
      const marker = { type: "marker", id: ++markers };
      await ctx.deps.bus.publish(member.user.id, marker);
      await expect.poll(() => heard.some((event) => event.type === "marker" && event.id === marker.id)).toBe(true);
      // The connection requests' count; the bell's and the messenger's come in frames of their own.
      const frames = heard
        .splice(0)
        .filter(
          (event) =>
            event.type === "counts" &&
            (event.data as Record<string, unknown>).incoming_connection_requests_count !== undefined,
        );
      return frames.map(
        (frame) => (frame.data as { incoming_connection_requests_count: number }).incoming_connection_requests_count,
      );
    },
    unsubscribe,
  };
}

const ask = (from: Member, to: Member) =>
  request(ctx.app, "POST", "/api/v1/connections", {
    headers: from.headers,
    type: "connections",
    attributes: { connectee_id: String(to.user.id) },
  });

const idOf = (reply: { json: () => unknown }) => (reply.json() as { data: { id: string } }).data.id;

describe("the header counts pushed live", () => {
  it("tells the connectee how many requests wait, as each is made, confirmed, denied or withdrawn", async () => {
    const [ada, bea, cleo, dora] = await Promise.all(
      ["Ada", "Bea", "Cleo", "Dora"].map((name) => buildMember(db, { name: `${name} Counted` })),
    );
    const bea$ = await listen(bea);
    const ada$ = await listen(ada);

    const fromAda = await ask(ada, bea);
    expect(fromAda.statusCode).toBe(201);
    expect(await bea$.counts()).toEqual([1]);
    expect(await ada$.counts()).toEqual([]);

    const fromCleo = await ask(cleo, bea);
    const fromDora = await ask(dora, bea);
    expect((await bea$.counts()).at(-1)).toBe(3);

    await request(ctx.app, "PATCH", `/api/v1/connections/${idOf(fromAda)}/confirm`, { headers: bea.headers });
    expect(await bea$.counts()).toEqual([2]);
    await request(ctx.app, "PATCH", `/api/v1/connections/${idOf(fromCleo)}/deny`, { headers: bea.headers });
    expect(await bea$.counts()).toEqual([1]);
    await request(ctx.app, "DELETE", `/api/v1/connections/${idOf(fromDora)}`, { headers: dora.headers });
    expect(await bea$.counts()).toEqual([0]);

    // Removing a confirmed connection leaves the requests waiting as they were: nothing to push.
    await request(ctx.app, "DELETE", `/api/v1/connections/${idOf(fromAda)}`, { headers: ada.headers });
    expect(await bea$.counts()).toEqual([]);
    expect(await ada$.counts()).toEqual([]);
    bea$.unsubscribe();
    ada$.unsubscribe();
  });

  it("takes a request ended by a block off the count", async () => {
    const [eve, finn] = await Promise.all(["Eve", "Finn"].map((name) => buildMember(db, { name: `${name} Blocked` })));
    const finn$ = await listen(finn);
    await ask(eve, finn);
    expect(await finn$.counts()).toEqual([1]);
    const blocked = await request(ctx.app, "POST", "/api/v1/my/blocks", {
      headers: finn.headers,
      type: "blocks",
      attributes: { user_id: String(eve.user.id) },
    });
    expect(blocked.statusCode).toBe(201);
    expect(await finn$.counts()).toEqual([0]);
    finn$.unsubscribe();
  });

  it("reads the counts of everyone a batch concerns in one statement, each their own", async () => {
    const [gia, hal, ivo, jon] = await Promise.all(
      ["Gia", "Hal", "Ivo", "Jon"].map((name) => buildMember(db, { name: `${name} Batched` })),
    );
    const made = [await ask(gia, hal), await ask(ivo, hal), await ask(gia, jon)];
    const listening = await Promise.all([hal, jon].map(listen));
    // Both made it here already; the consumer's own delivery of those requests is what is counted below.
    await Promise.all(listening.map((member$) => member$.counts()));
    const events = made.map((reply) => {
      const { id, attributes } = (reply.json() as { data: { id: string; attributes: Record<string, string> } }).data;
      return {
        type: "connection_requested" as const,
        connectionId: Number(id),
        requesterId: Number(attributes.requester_id),
        connecteeId: Number(attributes.connectee_id),
      };
    });
    const pushed: (() => Promise<void>)[] = [];
    const consumer = liveCountsConsumer({ bus: ctx.deps.bus, log: ctx.app.log });
    const { statements } = await statementsOf(() =>
      db.transaction((tx) => consumer.handle(events, { tx, afterCommit: (task) => pushed.push(task) })),
    );
    expect(statements.filter((text) => text.includes('"connections"'))).toHaveLength(1);
    await Promise.all(pushed.map((push) => push()));
    const [hal$, jon$] = listening;
    expect(await hal$.counts()).toEqual([2]);
    expect(await jon$.counts()).toEqual([1]);
    for (const member$ of listening) member$.unsubscribe();
  });
});
