import { Suspense } from "react";
import { PageSkeleton } from "../../features/membership/components/PageSkeleton.tsx";
import { ConfirmationPage } from "../../features/membership/lazyPages.ts";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.cart-confirmation" });

/** /cart/confirmation?order={id}: where a paid order lands. */
export default function Page() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <ConfirmationPage />
    </Suspense>
  );
}
