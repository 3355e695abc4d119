import { pageMeta } from "../../features/pages/pageMeta.ts";
import { DeactivatePage } from "../../features/settings/DeactivatePage.tsx";

export const meta = pageMeta({ title: "titles.settings-deactivate" });

export default function Page() {
  return <DeactivatePage />;
}
