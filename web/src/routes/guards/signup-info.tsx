import { Outlet } from "react-router";
import { serverGuard } from "../../app/guard-loaders.server.ts";
import { clientGuard } from "../../app/guard-loaders.ts";
import { requireIncomplete } from "../../app/guards.ts";

/** The sign-up profile step: signed in, profile not yet complete. */
export const loader = serverGuard(requireIncomplete);
export const clientLoader = clientGuard(requireIncomplete);

export default function Guarded() {
  return <Outlet />;
}
