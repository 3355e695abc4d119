import { describe, expect, it } from "vitest";
import { createTestContext } from "../context.ts";
import { openSocket, readUntilClosed, statusOf, streamChunked } from "./raw-http.ts";

const ctx = await createTestContext();
await ctx.app.listen({ port: 0, host: "127.0.0.1" });
const { port } = ctx.app.server.address() as { port: number };

const MiB = 1024 * 1024;

describe("D1 oversized requests", () => {
  it("answers a 2 MiB JSON body with a 413 JSON:API error", async () => {
    const big = JSON.stringify({ data: { type: "locales", attributes: { pad: "x".repeat(2 * MiB) } } });
    const res = await ctx.app.inject({
      method: "PATCH",
      url: "/api/locales/1",
      headers: { "content-type": "application/vnd.api+json" },
      payload: big,
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers["content-type"]).toMatch(/^application\/vnd\.api\+json/);
    expect(res.json().errors[0]).toMatchObject({ status: "413", code: "payload_too_large" });
  });

  it("answers a 20 KiB header with 431", async () => {
    const socket = await openSocket(port);
    const response = readUntilClosed(socket, 5000);
    socket.write(`GET /api/locales HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pad: ${"a".repeat(20 * 1024)}\r\n\r\n`);
    expect(statusOf(await response)).toBe(431);
  });

  it("cuts off a chunked 200 MiB body without Content-Length with 413, keeping memory flat", async () => {
    const socket = await openSocket(port);
    const response = readUntilClosed(socket, 20_000);
    socket.write(
      "PATCH /api/locales/1 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n",
    );
    const chunk = Buffer.alloc(64 * 1024, "a");
    const rssBefore = process.memoryUsage().rss;
    await streamChunked(socket, chunk, 200 * MiB);
    const text = await response;
    const rssGrowth = process.memoryUsage().rss - rssBefore;

    expect(statusOf(text)).toBe(413);
    expect(text).toContain('"code":"payload_too_large"');
    // The server buffers at most the 1 MiB limit, never the whole upload. The bound leaves room for
    // whatever else the process allocates meanwhile, and is still far below what buffering would take.
    expect(rssGrowth).toBeLessThan(64 * MiB);
  });
});
