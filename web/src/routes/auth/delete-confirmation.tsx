import { DeleteConfirmationPage } from "../../features/accounts/auth/DeleteConfirmationPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.delete-confirmation" });

export default function Page() {
  return <DeleteConfirmationPage />;
}
