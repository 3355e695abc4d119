import { AppearancePage } from "../../features/accounts/settings/AppearancePage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.settings-appearance" });

export default function Page() {
  return <AppearancePage />;
}
