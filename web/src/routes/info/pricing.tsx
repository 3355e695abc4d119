import { PricingPage } from "../../features/pages/PricingPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "pages.pricing.meta.title", description: "pages.pricing.lead", indexed: true });

export default function Page() {
  return <PricingPage />;
}
