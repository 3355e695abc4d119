import { FeaturedPage } from "../../features/pages/FeaturedPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "pages.featured.meta.title", indexed: true });

export default function Page() {
  return <FeaturedPage />;
}
