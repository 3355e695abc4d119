import { describe, expect, it } from "vitest";
import { ApiClientError } from "../../../../api/client.ts";
import { oauthFailure } from "./oauthFailure.ts";

const apiError = (status: number, code: string) =>
  new ApiClientError(status >= 500 ? "server" : status === 403 ? "forbidden" : "client", status, [
    { status: String(status), code, title: code },
  ]);

describe("oauthFailure", () => {
  it("sends a login without an account to the sign-up", () => {
    expect(oauthFailure("google", apiError(404, "oauthNotFound"))).toEqual({
      alert: { type: "info", text: "auth.alerts.oauthNotFound" },
      goTo: "/signup",
    });
  });

  it("sends a provider answer without an e-mail address to the e-mail sign-up", () => {
    expect(oauthFailure("facebook", apiError(422, "oauthEmailMissing"))).toEqual({
      alert: { type: "warning", text: "auth.alerts.oauthEmailMissing" },
      goTo: "/signup",
    });
  });

  it("asks for the password when the e-mail already has an account", () => {
    expect(oauthFailure("facebook", apiError(409, "oauthEmailTaken"))).toEqual({
      alert: { type: "warning", text: "auth.alerts.oauthEmailTaken" },
      goTo: null,
    });
  });

  it("reports anything else as the provider's error", () => {
    expect(oauthFailure("google", apiError(403, "forbidden")).alert?.text).toBe("auth.alerts.googleAuthError");
    expect(oauthFailure("facebook", new Error("popup closed")).alert?.text).toBe("auth.alerts.facebookAuthError");
    expect(oauthFailure("google", apiError(404, "not_found")).goTo).toBeNull();
  });

  it("adds nothing to the alert the client already showed for a fault or a lost connection", () => {
    expect(oauthFailure("google", apiError(502, "bad_gateway"))).toEqual({ alert: null, goTo: null });
    expect(oauthFailure("google", new ApiClientError("network", 0, []))).toEqual({ alert: null, goTo: null });
  });
});
