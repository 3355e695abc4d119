import { Outlet } from "react-router";
import { serverGuard } from "../../app/session/guard-loaders.server.ts";
import { clientGuard } from "../../app/session/guard-loaders.ts";
import { requireAnonymous } from "../../app/session/guards.ts";

/** Pages for visitors only (spec 000 section 2). */
export const loader = serverGuard(requireAnonymous);
export const clientLoader = clientGuard(requireAnonymous);

export default function Guarded() {
  return <Outlet />;
}
