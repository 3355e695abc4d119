import type { Document, Resource } from "@atelier/common/jsonapi";
import { useStore } from "../../../api/context.tsx";
import { toResourceDocument } from "../../../api/store.ts";
import { useWrite } from "../../../api/useWrite.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { useReloadMe } from "../../../app/session/session.ts";
import { alertActionFailure } from "../../social/actionFailure.ts";
import { noteToSend } from "../../social/connectNote.ts";
import { SOCIAL } from "../api/profileApi.ts";
import { connectionChange, previousValues } from "../socialState.ts";
import type { ProfileUser, ViewerConnection } from "../types.ts";

export type ConnectionAction = "connect" | "withdraw" | "confirm" | "deny" | "remove";

/** An action under way, with the note a request carries. */
interface Step {
  action: ConnectionAction;
  note?: string;
}

/** A connection reply as the users resource names it for the viewer. */
function viewerConnection(reply: Document): ViewerConnection {
  const data = reply.data as Resource;
  return {
    id: String(data.id),
    status: data.attributes.status as ViewerConnection["status"],
    direction: data.attributes.direction as ViewerConnection["direction"],
    note: (data.attributes.note as string | null | undefined) ?? null,
  };
}

/**
 * The viewer's connection with a profile's user: ask, withdraw, accept, turn down, remove. Each is
 * shown at once and undone with an alert should the server refuse.
 */
export function useConnectionActions(user: ProfileUser) {
  const store = useStore();
  const alerts = useAlerts();
  const reloadMe = useReloadMe();
  const connection = user.connection ?? null;

  const show = (attributes: Record<string, unknown>) =>
    store.merge({ data: { type: "users", id: user.id, attributes } });

  /** What each action shows before the server answers. */
  const expected = ({ action, note }: Step): Record<string, unknown> => {
    if (action === "connect") {
      // The id is the server's to give; until it answers there is nothing to withdraw.
      return connectionChange(user, { id: "", status: "requested", direction: "outgoing", note: note ?? null });
    }
    if (action === "confirm" && connection) return connectionChange(user, { ...connection, status: "confirmed" });
    return connectionChange(user, null);
  };

  const write = useWrite<Step, Document | null>({
    send: (api, { action, note }) => {
      const id = connection?.id ?? "";
      if (action === "connect") {
        return api.post(
          SOCIAL.connections,
          toResourceDocument("connections", { attributes: { connecteeId: user.id, ...(note ? { note } : {}) } }),
        );
      }
      if (action === "confirm") return api.patch(SOCIAL.confirm(id));
      if (action === "deny") return api.patch(SOCIAL.deny(id));
      return api.delete(SOCIAL.connection(id));
    },
    optimistic: (_, step) => {
      const before = previousValues(user);
      show(expected(step));
      return () => show(before);
    },
    // The connection as the server made it replaces the guess.
    onSuccess: (reply, { action }) => {
      if ((action === "connect" || action === "confirm") && reply)
        show(connectionChange(user, viewerConnection(reply)));
      // The header counts the requests waiting for an answer.
      void reloadMe();
    },
    stale: [SOCIAL.userConnections(user.id)],
    onError: (error, { action }) =>
      alertActionFailure(alerts, error, `profile.connection.failed.${action}`, { name: user.name }),
  });

  const withConnection = (action: ConnectionAction) => () => connection && write.run({ action });

  return {
    busy: write.variables?.action ?? null,
    /** Asks to connect, with a note for them (none when only spaces were typed); true once asked. */
    connect: (note = "") => write.run({ action: "connect", note: noteToSend(note) }),
    confirm: withConnection("confirm"),
    deny: withConnection("deny"),
    withdraw: withConnection("withdraw"),
    remove: withConnection("remove"),
  };
}
