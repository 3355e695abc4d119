import { data } from "react-router";
import { NotFoundPage } from "../../features/pages/NotFoundPage.tsx";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "pages.notFound.meta.title" });

export function loader() {
  return data(null, { status: 404 });
}

export default function Page() {
  return <NotFoundPage />;
}
