import { useParams } from "react-router";
import { ConnectionsPage } from "../../features/connections/ConnectionsPage.tsx";
import { tabOfParam } from "../../features/connections/tabs.ts";
import { pageMeta } from "../../features/pages/pageMeta.ts";

export const meta = pageMeta({ title: "titles.connections" });

/** /connections and, through its child route, /connections/{tab}: one screen, the tab named by the path. */
export default function Page() {
  const { defaultTab } = useParams();
  return <ConnectionsPage tab={tabOfParam(defaultTab) ?? "connections"} />;
}
