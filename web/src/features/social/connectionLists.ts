import type { ConnectionEntry } from "./types.ts";

/** The three lists of the connections screen (spec 000 section 3: confirmed, incoming, outgoing). */
export interface ConnectionLists {
  confirmed: ConnectionEntry[];
  incoming: ConnectionEntry[];
  outgoing: ConnectionEntry[];
}

/** One action of spec 000 section 4 and spec 001 section 4, as the lists see it. */
export type ConnectionChange =
  | { kind: "confirm"; entry: ConnectionEntry }
  | { kind: "deny"; id: string }
  | { kind: "withdraw"; id: string }
  | { kind: "remove"; id: string }
  | { kind: "connect"; entry: ConnectionEntry };

export const EMPTY_LISTS: ConnectionLists = { confirmed: [], incoming: [], outgoing: [] };

const without = (list: ConnectionEntry[], id: string) => list.filter((e) => e.id !== id);
const withoutUser = (list: ConnectionEntry[], userId: string) => list.filter((e) => e.user.id !== userId);

/** Puts an entry first, dropping any older entry for the same user, so a repeat never shows twice. */
const toFront = (list: ConnectionEntry[], entry: ConnectionEntry) => [entry, ...withoutUser(list, entry.user.id)];

/**
 * The lists after one change. Each change is idempotent: applied again to lists that already
 * show it (the server's copy after the change), it leaves them as they are but for order.
 */
export function applyChange(lists: ConnectionLists, change: ConnectionChange): ConnectionLists {
  switch (change.kind) {
    case "confirm":
      // A confirmed request goes to the front of the connections (spec 000 section 4).
      return {
        ...lists,
        incoming: without(lists.incoming, change.entry.id),
        confirmed: toFront(lists.confirmed, { ...change.entry, status: "confirmed" }),
      };
    case "deny":
      return { ...lists, incoming: without(lists.incoming, change.id) };
    case "withdraw":
      return { ...lists, outgoing: without(lists.outgoing, change.id) };
    case "remove":
      return { ...lists, confirmed: without(lists.confirmed, change.id) };
    case "connect": {
      const { entry } = change;
      // Asking someone who had asked first confirms their request (the API answers "confirmed").
      if (entry.status === "confirmed") {
        return {
          ...lists,
          incoming: withoutUser(lists.incoming, entry.user.id),
          confirmed: toFront(lists.confirmed, entry),
        };
      }
      return { ...lists, outgoing: toFront(lists.outgoing, entry) };
    }
  }
}

/** The server's lists with the changes still on their way applied on top, oldest first. */
export function applyChanges(lists: ConnectionLists, changes: readonly ConnectionChange[]): ConnectionLists {
  return changes.reduce(applyChange, lists);
}

/** Whether a user is already in one of the lists: they are no longer someone to connect with. */
export function isInLists(lists: ConnectionLists, userId: string): boolean {
  return [lists.confirmed, lists.incoming, lists.outgoing].some((list) => list.some((e) => e.user.id === userId));
}
