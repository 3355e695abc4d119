import { Outlet } from "react-router";
import { serverGuard } from "../../app/session/guard-loaders.server.ts";
import { clientGuard } from "../../app/session/guard-loaders.ts";
import { requireIncomplete } from "../../app/session/guards.ts";

/** The sign-up profile step: signed in, profile not yet complete. */
export const loader = serverGuard(requireIncomplete);
export const clientLoader = clientGuard(requireIncomplete);

export default function Guarded() {
  return <Outlet />;
}
