import { EmailConfirmPage } from "../../features/accounts/auth/EmailConfirmPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.confirm-email" });

export default function Page() {
  return <EmailConfirmPage />;
}
