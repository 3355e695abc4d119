// Checks the gzip size of what the browser loads: the home route's initial JS and CSS, each lazy route chunk.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const KB = 1024;
const BUDGET = { initialJs: 170 * KB, css: 35 * KB, routeChunk: 50 * KB };
const client = path.resolve("web/build/client");
const manifestFile = readdirSync(path.join(client, "assets")).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error("web/build/client has no React Router manifest; run npm run build");
const src = readFileSync(path.join(client, "assets", manifestFile), "utf8");
const manifest = JSON.parse(src.slice(src.indexOf("{"), src.lastIndexOf("}") + 1));

const gz = (url) => gzipSync(readFileSync(path.join(client, url))).length;
const sizeOf = (urls) => [...new Set(urls)].reduce((sum, u) => sum + gz(u), 0);

// The home route is the top-level index route: it and every layout above it load first.
const homeRoute = Object.values(manifest.routes).find((r) => r.index && r.path === undefined);
const chain = [manifest.entry];
for (let r = homeRoute; r; r = manifest.routes[r.parentId]) chain.push(r);
const initialJs = sizeOf(chain.flatMap((r) => [r.module, ...(r.imports ?? [])]));
// The stylesheets the page links for that chain (a trailing "#" marks one that lazy chunks import too).
const css = sizeOf(chain.flatMap((r) => (r.css ?? []).map((href) => href.replace(/#$/, ""))));
const failures = [];
const report = (name, size, budget) => {
  const line = `${name}: ${(size / KB).toFixed(1)} KB gzip (budget ${budget / KB} KB)`;
  console.log(line);
  if (size > budget) failures.push(line);
};
report("initial JS of the home route", initialJs, BUDGET.initialJs);
report("CSS of the home route", css, BUDGET.css);
const shared = new Set(chain.flatMap((r) => [r.module, ...(r.imports ?? [])]));
for (const [id, r] of Object.entries(manifest.routes)) {
  if (chain.includes(r)) continue;
  const own = [r.module, ...(r.imports ?? [])].filter((u) => !shared.has(u));
  const size = sizeOf(own);
  if (size > BUDGET.routeChunk) failures.push(`route ${id}: ${(size / KB).toFixed(1)} KB gzip`);
}
if (failures.length) {
  console.error(`Over budget:\n${failures.join("\n")}`);
  process.exit(1);
}
console.log("All route chunks within budget.");
