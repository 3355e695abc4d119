import { redirect } from "react-router";
import { browserRuntime } from "../runtime/browser-runtime.ts";
import type { Guard } from "./guards.ts";
import { guardSessionOf, readMe } from "./session.ts";

/** The same guard on client navigation, judged from the session this page already holds. */
export function clientGuard(guard: Guard) {
  return ({ request }: { request: Request }) => {
    const runtime = browserRuntime();
    const result = guard(guardSessionOf(readMe(runtime)), new URL(request.url));
    if (!result) return null;
    if (result.alert) runtime.alerts.add(result.alert);
    throw redirect(result.to);
  };
}
