import { paths } from "@atelier/common/paths";
import type { ApiFailure } from "../../api/client.ts";
import { type GuardLocation, loginPath } from "../session/guards.ts";
import { clearSession, readMe } from "../session/session.ts";
import type { AppRuntime } from "./runtime.ts";

export interface FailureEnvironment {
  location: () => GuardLocation;
  navigate: (to: string) => void;
}

/** The reactions of spec 000 section 8 that do not depend on the call: alerts, session, login. */
export function reactToFailure(runtime: AppRuntime, failure: ApiFailure, env: FailureEnvironment): void {
  switch (failure.kind) {
    case "network":
      runtime.alerts.add({ type: "error", text: "alerts.connectionError" });
      return;
    case "server":
      runtime.alerts.add({ type: "error", text: "alerts.internalError" });
      return;
    case "forbidden": {
      if (!failure.redirectOnForbidden) return;
      if (readMe(runtime) || runtime.token.get()) clearSession(runtime);
      const location = env.location();
      if (location.pathname !== paths.login) env.navigate(loginPath(location));
      return;
    }
    case "client":
      return;
  }
}
