import { closeRedis, connectRedis } from "../redis/connection.ts";
import { type Bus, type BusOptions, reportAsWarning } from "./bus.ts";
import { frameOf, UserListeners } from "./listeners.ts";

export interface RedisBusOptions extends BusOptions {
  /** Prefix of every channel; instances that should hear each other share it. */
  namespace?: string;
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
  const publisher = connectRedis(url, "bus-publish", { maxRetriesPerRequest: 2, commandTimeout: 2000 }, onError);
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

  return {
    async publish(userId, event) {
      try {
        const frame = frameOf(event);
        await publisher.publish(channel(userId), `${frame.type}\n${frame.text}`);
      } catch (err) {
        onError(err);
      }
    },
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
