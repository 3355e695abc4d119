import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    sourcemap: false,
    rolldownOptions: {
      output: {
        // One chunk for the framework every page needs; without it, each new lazy page splits the shared
        // modules into more small chunks that the home page must also fetch.
        advancedChunks: {
          groups: [
            {
              name: "framework",
              test: /node_modules\/(react|react-dom|react-router|scheduler|@tanstack\/(react-)?query-core|@tanstack\/react-query)\//,
            },
          ],
        },
      },
    },
  },
  ssr: { noExternal: ["@atelier/common"] },
});
