import { ImprintPage } from "../../features/pages/ImprintPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "pages.imprint.meta.title", description: "pages.imprint.lead", indexed: true });

export default function Page() {
  return <ImprintPage />;
}
