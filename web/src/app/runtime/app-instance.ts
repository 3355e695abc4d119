import type { i18n } from "i18next";
import { toResourceDocument } from "../../api/store.ts";
import { createI18n, createMissingKeyReporter, sharedI18n, toSupportedLocale } from "../../i18n/index.ts";
import { hydrateStart, type StartState } from "../start/start.ts";
import { browserRuntime } from "./browser-runtime.ts";
import type { WebLoadContext } from "./load-context.ts";
import type { AppRuntime } from "./runtime.ts";
import { serverRuntime } from "./server-runtime.ts";

export interface AppInstance {
  runtime: AppRuntime;
  i18n: i18n;
}

let browserInstance: AppInstance | null = null;

/** Missing translation keys go to the server (POST /i18n/missing), once per key and page. */
function missingKeyReporter(runtime: AppRuntime) {
  return createMissingKeyReporter(
    (report) =>
      void runtime.api
        .post("/i18n/missing", toResourceDocument("missing_translations", { attributes: report }), {
          timeout: "short",
        })
        .catch(() => {
          // Reporting is best effort; the page keeps working with the fallback text.
        }),
    () => window.location.pathname,
  );
}

/**
 * The runtime and language of what is being rendered: per request on the server (sharing the
 * loaders' caches), once per page in the browser, filled with the server's start data.
 */
export function appInstance(start: StartState | undefined, request: WebLoadContext | null): AppInstance {
  const locale = toSupportedLocale(start?.locale ?? (request ? undefined : document.documentElement.lang));
  // On the server an instance never changes language, so one per language serves every request.
  if (request) return { runtime: serverRuntime(request), i18n: sharedI18n(locale) };
  if (browserInstance) return browserInstance;
  const runtime = browserRuntime();
  if (start) hydrateStart(runtime, start);
  browserInstance = { runtime, i18n: createI18n(locale, { onMissingKey: missingKeyReporter(runtime) }) };
  return browserInstance;
}
