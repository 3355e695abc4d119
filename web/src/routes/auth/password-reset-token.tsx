import { PasswordResetPage } from "../../features/accounts/auth/PasswordResetPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.password-reset-token" });

export default function Page() {
  return <PasswordResetPage />;
}
