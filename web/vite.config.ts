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
  },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: codeSplittingGroups() } } } } },
  },
  ssr: { noExternal: ["@atelier/common"] },
});
