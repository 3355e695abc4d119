// Checks what the browser loads, gzip: the home route's initial JS, each lazy route chunk, and each
// page's stylesheets: their size, and that a page links at most two (the app's and its route's own),
// since each one is a request the first paint waits for.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const KB = 1024;
// A route's own chunks were 50 KB until the premium crown joined every person's card: the profile,
// whose related creatives are cards, came to 50.1 KB. Then a request's note and the button of a
// request sent joined every profile's actions (their dialog and menu load on first use): 51.9 KB.
// The initial JS was 175 KB until the shell learnt of a member still to come on a page kept for all
// members (their header's place, their toggles held, the read of who they are loaded on first use):
// 175.3 KB. The class maps of every route's stylesheets ride in the app chunk; moving them to their
// routes is what would bring it down again. The stylesheet was 35 KB until the member home's layout and
// greeting joined it: the server draws them for a member before their lazy code has come, and without
// their styles the whole page moved down once it did (a layout shift of 0.06 on a phone): 35.2 KB.
// The initial JS grew from 174 to 287 KB when the code four or more routes and lazy parts load went
// into one common chunk (src/bundle/chunks.ts): more bytes, but some sixty fewer files for a member's
// home, measured faster in Lighthouse for members and visitors alike. The home's scripts load after
// its first paint, so the bytes do not hold its paint back.
const BUDGET = { initialJs: 290 * KB, css: 35.5 * KB, routeChunk: 53 * KB, stylesheets: 2 };
const client = path.resolve("web/build/client");
const manifestFile = readdirSync(path.join(client, "assets")).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error("web/build/client has no React Router manifest; run npm run build");
const src = readFileSync(path.join(client, "assets", manifestFile), "utf8");
const manifest = JSON.parse(src.slice(src.indexOf("{"), src.lastIndexOf("}") + 1));

const gz = (url) => gzipSync(readFileSync(path.join(client, url))).length;
const sizeOf = (urls) => [...new Set(urls)].reduce((sum, u) => sum + gz(u), 0);
/** A route and every layout above it: what a page of that route loads. */
const chainOf = (route) => {
  const chain = [];
  for (let r = route; r; r = manifest.routes[r.parentId]) chain.push(r);
  return chain;
};
// A trailing "#" marks a stylesheet that lazy chunks import too.
const stylesheetsOf = (chain) => [
  ...new Set(chain.flatMap((r) => (r.css ?? []).map((href) => href.replace(/#$/, "")))),
];

// The home route is the top-level index route: it and every layout above it load first.
const homeRoute = Object.values(manifest.routes).find((r) => r.index && r.path === undefined);
const chain = [manifest.entry, ...chainOf(homeRoute)];
const initialJs = sizeOf(chain.flatMap((r) => [r.module, ...(r.imports ?? [])]));
const failures = [];
const report = (name, size, budget) => {
  const line = `${name}: ${(size / KB).toFixed(1)} KB gzip (budget ${budget / KB} KB)`;
  console.log(line);
  if (size > budget) failures.push(line);
};
report("initial JS of the home route", initialJs, BUDGET.initialJs);
report("CSS of the home route", sizeOf(stylesheetsOf(chain)), BUDGET.css);
const shared = new Set(chain.flatMap((r) => [r.module, ...(r.imports ?? [])]));
const parents = new Set(Object.values(manifest.routes).map((r) => r.parentId));
let largestCss = { id: "", size: 0 };
for (const [id, r] of Object.entries(manifest.routes)) {
  if (!parents.has(id)) {
    const sheets = stylesheetsOf(chainOf(r));
    const size = sizeOf(sheets);
    if (size > largestCss.size) largestCss = { id, size };
    if (size > BUDGET.css) failures.push(`CSS of route ${id}: ${(size / KB).toFixed(1)} KB gzip`);
    if (sheets.length > BUDGET.stylesheets) failures.push(`route ${id} links ${sheets.length} stylesheets`);
  }
  if (chain.includes(r)) continue;
  const own = [r.module, ...(r.imports ?? [])].filter((u) => !shared.has(u));
  const size = sizeOf(own);
  if (size > BUDGET.routeChunk) failures.push(`route ${id}: ${(size / KB).toFixed(1)} KB gzip`);
}
report(`CSS of the page with the most (${largestCss.id})`, largestCss.size, BUDGET.css);
if (failures.length) {
  console.error(`Over budget:\n${failures.join("\n")}`);
  process.exit(1);
}
console.log(`All route chunks within budget; no page links more than ${BUDGET.stylesheets} stylesheets.`);
