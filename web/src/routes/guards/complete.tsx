import { Outlet } from "react-router";
import { serverGuard } from "../../app/session/guard-loaders.server.ts";
import { clientGuard } from "../../app/session/guard-loaders.ts";
import { requireComplete } from "../../app/session/guards.ts";

/** Member pages: signed in with a completed profile (spec 000 section 2). */
export const loader = serverGuard(requireComplete);
export const clientLoader = clientGuard(requireComplete);

export default function Guarded() {
  return <Outlet />;
}
