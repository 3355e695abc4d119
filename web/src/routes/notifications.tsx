import { NotificationsPage } from "../features/notifications/NotificationsPage.tsx";
import { pageMeta } from "../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.notifications" });

export default function Notifications() {
  return <NotificationsPage />;
}
