import { DeactivatePage } from "../../features/accounts/settings/DeactivatePage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.settings-deactivate" });

export default function Page() {
  return <DeactivatePage />;
}
