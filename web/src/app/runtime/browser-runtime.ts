import { reactToFailure } from "./failures.ts";
import { navigateTo } from "./navigation.ts";
import { type AppRuntime, createRuntime } from "./runtime.ts";

let runtime: AppRuntime | null = null;

/** The one runtime of this browser page. */
export function browserRuntime(): AppRuntime {
  if (runtime) return runtime;
  const created: AppRuntime = createRuntime({
    transport: (url, init) => fetch(url, { ...init, credentials: "same-origin" }),
    createXhr: () => new XMLHttpRequest(),
    onFailure: (failure) =>
      reactToFailure(created, failure, {
        location: () => ({ pathname: window.location.pathname, search: window.location.search }),
        navigate: navigateTo,
      }),
  });
  runtime = created;
  return created;
}
