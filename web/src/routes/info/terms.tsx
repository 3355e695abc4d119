import { pageMeta } from "../../features/pages/pageMeta.ts";
import { TermsPage } from "../../features/pages/TermsPage.tsx";

export const meta = pageMeta({ title: "pages.terms.meta.title", description: "pages.terms.lead", indexed: true });

export default function Page() {
  return <TermsPage />;
}
