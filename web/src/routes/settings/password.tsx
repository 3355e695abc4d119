import { PasswordPage } from "../../features/accounts/settings/PasswordPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.settings-password" });

export default function Page() {
  return <PasswordPage />;
}
