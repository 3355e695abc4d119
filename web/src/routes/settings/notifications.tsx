import { NotificationSettingsScreen } from "../../features/accounts/settings/components/NotificationSettingsScreen.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.settings-notifications" });

export default function Page() {
  return <NotificationSettingsScreen />;
}
