import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { PRELOAD_AFTER_PAINT, scriptsAfterPaint } from "./scripts-after-paint.server.ts";

const CODE =
  'import * as route0 from "/assets/root.js";\nwindow.__routes = {"root":route0};\nimport("/assets/entry.js");';
const DOCUMENT =
  '<head><link rel="stylesheet" href="/a.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n1"/><link rel="modulepreload" href="/assets/app.js" nonce="n1"/>' +
  "</head><body><p>Ünïcode ✓ </script></p>" +
  `<script nonce="n1" type="module" async="">${CODE}</script>` +
  '<script nonce="n1">window.__stream.enqueue("[]")</script><div hidden id="S:0">Später ✓</div></body>';

const through = (chunks: Buffer[]) => text(Readable.from(chunks).pipe(scriptsAfterPaint()));

type Browser = "paints" | "reports no paints" | "hidden";

/**
 * Runs the classic script that stands in for the module script in a browser of the given kind, and
 * tells what it started: nothing before the page's first contentful paint, then the module code
 * once, with the script's nonce, and the page's 20 held preloads let go, a few per task.
 */
function standIn(
  html: string,
  browser: Browser,
): { attributes: string; before: string; started: string[]; preloadsPerTask: number[] } {
  const [, attributes = "", body = ""] = /<script([^>]*)>(\(function\(code\)[\s\S]*?)<\/script>/.exec(html) ?? [];
  const started: string[] = [];
  const links = Array.from({ length: 20 }, () => ({ rel: PRELOAD_AFTER_PAINT }));
  const preloads = () => links.filter((link) => link.rel === "modulepreload").length;
  const tasks: (() => void)[] = [];
  const observers: ((list: { getEntriesByName(name: string): unknown[] }) => void)[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = browser === "reports no paints" ? ["navigation"] : ["paint", "navigation"];
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: "paint", buffered: true });
      observers.push(this.callback);
    }
  }
  const run = (task: () => void) => {
    const done = preloads();
    task();
    return preloads() - done;
  };
  const preloadsPerTask: number[] = [];
  runInNewContext(body, {
    window: { PerformanceObserver },
    PerformanceObserver,
    document: {
      currentScript: {
        nonce: "n1",
        after: (s: { type: string; nonce: string; textContent: string }) =>
          started.push(`${s.type}|${s.nonce}|${s.textContent}`),
      },
      visibilityState: browser === "hidden" ? "hidden" : "visible",
      querySelectorAll: () => links,
      createElement: () => ({ type: "", nonce: "", textContent: "" }),
    },
    requestAnimationFrame: (f: () => void) => tasks.push(f),
    setTimeout: (f: () => void) => tasks.push(f),
  });
  const before = started.join();
  if (before) preloadsPerTask.push(preloads());
  for (const observer of observers) {
    expect(run(() => observer({ getEntriesByName: () => [] }))).toBe(0);
    expect(started).toEqual([]);
    preloadsPerTask.push(
      run(() => observer({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) })),
    );
  }
  for (let task = tasks.shift(); task; task = tasks.shift()) {
    const count = run(task);
    if (count > 0) preloadsPerTask.push(count);
  }
  expect(preloads()).toBe(links.length);
  return { attributes, before, started, preloadsPerTask };
}

describe("scriptsAfterPaint", () => {
  it("holds the script preloads and starts the module script once the page has painted", async () => {
    const html = await through([Buffer.from(DOCUMENT)]);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html.match(new RegExp(`<link rel="${PRELOAD_AFTER_PAINT}" fetchpriority="low" href=`, "g"))).toHaveLength(2);
    expect(html).not.toContain('<script nonce="n1" type="module"');
    const module = `module|n1|${CODE}`;
    const inTasks = Array.from({ length: 10 }, () => 2);
    for (const browser of ["paints", "reports no paints"] as const) {
      expect(standIn(html, browser)).toEqual({
        attributes: ' nonce="n1"',
        before: "",
        started: [module],
        preloadsPerTask: inTasks,
      });
    }
    expect(standIn(html, "hidden")).toEqual({
      attributes: ' nonce="n1"',
      before: module,
      started: [module],
      preloadsPerTask: inTasks,
    });
    expect(
      html.endsWith(
        '<script nonce="n1">window.__stream.enqueue("[]")</script><div hidden id="S:0">Später ✓</div></body>',
      ),
    ).toBe(true);
  });

  it("rewrites the same wherever the document is cut in two, also inside a character", async () => {
    const bytes = Buffer.from(DOCUMENT);
    const whole = await through([bytes]);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(whole);
    }
  });

  it("passes what follows the module script at once, so a streamed part is not delayed", async () => {
    const stream = scriptsAfterPaint();
    const written: string[] = [];
    stream.on("data", (chunk: Buffer) => written.push(chunk.toString()));
    stream.write(Buffer.from(DOCUMENT));
    stream.write(Buffer.from('<script>$RC("B:0","S:0")</script>'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(written.join("").endsWith('<script>$RC("B:0","S:0")</script>')).toBe(true);
  });

  it("leaves a document without the module script as it was", async () => {
    const page = "<html><body><h1>Wartung</h1></body></html>";
    expect(await through([Buffer.from(page.slice(0, 9)), Buffer.from(page.slice(9))])).toBe(page);
  });
});
