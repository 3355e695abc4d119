import { pageMeta } from "../../features/pages/pageMeta.ts";
import { AppearancePage } from "../../features/settings/AppearancePage.tsx";

export const meta = pageMeta({ title: "titles.settings-appearance" });

export default function Page() {
  return <AppearancePage />;
}
