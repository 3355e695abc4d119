import { Outlet } from "react-router";
import { serverGuard } from "../../app/session/guard-loaders.server.ts";
import { clientGuard } from "../../app/session/guard-loaders.ts";
import { requireSignedInOrSettingsToken } from "../../app/session/guards.ts";

/** Notification settings: signed in, or with the settings token of an e-mail link. */
export const loader = serverGuard(requireSignedInOrSettingsToken);
export const clientLoader = clientGuard(requireSignedInOrSettingsToken);

export default function Guarded() {
  return <Outlet />;
}
