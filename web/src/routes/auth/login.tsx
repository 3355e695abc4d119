import { LoginPage } from "../../features/accounts/auth/LoginPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.login" });

export default function Page() {
  return <LoginPage />;
}
