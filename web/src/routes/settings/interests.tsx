import { pageMeta } from "../../features/pages/pageMeta.ts";
import { InterestsPage } from "../../features/settings/InterestsPage.tsx";

export const meta = pageMeta({ title: "settings.interests.title" });

export default function Page() {
  return <InterestsPage />;
}
