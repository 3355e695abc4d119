import type { Document, Resource } from "@atelier/common/jsonapi";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useRef, useState } from "react";
import { useApi, useStore } from "../../../api/context.tsx";
import { useList } from "../../../api/hooks.ts";
import { apiKey } from "../../../api/queries.ts";
import { toResourceDocument } from "../../../api/store.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { useReloadMe } from "../../../app/session/session.ts";
import { alertActionFailure } from "../actionFailure.ts";
import { CONNECTIONS_PAGE_SIZE, SOCIAL_API, USER_CARD_INCLUDE } from "../api/socialApi.ts";
import { applyChanges, type ConnectionChange, type ConnectionLists } from "../connectionLists.ts";
import type { ConnectionEntry, ConnectionStatus, UserSummary } from "../types.ts";

/** A connections resource as the store gives it back, its other party nested. */
interface ConnectionResource {
  id: string;
  status: ConnectionStatus;
  direction: ConnectionEntry["direction"];
  createdAt?: string;
  user: UserSummary | null;
}

const REQUEST_INCLUDE = ["user", ...USER_CARD_INCLUDE.map((path) => `user.${path}`)];

const entryOf = (c: ConnectionResource): ConnectionEntry[] =>
  // A party hidden since (blocked, deactivated) comes without its user: nothing to show.
  c.user ? [{ id: c.id, status: c.status, direction: c.direction, createdAt: c.createdAt, user: c.user }] : [];

/** A confirmed connection, from the user list of one's connections, where each user carries it. */
const confirmedEntryOf = (user: UserSummary): ConnectionEntry[] =>
  user.connection ? [{ id: user.connection.id, status: "confirmed", direction: user.connection.direction, user }] : [];

interface Pending {
  key: number;
  change: ConnectionChange;
}

/**
 * The three lists of the connections screen and what can be done with them. Every action shows
 * at once: it is laid over the server's lists until the server has answered and the lists are
 * read again; if the server refuses, it is taken off again (which undoes it) and an alert says so.
 */
export function useConnections(meId: string) {
  const api = useApi();
  const store = useStore();
  const alerts = useAlerts();
  const queryClient = useQueryClient();
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
  const [pending, setPending] = useState<Pending[]>([]);
  const counter = useRef(0);

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

  const refresh = useCallback(
    (paths: string[]) => Promise.all(paths.map((path) => queryClient.invalidateQueries({ queryKey: apiKey(path) }))),
    [queryClient],
  );

  /**
   * Shows a change, sends it, reads back the lists it touched, and only then takes the change off,
   * so the screen never flickers back to the old state in between. Answers the change as the
   * server made it, or null when it refused.
   */
  const run = useCallback(
    async (
      change: ConnectionChange,
      send: () => Promise<ConnectionChange | null>,
      touched: string[],
      failure: { text: string; name: string },
    ): Promise<ConnectionChange | null> => {
      counter.current += 1;
      const key = counter.current;
      setPending((list) => [...list, { key, change }]);
      try {
        const settled = await send();
        // The server's own answer (a real id) replaces the guess while the lists are read again.
        if (settled) setPending((list) => list.map((p) => (p.key === key ? { key, change: settled } : p)));
        await refresh(touched);
        // The header counts the requests waiting for an answer.
        if (touched.includes(SOCIAL_API.incoming)) void reloadMe();
        return settled ?? change;
      } catch (error) {
        alertActionFailure(alerts, error, failure.text, { name: failure.name });
        return null;
      } finally {
        setPending((list) => list.filter((p) => p.key !== key));
      }
    },
    [alerts, refresh, reloadMe],
  );

  const mine = SOCIAL_API.connectionsOf(meId);

  const confirm = async (entry: ConnectionEntry) => {
    const done = await run(
      { kind: "confirm", entry },
      async () => {
        store.merge(await api.patch<Document>(SOCIAL_API.confirm(entry.id)));
        return null;
      },
      [SOCIAL_API.incoming, mine],
      { text: "connections.alerts.confirmFailed", name: entry.user.name },
    );
    if (done) alerts.add({ type: "success", text: "connections.alerts.connected", values: { name: entry.user.name } });
  };

  const deny = (entry: ConnectionEntry) =>
    run(
      { kind: "deny", id: entry.id },
      async () => {
        await api.patch(SOCIAL_API.deny(entry.id));
        return null;
      },
      [SOCIAL_API.incoming, SOCIAL_API.users],
      { text: "connections.alerts.denyFailed", name: entry.user.name },
    );

  const withdraw = (entry: ConnectionEntry) =>
    run(
      { kind: "withdraw", id: entry.id },
      async () => {
        await api.delete(SOCIAL_API.connection(entry.id));
        return null;
      },
      [SOCIAL_API.outgoing, SOCIAL_API.users],
      { text: "connections.alerts.withdrawFailed", name: entry.user.name },
    );

  const remove = (entry: ConnectionEntry) =>
    run(
      { kind: "remove", id: entry.id },
      async () => {
        await api.delete(SOCIAL_API.connection(entry.id));
        return null;
      },
      [mine, SOCIAL_API.users],
      { text: "connections.alerts.removeFailed", name: entry.user.name },
    );

  /** Asks a user to connect: the request goes first in the sent list, and the suggestions are read again. */
  const connect = async (user: UserSummary) => {
    const done = await run(
      {
        kind: "connect",
        entry: { id: `pending:${user.id}`, status: "requested", direction: "outgoing", user, pending: true },
      },
      async () => {
        const reply = await api.post<Document>(
          SOCIAL_API.connections,
          toResourceDocument("connections", { attributes: { connecteeId: user.id } }),
        );
        store.merge(reply);
        const data = reply.data as Resource<{ status: ConnectionStatus; direction: ConnectionEntry["direction"] }>;
        return {
          kind: "connect",
          entry: { id: String(data.id), status: data.attributes.status, direction: data.attributes.direction, user },
        };
      },
      [SOCIAL_API.outgoing, SOCIAL_API.incoming, mine, SOCIAL_API.users],
      { text: "connections.alerts.connectFailed", name: user.name },
    );
    if (done?.kind !== "connect") return;
    const text = done.entry.status === "confirmed" ? "connections.alerts.connected" : "connections.alerts.requestSent";
    alerts.add({ type: "success", text, values: { name: user.name } });
  };

  const loading = confirmed.isPending || incoming.isPending || outgoing.isPending;
  const failed = confirmed.isError || incoming.isError || outgoing.isError;
  const retry = () => void refresh([mine, SOCIAL_API.incoming, SOCIAL_API.outgoing]);
  /** Ids of the entries whose change is on its way, so their buttons wait. */
  const busyIds = useMemo(
    () => new Set(pending.flatMap((p) => ("entry" in p.change ? [p.change.entry.id] : [p.change.id]))),
    [pending],
  );

  return { lists, loading, failed, retry, busyIds, confirm, deny, withdraw, remove, connect };
}
