import { FeaturedPage } from "../../features/pages/FeaturedPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({
  title: "pages.featured.meta.title",
  description: "pages.featured.lead",
  indexed: true,
  card: "featured",
});

export default function Page() {
  return <FeaturedPage />;
}
