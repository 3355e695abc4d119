import { PasswordResetRequestPage } from "../../features/accounts/auth/PasswordResetRequestPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.password-reset" });

export default function Page() {
  return <PasswordResetRequestPage />;
}
