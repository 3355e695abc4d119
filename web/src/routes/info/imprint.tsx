import { ImprintPage } from "../../features/pages/ImprintPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "pages.imprint.meta.title", indexed: true });

export default function Page() {
  return <ImprintPage />;
}
