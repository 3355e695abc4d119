import { pageMeta } from "../../features/pages/pageMeta.ts";
import { DeleteAccountPage } from "../../features/settings/DeleteAccountPage.tsx";

export const meta = pageMeta({ title: "titles.settings-privacy-delete-confirmation" });

export default function Page() {
  return <DeleteAccountPage />;
}
