import { useParams } from "react-router";
import { pageMeta } from "../../features/pages/pageMeta.ts";
import { ConnectionsPage } from "../../features/social/ConnectionsPage.tsx";
import { tabOfParam } from "../../features/social/tabs.ts";

export const meta = pageMeta({ title: "titles.connections" });

/** /connections and, through its child route, /connections/{tab}: one screen, the tab named by the path. */
export default function Page() {
  const { defaultTab } = useParams();
  return <ConnectionsPage tab={tabOfParam(defaultTab) ?? "connections"} />;
}
