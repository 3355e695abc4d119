import { data } from "react-router";
import { pageMeta } from "../../features/pages/pageMeta.ts";
import { ServerErrorPage } from "../../features/pages/ServerErrorPage.tsx";

export const meta = pageMeta({ title: "pages.serverError.meta.title" });

export function loader() {
  return data(null, { status: 500 });
}

export default function Page() {
  return <ServerErrorPage />;
}
