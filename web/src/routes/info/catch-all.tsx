import { data } from "react-router";
import { AppLayout } from "../../app/shell/AppLayout.tsx";
import { LayoutBridge } from "../../app/shell/layout-bridge.tsx";
import { NotFoundPage } from "../../features/pages/NotFoundPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "pages.notFound.meta.title" });

/** Any path no route claims: the not-found page, answered with status 404 rather than 200. */
export function loader() {
  return data(null, { status: 404 });
}

export default function Page() {
  return (
    <LayoutBridge>
      <AppLayout>
        <NotFoundPage />
      </AppLayout>
    </LayoutBridge>
  );
}
