import { BlockedUsersPage } from "../../features/accounts/settings/BlockedUsersPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.settings-blocked" });

export default function Page() {
  return <BlockedUsersPage />;
}
