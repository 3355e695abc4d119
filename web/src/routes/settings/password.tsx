import { pageMeta } from "../../features/pages/pageMeta.ts";
import { PasswordPage } from "../../features/settings/PasswordPage.tsx";

export const meta = pageMeta({ title: "titles.settings-password" });

export default function Page() {
  return <PasswordPage />;
}
