import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRELOAD_AFTER_PAINT } from "../web/src/app/start/scripts-after-paint.server.ts";
import { prepareUsers, type RunningApp, startApp } from "./harness.ts";

/**
 * What a first visit's HTML makes the browser fetch: few stylesheets, asked for before the
 * scripts, and, once the page has painted, only the scripts of the route on screen.
 */

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}

interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

let app: RunningApp;
beforeAll(async () => {
  app = await startApp({}, (dataDir) =>
    prepareUsers(dataDir, [{ email: "anna@example.test", password: "Sketchbook2026", complete: true, name: "Anna" }]),
  );
});
afterAll(() => app?.stop());

const attributes = (html: string, rel: string) =>
  [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes(`rel="${rel}"`))
    .map((tag) => /href="([^"]+)"/.exec(tag)?.[1] ?? "");

/** The router's module code, which the page starts once it has painted. */
function moduleCode(html: string): string {
  const literal = /\}\)\(("(?:[^"\\]|\\.)*")\)<\/script>/.exec(html);
  expect(literal, "the page starts its module code after painting").not.toBeNull();
  return JSON.parse(literal?.[1] ?? '""');
}

/**
 * The routes the page hydrates, and the manifest of every route, which the page imports as a file of
 * its own (cached from the first page on).
 */
async function routesOf(html: string): Promise<{ manifest: Manifest; manifestFile: string; shown: string[] }> {
  const code = moduleCode(html);
  const file = /import "(\/assets\/manifest-[\w-]+\.js)";/.exec(code);
  const modules = /window\.__reactRouterRouteModules = \{([^}]*)\}/.exec(code);
  expect(file, "the page imports the routes' manifest").not.toBeNull();
  expect(modules, "the page names the route modules it hydrates").not.toBeNull();
  const manifest = /^window\.__reactRouterManifest=(\{.*\});?\s*$/s.exec(
    await (await fetch(app.url + file?.[1])).text(),
  );
  expect(manifest, "the manifest names the routes").not.toBeNull();
  return {
    manifest: JSON.parse(manifest?.[1] ?? "{}"),
    manifestFile: file?.[1] ?? "",
    shown: [...(modules?.[1] ?? "").matchAll(/"([^"]+)":/g)].map((m) => m[1]),
  };
}

describe.each(["/", "/profile/1", "/creatives", "/about", "/login"])("the first visit of %s", (path) => {
  it("links at most two stylesheets, ahead of every script preload", async () => {
    const res = await fetch(app.url + path);
    expect(res.status).toBe(200);
    const html = await res.text();
    const sheets = new Set(attributes(html, "stylesheet").map((href) => href.replace(/#$/, "")));
    expect(sheets.size).toBeGreaterThan(0);
    expect(sheets.size).toBeLessThanOrEqual(2);
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf(`rel="${PRELOAD_AFTER_PAINT}"`));
  });

  it("preloads the chunks of its own routes and nothing else", async () => {
    const html = await (await fetch(app.url + path)).text();
    const { manifest, manifestFile, shown } = await routesOf(html);
    // The routes on screen form one chain, from the root down to the page's own route.
    const leaves = shown.filter((id) => !shown.some((other) => manifest.routes[other]?.parentId === id));
    expect(leaves).toHaveLength(1);
    const chain: ManifestRoute[] = [];
    for (let r: ManifestRoute | undefined = manifest.routes[leaves[0]]; r; r = manifest.routes[r.parentId ?? ""]) {
      chain.push(r);
    }
    expect(chain.map((r) => r.id).sort()).toEqual([...shown].sort());
    const expected = new Set([
      manifestFile,
      manifest.entry.module,
      ...manifest.entry.imports,
      ...chain.flatMap((r) => [r.module, ...(r.imports ?? [])]),
    ]);
    expect([...new Set(attributes(html, PRELOAD_AFTER_PAINT))].sort()).toEqual([...expected].sort());
  });
});
