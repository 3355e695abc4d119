import type { Document, Resource } from "@atelier/common/jsonapi";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useApi, useStore } from "../../../api/context.tsx";
import { toResourceDocument } from "../../../api/store.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { useReloadMe } from "../../../app/session/session.ts";
import { alertActionFailure } from "../../social/actionFailure.ts";
import { SOCIAL } from "../api/profileApi.ts";
import { connectionChange, previousValues } from "../socialState.ts";
import type { ProfileUser, ViewerConnection } from "../types.ts";

export type ConnectionAction = "connect" | "withdraw" | "confirm" | "deny" | "remove";

/** A connection reply as the users resource names it for the viewer. */
function viewerConnection(reply: Document): ViewerConnection {
  const data = reply.data as Resource;
  return {
    id: String(data.id),
    status: data.attributes.status as ViewerConnection["status"],
    direction: data.attributes.direction as ViewerConnection["direction"],
  };
}

/**
 * The viewer's connection with a profile's user: ask, withdraw, accept, turn down, remove. Each is
 * shown at once and undone with an alert should the server refuse.
 */
export function useConnectionActions(user: ProfileUser) {
  const api = useApi();
  const store = useStore();
  const alerts = useAlerts();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<ConnectionAction | null>(null);
  const reloadMe = useReloadMe();

  const show = (attributes: Record<string, unknown>) =>
    store.merge({ data: { type: "users", id: user.id, attributes } });

  async function optimistic(
    action: ConnectionAction,
    expected: Record<string, unknown>,
    request: () => Promise<Record<string, unknown> | undefined>,
  ) {
    const before = previousValues(user);
    setBusy(action);
    show(expected);
    try {
      const settled = await request();
      if (settled) show(settled);
      await queryClient.invalidateQueries({ queryKey: ["api", SOCIAL.userConnections(user.id)] });
      // The header counts the requests waiting for an answer.
      void reloadMe();
    } catch (error) {
      show(before);
      alertActionFailure(alerts, error, `profile.connection.failed.${action}`, { name: user.name });
    } finally {
      setBusy(null);
    }
  }

  const connection = user.connection ?? null;
  const settle = (reply: Document) => {
    store.merge(reply);
    return connectionChange(user, viewerConnection(reply));
  };

  return {
    busy,
    connect: () =>
      optimistic(
        "connect",
        // The id is the server's to give; until it answers there is nothing to withdraw.
        connectionChange(user, { id: "", status: "requested", direction: "outgoing" }),
        async () =>
          settle(
            await api.post<Document>(
              SOCIAL.connections,
              toResourceDocument("connections", { attributes: { connecteeId: user.id } }),
            ),
          ),
      ),
    confirm: () =>
      connection &&
      optimistic("confirm", connectionChange(user, { ...connection, status: "confirmed" }), async () =>
        settle(await api.patch<Document>(SOCIAL.confirm(connection.id))),
      ),
    deny: () =>
      connection &&
      optimistic("deny", connectionChange(user, null), async () => {
        await api.patch(SOCIAL.deny(connection.id));
        return undefined;
      }),
    withdraw: () =>
      connection &&
      optimistic("withdraw", connectionChange(user, null), async () => {
        await api.delete(SOCIAL.connection(connection.id));
        return undefined;
      }),
    remove: () =>
      connection &&
      optimistic("remove", connectionChange(user, null), async () => {
        await api.delete(SOCIAL.connection(connection.id));
        return undefined;
      }),
  };
}
