import { pageMeta } from "../../features/pages/pageMeta.ts";
import { MembershipPage } from "../../features/settings/MembershipPage.tsx";

export const meta = pageMeta({ title: "titles.settings-membership" });

export default function Page() {
  return <MembershipPage />;
}
