import type { OAuthProvider } from "@atelier/common/enums";
import { paths } from "@atelier/common/paths";
import { ApiClientError } from "../../../../api/client.ts";
import type { AlertType } from "../../../../app/alerts/alerts-store.ts";

export interface OAuthFailure {
  /** The alert to show; none when the API client has already shown one (a lost connection, a server fault). */
  alert: { type: AlertType; text: string } | null;
  /** Where the user goes next, if anywhere. */
  goTo: string | null;
}

/**
 * What a failed social sign-in tells the user (spec 000 section 8): no account yet leads to the
 * sign-up, as does a provider that kept the e-mail address back; an e-mail already registered asks
 * for the password; anything else is the provider's error.
 */
export function oauthFailure(provider: OAuthProvider, error: unknown): OAuthFailure {
  if (error instanceof ApiClientError) {
    if (error.kind === "network" || error.kind === "server") return { alert: null, goTo: null };
    const code = error.errors[0]?.code;
    if (error.status === 404 && code === "oauthNotFound") {
      return { alert: { type: "info", text: "auth.alerts.oauthNotFound" }, goTo: paths.signup };
    }
    if (error.status === 422 && code === "oauthEmailMissing") {
      return { alert: { type: "warning", text: "auth.alerts.oauthEmailMissing" }, goTo: paths.signup };
    }
    if (error.status === 409 && code === "oauthEmailTaken") {
      return { alert: { type: "warning", text: "auth.alerts.oauthEmailTaken" }, goTo: null };
    }
  }
  return { alert: { type: "error", text: `auth.alerts.${provider}AuthError` }, goTo: null };
}
