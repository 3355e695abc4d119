import { pageMeta } from "../../features/pages/pageMeta.ts";
import { LanguagePage } from "../../features/settings/LanguagePage.tsx";

export const meta = pageMeta({ title: "titles.settings-language" });

export default function Page() {
  return <LanguagePage />;
}
