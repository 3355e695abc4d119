import { pageMeta } from "../../features/pages/pageMeta.ts";
import { NotificationSettingsScreen } from "../../features/settings/components/NotificationSettingsScreen.tsx";

export const meta = pageMeta({ title: "titles.settings-notifications" });

export default function Page() {
  return <NotificationSettingsScreen />;
}
