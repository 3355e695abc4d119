import { Readable } from "node:stream";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { compressPage, negotiateEncoding, PAGE_SETTLE_MS } from "./compression.ts";

const ctx = await createTestContext();

describe("compressed replies", () => {
  it("sends API documents with Brotli or gzip as the client accepts, and plain otherwise", async () => {
    const url = "/api/languages?paging=false";
    const plain = await ctx.app.inject({ url });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const document = plain.json();

    const br = await ctx.app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toContain("accept-encoding");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString("utf8"))).toEqual(document);

    const gzip = await ctx.app.inject({ url, headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString("utf8"))).toEqual(document);
  });
});

describe("negotiateEncoding", () => {
  it("prefers Brotli, then gzip, among the encodings the client allows", () => {
    expect(negotiateEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(negotiateEncoding("gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0.5, gzip")).toBe("gzip");
    expect(negotiateEncoding("br;q=0, gzip;q=0.1")).toBe("gzip");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("*, br;q=0")).toBe("gzip");
  });

  it("leaves the reply plain when nothing it offers is allowed", () => {
    expect(negotiateEncoding(undefined)).toBeNull();
    expect(negotiateEncoding("")).toBeNull();
    expect(negotiateEncoding("identity")).toBeNull();
    expect(negotiateEncoding("deflate, gzip;q=0, br;q=0")).toBeNull();
    expect(negotiateEncoding("br;q=zero")).toBeNull();
  });
});

const encoder = new TextEncoder();
const html = (n: number) => `<section>${"Portfolio ".repeat(200)}${n}</section>`;

/** A page in parts, the later ones after `pauseMs` (0: all at once). */
function page(parts: string[], pauseMs = 0): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async start(controller) {
      controller.enqueue(encoder.encode(parts[0]));
      if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      for (const part of parts.slice(1)) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
}

async function collect(stream: Readable): Promise<{ body: Buffer; firstAt: number; endAt: number }> {
  const started = performance.now();
  const chunks: Buffer[] = [];
  let firstAt = -1;
  for await (const chunk of stream) {
    if (firstAt < 0) firstAt = performance.now() - started;
    chunks.push(chunk as Buffer);
  }
  return { body: Buffer.concat(chunks), firstAt, endAt: performance.now() - started };
}

describe("compressPage", () => {
  it("compresses a page that ends at once in one piece", async () => {
    const parts = [html(1), html(2), html(3)];
    const compressed = await compressPage(page(parts), "br");
    expect(Buffer.isBuffer(compressed)).toBe(true);
    expect(brotliDecompressSync(compressed as Buffer).toString("utf8")).toBe(parts.join(""));
  });

  it("streams a page that is still coming after a moment, its first part before its last", async () => {
    const parts = [html(1), html(2)];
    const pause = PAGE_SETTLE_MS * 5;
    const compressed = await compressPage(page(parts, pause), "gzip");
    expect(compressed).toBeInstanceOf(Readable);
    const { body, firstAt, endAt } = await collect(compressed as Readable);
    expect(gunzipSync(body).toString("utf8")).toBe(parts.join(""));
    expect(endAt - firstAt).toBeGreaterThan(PAGE_SETTLE_MS);
  });
});
