import { pageMeta } from "../../features/pages/pageMeta.ts";
import { PrivacyPage } from "../../features/settings/PrivacyPage.tsx";

export const meta = pageMeta({ title: "titles.settings-privacy" });

export default function Page() {
  return <PrivacyPage />;
}
