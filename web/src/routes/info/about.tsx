import { AboutPage } from "../../features/pages/AboutPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "pages.about.meta.title", description: "pages.about.lead", indexed: true });

export default function Page() {
  return <AboutPage />;
}
