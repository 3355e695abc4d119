import { redirect } from "react-router";
import { loginPath } from "../session/guards.ts";
import type { WebLoadContext } from "./load-context.ts";
import { type AppRuntime, createRuntime } from "./runtime.ts";

const runtimes = new WeakMap<WebLoadContext, AppRuntime>();

/**
 * The runtime of one server request, shared by its loaders and its render (the load context is one
 * object per request). Calls go to the API in process, with the browser's cookies. A loader that
 * passes its request gets the 403 rule of spec 000 section 8: the call throws the redirect to login.
 */
export function serverRuntime(context: WebLoadContext, request?: Request): AppRuntime {
  const existing = runtimes.get(context);
  if (existing) return existing;
  const url = request ? new URL(request.url) : null;
  const runtime = createRuntime({
    transport: (path, init) => {
      if (init.body !== undefined) throw new Error("Server rendering only reads; writes happen in the browser.");
      return context.apiFetch(path, { method: init.method, headers: init.headers });
    },
    onFailure: (failure) => {
      if (failure.kind === "forbidden" && failure.redirectOnForbidden && url) throw redirect(loginPath(url));
    },
  });
  runtimes.set(context, runtime);
  return runtime;
}
