import pg from "pg";

export interface ListenHandlers {
  onNotify(payload: string): void;
  /**
   * Whether notifications arrive: true once listening, false from a dropped connection until it is
   * back. What was sent meanwhile is lost, so whoever relies on them must forget what they kept.
   */
  onListening(listening: boolean): void;
}

export interface Listening {
  close(): Promise<void>;
}

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 30_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to others), reconnecting with
 * backoff when it drops: a restarted database, a failover, an idle timeout on the way.
 */
export function listenPostgres(url: string, channel: string, handlers: ListenHandlers): Listening {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`${channel} is no channel name.`);
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = FIRST_RETRY_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const lost = (dropped: pg.Client) => {
    if (client !== dropped) return;
    client = null;
    handlers.onListening(false);
    dropped.end().catch(() => {});
    if (closed) return;
    retry = setTimeout(connect, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  async function connect() {
    const current = new pg.Client({ connectionString: url, keepAlive: true });
    client = current;
    current.on("notification", (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onNotify(message.payload);
    });
    current.on("error", () => lost(current));
    current.on("end", () => lost(current));
    try {
      await current.connect();
      await current.query(`listen ${channel}`);
      if (client !== current) return;
      retryMs = FIRST_RETRY_MS;
      handlers.onListening(true);
    } catch {
      lost(current);
    }
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
