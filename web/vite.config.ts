import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { codeSplittingGroups } from "./src/bundle/chunks.ts";
import { stableMantineIds } from "./src/bundle/stableIds.ts";

export default defineConfig({
  plugins: [stableMantineIds(), reactRouter()],
  resolve: {
    // The app translates with its own Translator (src/i18n/translator.ts): of i18next, some 14 KB
    // gzip in every page, react-i18next's Trans needs one helper. The server leaves react-i18next
    // to Node, which still finds the real package.
    alias: [{ find: /^i18next$/, replacement: fileURLToPath(new URL("src/i18n/keyFromSelector.ts", import.meta.url)) }],
  },
  build: {
    sourcemap: false,
    // A lazy part's chunks load through its imports, not through a <link rel="modulepreload"> the
    // bundler's helper adds for each of them when the part is asked for: each such link costs the
    // browser's main thread, and a member's home asked for some sixty at once as it hydrated.
    // Measured on the first load of `/` (1x, median of 9 loads, alternating builds): 851 -> 646 ms
    // of script for a member, 468 -> 371 ms for a visitor. A lazy part's stylesheet still loads
    // before its code runs.
    modulePreload: false,
  },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: codeSplittingGroups() } } } } },
  },
  ssr: { noExternal: ["@atelier/common"] },
});
