// Bundles the server into one file, server/dist/main.js, which `npm start` runs with plain Node: no
// TypeScript loader at start-up, which on two busy cores made every start seconds slower. Packages
// from node_modules stay outside the bundle; the project's own workspaces (@atelier/common) and the JSON
// files it imports (country and language names) go in.
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

/** Leaves every bare import but the project's workspaces and JSON files to Node's resolution at run time. */
const packagesStayOutside = {
  name: "packages-stay-outside",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@atelier/") || args.path.endsWith(".json")
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [path.join(root, "server/src/main.ts")],
  outfile: path.join(root, "server/dist/main.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [packagesStayOutside],
});
