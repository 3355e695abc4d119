import { redirect } from "react-router";
import { flashCookie } from "../alerts/flash.ts";
import type { WebLoadContext } from "../runtime/load-context.ts";
import { startFor } from "../start/start.server.ts";
import type { Guard } from "./guards.ts";

/**
 * A guard as the loader of a layout route, for the first page load: the server answers with the
 * redirect itself, and a guard's alert rides along in the flash cookie.
 */
export function serverGuard(guard: Guard) {
  return async ({ request, context }: { request: Request; context: WebLoadContext }) => {
    const { session } = await startFor(context, request);
    const url = new URL(request.url);
    const result = guard(session, url);
    if (!result) return null;
    const secure = url.protocol === "https:";
    throw redirect(result.to, result.alert ? { headers: { "set-cookie": flashCookie([result.alert], secure) } } : {});
  };
}
