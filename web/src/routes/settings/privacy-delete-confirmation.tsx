import { DeleteAccountPage } from "../../features/accounts/settings/DeleteAccountPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.settings-privacy-delete-confirmation" });

export default function Page() {
  return <DeleteAccountPage />;
}
