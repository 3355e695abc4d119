import { ContactInfoPage } from "../../features/accounts/settings/ContactInfoPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.settings-info" });

export default function Page() {
  return <ContactInfoPage />;
}
