import { afterAll, describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { startS3Peer } from "../../../test/peers/s3-peer.ts";
import { newStorageKey } from "../../platform/storage/storage.ts";

const s3Peer = await startS3Peer();
afterAll(() => s3Peer.close());
const local = await createTestContext();
const s3 = await createTestContext({
  S3_BUCKET: s3Peer.settings.bucket,
  S3_ENDPOINT: s3Peer.settings.endpoint!,
  S3_REGION: s3Peer.settings.region,
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
  S3_FORCE_PATH_STYLE: "true",
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe.each([
  ["local disk", local],
  ["S3", s3],
])("GET /files/{key} from %s", (_name, ctx) => {
  it("serves an image inline with its type, sandboxed and cached for a year", async () => {
    const key = newStorageKey({ folder: "media", extension: "png" });
    await ctx.deps.storage.put(key, PNG, { contentType: "image/png" });
    const res = await ctx.app.inject({ url: ctx.deps.storage.url(key) });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(PNG);
    expect(res.headers).toMatchObject({
      "content-type": "image/png",
      "content-length": String(PNG.length),
      "content-disposition": "inline",
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox; default-src 'none'",
      "cache-control": "public, max-age=31536000, immutable",
    });
  });

  it("only offers anything but a raster image as a download", async () => {
    const html = newStorageKey({ extension: "html" });
    await ctx.deps.storage.put(html, Buffer.from("<script>alert(1)</script>"), { contentType: "text/html" });
    const svg = newStorageKey({ extension: "svg" });
    await ctx.deps.storage.put(svg, Buffer.from("<svg/>"), {
      contentType: "image/svg+xml",
      contentDisposition: "inline",
    });
    const pdf = newStorageKey({ extension: "pdf" });
    await ctx.deps.storage.put(pdf, Buffer.from("%PDF"), {
      contentType: "application/pdf",
      contentDisposition: 'attachment; filename="cv.pdf"',
    });

    const htmlRes = await ctx.app.inject({ url: `/files/${html}` });
    expect(htmlRes.headers["content-type"]).toMatch(/^text\/html\b/);
    expect(htmlRes.headers["content-disposition"]).toBe("attachment");
    expect(htmlRes.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
    expect((await ctx.app.inject({ url: `/files/${svg}` })).headers["content-disposition"]).toBe("attachment");
    expect((await ctx.app.inject({ url: `/files/${pdf}` })).headers["content-disposition"]).toBe(
      'attachment; filename="cv.pdf"',
    );
  });

  it("answers 404 for a key that holds nothing", async () => {
    const res = await ctx.app.inject({ url: `/files/${newStorageKey()}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0]).toMatchObject({ status: "404", code: "not_found" });
  });

  it("answers 404 to path traversal, encoded or not, and to the driver's own folders", async () => {
    for (const url of [
      "/files/..%2f..%2fetc%2fpasswd",
      "/files/..%2F..%2F..%2Fetc%2Fpasswd",
      "/files/%2e%2e/%2e%2e/etc/passwd",
      "/files/../../etc/passwd",
      "/files/media/..%5c..%5cetc%5cpasswd",
      "/files/media%5c..%5c..%5cetc%5cpasswd",
      "/files/C:%5cWindows%5cwin.ini",
      "/files/%2fetc%2fpasswd",
      "/files/.meta/x.json",
      "/files/",
    ]) {
      const res = await ctx.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain("root:");
    }
  });
});

describe("GET /files/{key} with local storage", () => {
  it("answers 404 even for a file that exists just outside the storage folder", async () => {
    const res = await local.app.inject({ url: "/files/..%2fpackage.json" });
    expect(res.statusCode).toBe(404);
  });
});
