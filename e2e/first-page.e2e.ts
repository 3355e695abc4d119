import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepareUsers, type RunningApp, startApp } from "./harness.ts";

/**
 * What a first visit's HTML makes the browser fetch before it can paint: few stylesheets, asked
 * for before the scripts, and only the scripts of the route on screen.
 */

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}

interface Manifest {
  url: string;
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

async function manifestOf(html: string): Promise<Manifest> {
  const url = attributes(html, "modulepreload").find((href) => /\/manifest-[^/]+\.js$/.test(href));
  expect(url, "the page preloads the route manifest").toBeDefined();
  const src = await (await fetch(app.url + url)).text();
  return { url: url as string, ...JSON.parse(src.slice(src.indexOf("{"), src.lastIndexOf("}") + 1)) };
}

describe.each(["/", "/profile/1", "/creatives", "/about", "/login"])("the first visit of %s", (path) => {
  it("links at most two stylesheets, ahead of every script preload", async () => {
    const res = await fetch(app.url + path);
    expect(res.status).toBe(200);
    const html = await res.text();
    const sheets = new Set(attributes(html, "stylesheet").map((href) => href.replace(/#$/, "")));
    expect(sheets.size).toBeGreaterThan(0);
    expect(sheets.size).toBeLessThanOrEqual(2);
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('rel="modulepreload"'));
  });

  it("preloads the chunks of its own routes and nothing else", async () => {
    const html = await (await fetch(app.url + path)).text();
    const preloads = new Set(attributes(html, "modulepreload"));
    const manifest = await manifestOf(html);
    // The routes on screen are those whose module the page preloads: one chain from the root down.
    const shown = Object.values(manifest.routes).filter((r) => preloads.has(r.module));
    const leaves = shown.filter((r) => !shown.some((child) => child.parentId === r.id));
    expect(leaves).toHaveLength(1);
    const chain: ManifestRoute[] = [];
    for (let r: ManifestRoute | undefined = leaves[0]; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) {
      chain.push(r);
    }
    expect(chain.map((r) => r.id).sort()).toEqual(shown.map((r) => r.id).sort());
    const expected = new Set([
      manifest.url,
      manifest.entry.module,
      ...manifest.entry.imports,
      ...chain.flatMap((r) => [r.module, ...(r.imports ?? [])]),
    ]);
    expect([...preloads].sort()).toEqual([...expected].sort());
  });
});
