import { pageMeta } from "../../features/pages/pageMeta.ts";
import { ContactInfoPage } from "../../features/settings/ContactInfoPage.tsx";

export const meta = pageMeta({ title: "titles.settings-info" });

export default function Page() {
  return <ContactInfoPage />;
}
