import type { Redis } from "ioredis";
import { closeRedis, connectRedis } from "../redis/connection.ts";
import { type Bus, type BusOptions, type Push, reportAsWarning } from "./bus.ts";
import { frameOf, UserListeners } from "./listeners.ts";

export interface RedisBusOptions extends BusOptions {
  /** Prefix of every channel; instances that should hear each other share it. */
  namespace?: string;
}

/** Publishes ARGV's channels and payloads, in pairs, in order: the frames of one change in one command. */
const PUBLISH_ALL_SCRIPT = `
for i = 1, #ARGV, 2 do
  redis.call('PUBLISH', ARGV[i], ARGV[i + 1])
end
return 1`;

/**
 * Frames per script run: a change that reaches thousands (a new work, to every follower of its
 * owner) goes out as several runs, so Redis never stops for one of them longer than for a handful.
 */
const PUBLISH_ALL_AT_MOST = 100;

/** The publisher with the script as a command of its own (EVALSHA: the script is sent once). */
interface PublishingRedis extends Redis {
  publishAll(...channelsAndPayloads: string[]): Promise<unknown>;
}

export interface RedisBus extends Bus {
  /** Resolves once Redis has confirmed every subscribe and unsubscribe issued so far. */
  whenSubscribed(): Promise<void>;
}

/**
 * Redis pub/sub with one channel per user, so an event published on any instance reaches the user's
 * connections on every instance. An instance subscribes to a user's channel only while it has a
 * listener for that user. Publishing never fails the caller: what matters is stored in the database,
 * and clients catch up from there.
 */
export function createRedisBus(url: string, opts: RedisBusOptions = {}): RedisBus {
  const onError = opts.onError ?? reportAsWarning;
  const prefix = `${opts.namespace ?? "atelier"}:user:`;
  const channel = (userId: number) => `${prefix}${userId}`;

  // A connection in subscriber mode can do nothing else, hence two. Not auto-pipelined: a pipeline
  // per turn of the event loop saves writes but leaves its commands, and the requests awaiting them,
  // to the old generation; at 1,000 messages a second each instance then ran a major collection
  // about twice as often, and spent more processor time per message, than with a write per command.
  const publisher = connectRedis(
    url,
    "bus-publish",
    { maxRetriesPerRequest: 2, commandTimeout: 2000 },
    onError,
  ) as PublishingRedis;
  // Channels are not keys: a script that names no keys may publish to any of them.
  publisher.defineCommand("publishAll", { numberOfKeys: 0, lua: PUBLISH_ALL_SCRIPT });
  const subscriber = connectRedis(url, "bus-subscribe", { maxRetriesPerRequest: null }, onError);

  // Commands on one connection run in order, so the last one settling means all earlier ones have.
  let lastChange: Promise<unknown> = Promise.resolve();
  const listeners = new UserListeners(
    onError,
    (userId) => {
      lastChange = subscriber.subscribe(channel(userId)).catch(onError);
    },
    (userId) => {
      lastChange = subscriber.unsubscribe(channel(userId)).catch(onError);
    },
  );

  // A payload is the event's type, a line break, and its JSON: the JSON reaches sockets unread.
  const payloadOf = (event: Push["event"]) => {
    const frame = frameOf(event);
    return `${frame.type}\n${frame.text}`;
  };
  subscriber.on("message", (name: string, payload: string) => {
    if (!name.startsWith(prefix)) return;
    const userId = Number(name.slice(prefix.length));
    const end = payload.indexOf("\n");
    if (end < 0) {
      onError(new Error(`A live event on ${name} came without its type.`));
      return;
    }
    listeners.deliver(userId, { type: payload.slice(0, end), text: payload.slice(end + 1) });
  });

  async function publishAll(pushes: readonly Push[]): Promise<void> {
    if (pushes.length === 0) return;
    try {
      // A single frame, the most common, as the plain command: Redis runs it without a script.
      if (pushes.length === 1) {
        await publisher.publish(channel(pushes[0].userId), payloadOf(pushes[0].event));
        return;
      }
      // One connection runs its commands in the order sent: the runs keep the frames' order.
      const runs: Promise<unknown>[] = [];
      for (let at = 0; at < pushes.length; at += PUBLISH_ALL_AT_MOST) {
        const run = pushes.slice(at, at + PUBLISH_ALL_AT_MOST);
        runs.push(publisher.publishAll(...run.flatMap((push) => [channel(push.userId), payloadOf(push.event)])));
      }
      await Promise.all(runs);
    } catch (err) {
      onError(err);
    }
  }

  return {
    publish: (userId, event) => publishAll([{ userId, event }]),
    publishAll,
    subscribe(userId, listener) {
      return listeners.add(userId, listener);
    },
    async whenSubscribed() {
      await lastChange;
    },
    async close() {
      listeners.clear();
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}
