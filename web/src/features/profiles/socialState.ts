import type { ProfileUser, ViewerConnection } from "./types.ts";

/** Where the viewer stands with a profile's user, which decides the connection button. */
export type ConnectionStanding = "none" | "outgoing" | "incoming" | "connected";

export function connectionStanding(
  connection: Pick<ViewerConnection, "status" | "direction"> | null | undefined,
): ConnectionStanding {
  if (!connection) return "none";
  if (connection.status === "confirmed") return "connected";
  return connection.direction;
}

type Counts = Pick<ProfileUser, "connection" | "connectionsCount">;

/**
 * The wire attributes of a users resource after the viewer's connection with it changes (null:
 * none any more), to show at once. The count moves only when a confirmed connection comes or goes.
 */
export function connectionChange(user: Counts, next: ViewerConnection | null): Record<string, unknown> {
  const wasConnected = user.connection?.status === "confirmed";
  const isConnected = next?.status === "confirmed";
  const delta = wasConnected === isConnected ? 0 : isConnected ? 1 : -1;
  return { connection: next, connections_count: Math.max(0, user.connectionsCount + delta) };
}

/** The wire attributes that undo a change: the values they had before it. */
export function previousValues(user: Counts): Record<string, unknown> {
  return { connection: user.connection ?? null, connections_count: user.connectionsCount };
}
