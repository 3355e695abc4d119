import { LanguagePage } from "../../features/accounts/settings/LanguagePage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.settings-language" });

export default function Page() {
  return <LanguagePage />;
}
