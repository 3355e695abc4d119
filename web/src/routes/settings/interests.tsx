import { InterestsPage } from "../../features/accounts/settings/InterestsPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "settings.interests.title" });

export default function Page() {
  return <InterestsPage />;
}
