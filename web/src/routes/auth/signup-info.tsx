import { SignupInfoPage } from "../../features/accounts/auth/SignupInfoPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.signup-info" });

export default function Page() {
  return <SignupInfoPage />;
}
