import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowerScriptPriority } from "./script-priority.server.ts";

const DOCUMENT =
  '<head><link rel="stylesheet" href="/a.css"/></head><body><p>Ünïcode ✓</p>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/app.js"/>' +
  '<script type="module">import "/assets/entry.js"</script></body>';
const EXPECTED = DOCUMENT.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

const through = (chunks: Buffer[]) => text(Readable.from(chunks).pipe(lowerScriptPriority()));

describe("lowerScriptPriority", () => {
  it("marks every script preload low and leaves the rest of the document as it was", async () => {
    expect(await through([Buffer.from(DOCUMENT)])).toBe(EXPECTED);
  });

  it("finds a tag that arrives in two chunks, wherever it is cut, also inside a character", async () => {
    const bytes = Buffer.from(DOCUMENT);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(EXPECTED);
    }
  });

  it("holds back nothing that cannot begin a preload, so a streamed part is not delayed", async () => {
    const stream = lowerScriptPriority();
    const written: string[] = [];
    stream.on("data", (chunk: Buffer) => written.push(chunk.toString()));
    stream.write(Buffer.from("<div>shell</div>"));
    stream.write(Buffer.from('<script>$RC("B:0")</script><link rel="module'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(written.join("")).toBe('<div>shell</div><script>$RC("B:0")</script>');
  });
});
