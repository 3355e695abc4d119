import { redirect } from "react-router";
import { pageMeta } from "../../features/pages/pageMeta.ts";
import { tabOfParam } from "../../features/social/tabs.ts";

export const meta = pageMeta({ title: "titles.connections" });

/** A path naming no tab (/connections/friends) leads to the default one. */
function knownTab({ params }: { params: { defaultTab?: string } }) {
  if (tabOfParam(params.defaultTab) === null) throw redirect("/connections");
  return null;
}

export const loader = knownTab;
export const clientLoader = knownTab;

/** The tab only names what the connections screen above shows; it renders nothing of its own. */
export default function Tab() {
  return null;
}
