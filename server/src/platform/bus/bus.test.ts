import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it, vi } from "vitest";
import { type Bus, createInProcessBus, eventOf, type LiveEvent, type LiveFrame } from "./bus.ts";
import { createRedisBus, type RedisBus } from "./redis.ts";

const redisUrl = process.env.REDIS_URL;

/** What reaches a listener, read back; a frame's type is always its event's. */
function collect(bus: Bus, userId: number) {
  const events: LiveEvent[] = [];
  const unsubscribe = bus.subscribe(userId, (frame) => {
    const event = eventOf(frame);
    expect(frame.type).toBe(event.type);
    events.push(event);
  });
  return { events, unsubscribe };
}

describe("in-process bus", () => {
  it("delivers an event to every listener of that user, and to no one else", async () => {
    const bus = createInProcessBus();
    const a1 = collect(bus, 1);
    const a2 = collect(bus, 1);
    const b = collect(bus, 2);
    await bus.publish(1, { type: "message", body: "hi" });
    expect(a1.events).toEqual([{ type: "message", body: "hi" }]);
    expect(a2.events).toEqual([{ type: "message", body: "hi" }]);
    expect(b.events).toEqual([]);
  });

  it("delivers the events of one change in their order, each to its user", async () => {
    const bus = createInProcessBus();
    const a = collect(bus, 1);
    const b = collect(bus, 2);
    await bus.publishAll([
      { userId: 2, event: { type: "one" } },
      { userId: 1, event: { type: "two" } },
      { userId: 2, event: { type: "three" } },
    ]);
    expect(b.events).toEqual([{ type: "one" }, { type: "three" }]);
    expect(a.events).toEqual([{ type: "two" }]);
  });

  it("stops delivering after unsubscribe, one subscription at a time", async () => {
    const bus = createInProcessBus();
    const seen: string[] = [];
    const listener = (frame: LiveFrame) => seen.push(frame.type);
    const first = bus.subscribe(7, listener);
    const second = bus.subscribe(7, listener);
    await bus.publish(7, { type: "one" });
    first();
    first();
    await bus.publish(7, { type: "two" });
    second();
    await bus.publish(7, { type: "three" });
    expect(seen).toEqual(["one", "one", "two"]);
  });

  it("hands listeners a JSON copy, as Redis would", async () => {
    const bus = createInProcessBus();
    const { events } = collect(bus, 3);
    const event = { type: "counts", at: new Date("2030-01-02T03:04:05Z"), nested: { n: 1 } };
    await bus.publish(3, event);
    expect(events[0]).toEqual({ type: "counts", at: "2030-01-02T03:04:05.000Z", nested: { n: 1 } });
    expect(events[0].nested).not.toBe(event.nested);
  });

  it("keeps delivering to the others when one listener throws, and reports the error", async () => {
    const onError = vi.fn();
    const bus = createInProcessBus({ onError });
    bus.subscribe(4, () => {
      throw new Error("broken socket");
    });
    const { events } = collect(bus, 4);
    await bus.publish(4, { type: "message" });
    expect(events).toHaveLength(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: "broken socket" }));
  });

  it("delivers nothing after close", async () => {
    const bus = createInProcessBus();
    const { events } = collect(bus, 5);
    await bus.close();
    await bus.publish(5, { type: "message" });
    expect(events).toEqual([]);
  });
});

describe.skipIf(!redisUrl)("Redis bus", () => {
  const namespace = `atelier-bus-test-${randomBytes(4).toString("hex")}`;
  const open: RedisBus[] = [];
  const instance = () => {
    const bus = createRedisBus(redisUrl!, { namespace, onError: () => {} });
    open.push(bus);
    return bus;
  };
  // A plain client, to look at the broker's side of things.
  const observer = new Redis(redisUrl!);
  afterAll(async () => {
    await Promise.all(open.map((b) => b.close()));
    await observer.quit();
  });
  const subscribers = async (userId: number) => {
    const [, count] = (await observer.pubsub("NUMSUB", `${namespace}:user:${userId}`)) as [string, number];
    return Number(count);
  };

  it("delivers an event published on one instance to listeners on another", async () => {
    const serverA = instance();
    const serverB = instance();
    const onA = collect(serverA, 11);
    const onB = collect(serverB, 11);
    const other = collect(serverB, 12);
    await Promise.all([serverA.whenSubscribed(), serverB.whenSubscribed()]);

    await serverA.publish(11, { type: "message", body: "from A", at: "2030-01-01T00:00:00.000Z" });
    await vi.waitFor(() => {
      expect(onB.events).toEqual([{ type: "message", body: "from A", at: "2030-01-01T00:00:00.000Z" }]);
      expect(onA.events).toHaveLength(1);
    });
    expect(other.events).toEqual([]);
  });

  it("publishes the events of one change in their order, each to its user", async () => {
    const serverA = instance();
    const serverB = instance();
    const ada = collect(serverA, 13);
    const ben = collect(serverB, 14);
    const nobody = collect(serverB, 15);
    await Promise.all([serverA.whenSubscribed(), serverB.whenSubscribed()]);

    await serverA.publishAll([
      { userId: 14, event: { type: "message", n: 1 } },
      { userId: 13, event: { type: "message", n: 2 } },
      { userId: 14, event: { type: "counts", n: 3 } },
    ]);
    await vi.waitFor(() => {
      expect(ben.events).toEqual([
        { type: "message", n: 1 },
        { type: "counts", n: 3 },
      ]);
      expect(ada.events).toEqual([{ type: "message", n: 2 }]);
    });
    expect(nobody.events).toEqual([]);

    // A change that reaches many goes out in several runs of the script, still in order.
    const many = Array.from({ length: 250 }, (_, n) => ({ userId: n % 2 === 0 ? 14 : 13, event: { type: "many", n } }));
    await serverB.publishAll(many);
    const of = (userId: number) => many.filter((push) => push.userId === userId).map(({ event }) => event);
    await vi.waitFor(() => {
      expect(ben.events.slice(2)).toEqual(of(14));
      expect(ada.events.slice(1)).toEqual(of(13));
    });
  });

  it("subscribes to a user's channel on the first listener and leaves it with the last", async () => {
    const server = instance();
    const publisher = instance();
    const first = collect(server, 21);
    const second = collect(server, 21);
    await server.whenSubscribed();
    expect(await subscribers(21)).toBe(1);

    first.unsubscribe();
    await server.whenSubscribed();
    expect(await subscribers(21)).toBe(1);
    await publisher.publish(21, { type: "still-there" });
    await vi.waitFor(() => expect(second.events).toEqual([{ type: "still-there" }]));
    expect(first.events).toEqual([]);

    second.unsubscribe();
    await server.whenSubscribed();
    expect(await subscribers(21)).toBe(0);
    await publisher.publish(21, { type: "gone" });
    // The channel has no subscriber left, so Redis itself reports the event reached no one.
    expect(await observer.publish(`${namespace}:user:21`, JSON.stringify({ type: "gone" }))).toBe(0);
    expect(second.events).toEqual([{ type: "still-there" }]);
  });

  it("keeps instances with different namespaces apart", async () => {
    const mine = instance();
    const foreign = createRedisBus(redisUrl!, { namespace: `${namespace}-other`, onError: () => {} });
    open.push(foreign);
    const heard = collect(foreign, 31);
    const own = collect(mine, 31);
    await Promise.all([mine.whenSubscribed(), foreign.whenSubscribed()]);
    await mine.publish(31, { type: "message" });
    await vi.waitFor(() => expect(own.events).toHaveLength(1));
    expect(heard.events).toEqual([]);
  });

  it("hands on the published JSON as it is, and reports a payload without its type", async () => {
    const onError = vi.fn();
    const server = createRedisBus(redisUrl!, { namespace, onError });
    open.push(server);
    const frames: LiveFrame[] = [];
    server.subscribe(41, (frame) => frames.push(frame));
    await server.whenSubscribed();
    await observer.publish(`${namespace}:user:41`, JSON.stringify({ type: "typeless" }));
    const event = { type: "message", text: "Zeilen\numbruch", at: "2030-01-01T00:00:00.000Z" };
    await instance().publish(41, event);
    await vi.waitFor(() => expect(frames).toEqual([{ type: "message", text: JSON.stringify(event) }]));
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/without its type/) }),
    );
  });

  it("does not fail the publisher while Redis is unreachable, and reports it", async () => {
    const onError = vi.fn();
    const bus = createRedisBus("redis://127.0.0.1:1", { namespace, onError });
    open.push(bus);
    await expect(bus.publish(1, { type: "message" })).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalled();
  });
});
