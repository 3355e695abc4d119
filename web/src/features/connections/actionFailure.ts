import { ApiClientError } from "../../api/client.ts";
import type { AlertsStore } from "../../app/alerts/alerts-store.ts";

/**
 * Tells the user that an action did not go through and was undone. A lost connection or a server
 * error already raised its own alert and a 403 leads to login (app/failures.ts), so only the
 * refusals of this action (404, 422) get a second word here.
 */
export function alertActionFailure(
  alerts: AlertsStore,
  error: unknown,
  text: string,
  values?: Record<string, string | number>,
): void {
  if (error instanceof ApiClientError && error.kind !== "client") return;
  alerts.add({ type: "error", text, values });
}
