import { HowItWorksPage } from "../../features/pages/HowItWorksPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({
  title: "pages.howItWorks.meta.title",
  description: "pages.howItWorks.lead",
  indexed: true,
});

export default function Page() {
  return <HowItWorksPage />;
}
