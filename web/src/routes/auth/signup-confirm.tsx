import { serverGuard } from "../../app/session/guard-loaders.server.ts";
import { clientGuard } from "../../app/session/guard-loaders.ts";
import { requireAnonymousOrUnconfirmed } from "../../features/accounts/auth/requireAnonymousOrUnconfirmed.ts";
import { SignupConfirmPage } from "../../features/accounts/auth/SignupConfirmPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.signup-confirm" });

export const loader = serverGuard(requireAnonymousOrUnconfirmed);
export const clientLoader = clientGuard(requireAnonymousOrUnconfirmed);

export default function Page() {
  return <SignupConfirmPage />;
}
