import { ApiClientError } from "../../api/client.ts";
import type { AlertsStore } from "../../app/alerts/alerts-store.ts";
import { refusalMessage } from "../../app/forms/refusalMessage.ts";

/**
 * Tells the user that an action did not go through and was undone: why, when the server gave a
 * reason the app has words for (already connected, ...), else which action failed. A lost
 * connection or a server error already raised its own alert and a 403 leads to login
 * (app/failures.ts), so only the refusals of this action (404, 409, 422) get a word here.
 */
export function alertActionFailure(
  alerts: AlertsStore,
  error: unknown,
  text: string,
  values?: Record<string, string | number>,
): void {
  if (error instanceof ApiClientError && error.kind !== "client") return;
  const reason = error instanceof ApiClientError && error.errors[0] ? refusalMessage(error.errors[0]) : null;
  if (reason) alerts.add({ type: "error", text: reason.key, values: { ...values, ...reason.values } });
  else alerts.add({ type: "error", text, values });
}
