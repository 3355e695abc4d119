import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src",
  buildDirectory: "build",
  ssr: true,
  // Every route's entry comes with the page (some 4 KB compressed). Discovered lazily, the routes
  // the page links to arrived after hydration and re-rendered the whole hydrated page, twice on
  // some pages: a third of the first load's script.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
