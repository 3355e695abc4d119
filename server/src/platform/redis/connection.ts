import { Redis, type RedisOptions } from "ioredis";

/**
 * One Redis connection with its errors reported instead of thrown: while Redis is away, ioredis
 * reconnects by itself, and each reconnect failure is reported once rather than on every attempt.
 */
export function connectRedis(
  url: string,
  purpose: string,
  options: RedisOptions,
  onError: (err: unknown) => void,
): Redis {
  const client = new Redis(url, { connectionName: `atelier-${purpose}`, ...options });
  let lastMessage: string | null = null;
  client.on("error", (err: Error) => {
    if (err.message === lastMessage) return;
    lastMessage = err.message;
    onError(err);
  });
  client.on("ready", () => {
    lastMessage = null;
  });
  return client;
}

/** Quits politely when connected; otherwise stops reconnecting at once. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === "ready") {
    try {
      await client.quit();
      return;
    } catch {
      // The connection went away while quitting; disconnecting below is all that is left to do.
    }
  }
  client.disconnect();
}
