import { MembershipPage } from "../../features/accounts/settings/MembershipPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.settings-membership" });

export default function Page() {
  return <MembershipPage />;
}
