import type { Document, Resource } from "@atelier/common/jsonapi";
import { useMemo, useState } from "react";
import type { ApiClient } from "../../../api/client.ts";
import { useList } from "../../../api/hooks.ts";
import { toResourceDocument } from "../../../api/store.ts";
import { useWrite } from "../../../api/useWrite.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { useReloadMe } from "../../../app/session/session.ts";
import { alertActionFailure } from "../actionFailure.ts";
import { CONNECTIONS_PAGE_SIZE, SOCIAL_API, USER_CARD_INCLUDE } from "../api/socialApi.ts";
import { applyChanges, type ConnectionChange, type ConnectionLists } from "../connectionLists.ts";
import { noteToSend } from "../connectNote.ts";
import type { ConnectionEntry, ConnectionStatus, UserSummary } from "../types.ts";

/** A connections resource as the store gives it back, its other party nested. */
interface ConnectionResource {
  id: string;
  status: ConnectionStatus;
  direction: ConnectionEntry["direction"];
  createdAt?: string;
  note?: string | null;
  user: UserSummary | null;
}

const REQUEST_INCLUDE = ["user", ...USER_CARD_INCLUDE.map((path) => `user.${path}`)];

const entryOf = (c: ConnectionResource): ConnectionEntry[] =>
  // A party hidden since (blocked, deactivated) comes without its user: nothing to show.
  c.user
    ? [{ id: c.id, status: c.status, direction: c.direction, createdAt: c.createdAt, note: c.note, user: c.user }]
    : [];

/** A confirmed connection, from the user list of one's connections, where each user carries it. */
const confirmedEntryOf = (user: UserSummary): ConnectionEntry[] =>
  user.connection ? [{ id: user.connection.id, status: "confirmed", direction: user.connection.direction, user }] : [];

/** A change on its way, with the name its failure alert gives. */
interface Pending {
  change: ConnectionChange;
  name: string;
}

/** The lists a change alters, to read again once it is made. */
function touched(change: ConnectionChange, mine: string): string[] {
  switch (change.kind) {
    case "confirm":
      return [SOCIAL_API.incoming, mine];
    case "deny":
      return [SOCIAL_API.incoming, SOCIAL_API.users];
    case "withdraw":
      return [SOCIAL_API.outgoing, SOCIAL_API.users];
    case "remove":
      return [mine, SOCIAL_API.users];
    case "connect":
      return [SOCIAL_API.outgoing, SOCIAL_API.incoming, mine, SOCIAL_API.users];
  }
}

function send(api: ApiClient, change: ConnectionChange): Promise<Document | null> {
  switch (change.kind) {
    case "confirm":
      return api.patch(SOCIAL_API.confirm(change.entry.id));
    case "deny":
      return api.patch(SOCIAL_API.deny(change.id));
    case "withdraw":
    case "remove":
      return api.delete(SOCIAL_API.connection(change.id));
    case "connect":
      return api.post(
        SOCIAL_API.connections,
        toResourceDocument("connections", {
          attributes: { connecteeId: change.entry.user.id, ...(change.entry.note ? { note: change.entry.note } : {}) },
        }),
      );
  }
}

/**
 * The three lists of the connections screen and what can be done with them. Every action shows
 * at once: it is laid over the server's lists until the server has answered and the lists are
 * read again, so the screen never flickers back to the old state in between; if the server
 * refuses, it is taken off again (which undoes it) and an alert says so.
 */
export function useConnections(meId: string) {
  const alerts = useAlerts();
  const reloadMe = useReloadMe();
  const confirmed = useList<UserSummary>(SOCIAL_API.connectionsOf(meId), {
    size: CONNECTIONS_PAGE_SIZE,
    include: USER_CARD_INCLUDE,
  });
  const incoming = useList<ConnectionResource>(SOCIAL_API.incoming, {
    size: CONNECTIONS_PAGE_SIZE,
    include: REQUEST_INCLUDE,
  });
  const outgoing = useList<ConnectionResource>(SOCIAL_API.outgoing, {
    size: CONNECTIONS_PAGE_SIZE,
    include: REQUEST_INCLUDE,
  });
  const [pending, setPending] = useState<{ key: Pending; change: ConnectionChange }[]>([]);
  const mine = SOCIAL_API.connectionsOf(meId);

  const server = useMemo(
    (): ConnectionLists => ({
      confirmed: confirmed.items.flatMap(confirmedEntryOf),
      incoming: incoming.items.flatMap(entryOf),
      outgoing: outgoing.items.flatMap(entryOf),
    }),
    [confirmed.items, incoming.items, outgoing.items],
  );
  const lists = useMemo(
    () =>
      applyChanges(
        server,
        pending.map((p) => p.change),
      ),
    [server, pending],
  );

  const write = useWrite<Pending, Document | null>({
    send: (api, { change }) => send(api, change),
    optimistic: (_, key) => {
      setPending((list) => [...list, { key, change: key.change }]);
      return () => setPending((list) => list.filter((p) => p.key !== key));
    },
    onSuccess: (reply, key) => {
      const { change, name } = key;
      if (change.kind === "confirm")
        alerts.add({ type: "success", text: "connections.alerts.connected", values: { name } });
      if (change.kind !== "connect" || !reply) return;
      const { id, attributes } = reply.data as Resource<Pick<ConnectionEntry, "status" | "direction" | "note">>;
      const entry = {
        id: String(id),
        status: attributes.status,
        direction: attributes.direction,
        note: attributes.note,
        user: change.entry.user,
      };
      // The server's own answer (a real id) replaces the guess while the lists are read again.
      setPending((list) => list.map((p) => (p.key === key ? { key, change: { kind: "connect", entry } } : p)));
      const text = entry.status === "confirmed" ? "connections.alerts.connected" : "connections.alerts.requestSent";
      alerts.add({ type: "success", text, values: { name } });
    },
    stale: ({ change }) => touched(change, mine),
    onError: (error, { change, name }) =>
      alertActionFailure(alerts, error, `connections.alerts.${change.kind}Failed`, { name }),
  });

  const run = async (change: ConnectionChange, name: string) => {
    const key = { change, name };
    const done = await write.run(key);
    setPending((list) => list.filter((p) => p.key !== key));
    // The header counts the requests waiting for an answer.
    if (done && touched(change, mine).includes(SOCIAL_API.incoming)) void reloadMe();
    return done;
  };
  const confirm = (entry: ConnectionEntry) => run({ kind: "confirm", entry }, entry.user.name);
  const deny = (entry: ConnectionEntry) => run({ kind: "deny", id: entry.id }, entry.user.name);
  const withdraw = (entry: ConnectionEntry) => run({ kind: "withdraw", id: entry.id }, entry.user.name);
  const remove = (entry: ConnectionEntry) => run({ kind: "remove", id: entry.id }, entry.user.name);
  /**
   * Asks a user to connect, with a note for them: the request goes first in the sent list, and the
   * suggestions are read again.
   */
  const connect = (user: UserSummary, note = "") =>
    run(
      {
        kind: "connect",
        entry: {
          id: `pending:${user.id}`,
          status: "requested",
          direction: "outgoing",
          note: noteToSend(note) ?? null,
          user,
          pending: true,
        },
      },
      user.name,
    );

  const loading = confirmed.isPending || incoming.isPending || outgoing.isPending;
  const failed = confirmed.isError || incoming.isError || outgoing.isError;
  const retry = () => void Promise.all([confirmed.refetch(), incoming.refetch(), outgoing.refetch()]);
  /** Ids of the entries whose change is on its way, so their buttons wait. */
  const busyIds = useMemo(
    () => new Set(pending.flatMap((p) => ("entry" in p.change ? [p.change.entry.id] : [p.change.id]))),
    [pending],
  );

  return { lists, loading, failed, retry, busyIds, confirm, deny, withdraw, remove, connect };
}
