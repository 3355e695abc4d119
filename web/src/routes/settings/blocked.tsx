import { pageMeta } from "../../features/pages/pageMeta.ts";
import { BlockedUsersPage } from "../../features/settings/BlockedUsersPage.tsx";

export const meta = pageMeta({ title: "titles.settings-blocked" });

export default function Page() {
  return <BlockedUsersPage />;
}
