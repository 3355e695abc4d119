import { SignupPage } from "../../features/accounts/auth/SignupPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.signup" });

export default function Page() {
  return <SignupPage />;
}
