import { PrivacyPage } from "../../features/accounts/settings/PrivacyPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.settings-privacy" });

export default function Page() {
  return <PrivacyPage />;
}
