import { describe, expect, it } from "vitest";
import type { ApiFailure } from "../../api/client.ts";
import { meQuery, NOBODY, readMe } from "../session/session.ts";
import { type FailureEnvironment, reactToFailure } from "./failures.ts";
import { createRuntime } from "./runtime.ts";

function setup(path = "/messages", search = "") {
  const runtime = createRuntime({ transport: () => Promise.reject(new Error("no calls in this test")) });
  const navigations: string[] = [];
  const env: FailureEnvironment = {
    location: () => ({ pathname: path, search }),
    navigate: (to) => navigations.push(to),
  };
  return { runtime, navigations, env };
}

const failure = (kind: ApiFailure["kind"], redirectOnForbidden = true): ApiFailure => ({
  kind,
  status: kind === "network" ? 0 : kind === "server" ? 500 : kind === "forbidden" ? 403 : 422,
  errors: [],
  redirectOnForbidden,
});

function signIn(runtime: ReturnType<typeof setup>["runtime"]) {
  const me = { data: { type: "me", id: "5", attributes: { name: "Ada", complete: true, confirmed: true } } };
  runtime.store.merge(me);
  runtime.queryClient.setQueryData(meQuery(runtime).queryKey, me);
  runtime.token.set("secret");
}

describe("reactToFailure", () => {
  it("shows the connection alert when there is no response", () => {
    const { runtime, env } = setup();
    reactToFailure(runtime, failure("network"), env);
    expect(runtime.alerts.list()).toMatchObject([{ type: "error", text: "alerts.connectionError" }]);
  });

  it("shows the internal-error alert for a status of 500 or more", () => {
    const { runtime, env } = setup();
    reactToFailure(runtime, failure("server"), env);
    expect(runtime.alerts.list()).toMatchObject([{ type: "error", text: "alerts.internalError" }]);
  });

  it("clears the session on a 403 and goes to login with returnTo", () => {
    const { runtime, env, navigations } = setup("/messages/9", "?tab=unread");
    signIn(runtime);
    expect(readMe(runtime)?.name).toBe("Ada");
    reactToFailure(runtime, failure("forbidden"), env);
    expect(readMe(runtime)).toBeNull();
    expect(runtime.token.get()).toBeNull();
    expect(runtime.queryClient.getQueryData(meQuery(runtime).queryKey)).toEqual(NOBODY);
    expect(navigations).toEqual(["/login?returnTo=%2Fmessages%2F9%3Ftab%3Dunread"]);
  });

  it("keeps an existing returnTo and does not leave the login page", () => {
    const onSignupInfo = setup("/signup-info", "?returnTo=%2Fcart");
    reactToFailure(onSignupInfo.runtime, failure("forbidden"), onSignupInfo.env);
    expect(onSignupInfo.navigations).toEqual(["/login?returnTo=%2Fcart"]);
    const onLogin = setup("/login", "?returnTo=%2Fcart");
    reactToFailure(onLogin.runtime, failure("forbidden"), onLogin.env);
    expect(onLogin.navigations).toEqual([]);
  });

  it("leaves the session alone when the call asked not to redirect", () => {
    const { runtime, env, navigations } = setup();
    signIn(runtime);
    reactToFailure(runtime, failure("forbidden", false), env);
    expect(readMe(runtime)?.name).toBe("Ada");
    expect(navigations).toEqual([]);
  });

  it("leaves other errors to the caller", () => {
    const { runtime, env, navigations } = setup();
    reactToFailure(runtime, failure("client"), env);
    expect(runtime.alerts.list()).toEqual([]);
    expect(navigations).toEqual([]);
  });
});
