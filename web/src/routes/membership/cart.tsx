import { Suspense } from "react";
import { PageSkeleton } from "../../features/membership/components/PageSkeleton.tsx";
import { CartPage } from "../../features/membership/lazyPages.ts";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.cart" });

export default function Page() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <CartPage />
    </Suspense>
  );
}
