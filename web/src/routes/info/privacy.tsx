import { PrivacyPage } from "../../features/pages/PrivacyPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "pages.privacy.meta.title", description: "pages.privacy.lead", indexed: true });

export default function Page() {
  return <PrivacyPage />;
}
