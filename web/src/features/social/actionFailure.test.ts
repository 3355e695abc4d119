import { describe, expect, it } from "vitest";
import { ApiClientError } from "../../api/client.ts";
import { AlertsStore } from "../../app/alerts/alerts-store.ts";
import { alertActionFailure } from "./actionFailure.ts";

const refusal = (status: number) =>
  new ApiClientError("client", status, [{ status: String(status), code: "not_found", title: "Not found" }]);

describe("alertActionFailure", () => {
  it("says which action failed when the server refused it", () => {
    const alerts = new AlertsStore(() => () => {});
    alertActionFailure(alerts, refusal(404), "connections.alerts.connectFailed", { name: "Ben" });
    expect(alerts.list()).toMatchObject([
      { type: "error", text: "connections.alerts.connectFailed", values: { name: "Ben" } },
    ]);
  });

  it("says why instead, when the server gave a reason the app has words for", () => {
    const alerts = new AlertsStore(() => () => {});
    const taken = new ApiClientError("client", 422, [
      { status: "422", code: "already_connected", title: "Invalid attribute", detail: "You are already connected." },
    ]);
    alertActionFailure(alerts, taken, "connections.alerts.connectFailed", { name: "Ben" });
    expect(alerts.list()).toMatchObject([
      { type: "error", text: "refusals.codes.already_connected", values: { name: "Ben" } },
    ]);
  });

  it("adds nothing when a lost connection or a server error has its own alert already", () => {
    const alerts = new AlertsStore(() => () => {});
    alertActionFailure(alerts, new ApiClientError("network", 0, []), "connections.alerts.connectFailed");
    alertActionFailure(alerts, new ApiClientError("server", 500, []), "connections.alerts.connectFailed");
    alertActionFailure(alerts, new ApiClientError("forbidden", 403, []), "connections.alerts.connectFailed");
    expect(alerts.list()).toEqual([]);
  });

  it("reports a failure that is no API reply at all", () => {
    const alerts = new AlertsStore(() => () => {});
    alertActionFailure(alerts, new Error("boom"), "connections.alerts.removeFailed", { name: "Ben" });
    expect(alerts.list()).toHaveLength(1);
  });
});
