import { redirect } from "react-router";
import { browserRuntime } from "../runtime/browser-runtime.ts";
import type { Guard } from "./guards.ts";
import { settledMe } from "./member-to-come.ts";
import { guardSessionOf } from "./session.ts";

/**
 * The same guard on client navigation, judged from the session this page already holds (on a page
 * kept for all members, once the member is read).
 */
export function clientGuard(guard: Guard) {
  return async ({ request }: { request: Request }) => {
    const runtime = browserRuntime();
    const result = guard(guardSessionOf(await settledMe(runtime)), new URL(request.url));
    if (!result) return null;
    if (result.alert) runtime.alerts.add(result.alert);
    throw redirect(result.to);
  };
}
