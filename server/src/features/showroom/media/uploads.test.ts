import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../../test/context.ts";
import { buildItem } from "../../../../test/creations.ts";
import { buildSignedInUser } from "../../../../test/factories.ts";
import { imageOf, pdfOf, pngBomb, upload } from "../../../../test/uploads.ts";
import { creationMedia, storedFiles } from "../../../db/schema/index.ts";

/** SECURITY E1-E7 for the images of showroom and gallery items. */

const ctx = await createTestContext();
const { db } = ctx.deps;
const MiB = 1024 * 1024;

const storedBy = (userId: number) => db.select().from(storedFiles).where(eq(storedFiles.ownerId, userId));
const mediaOf = (creationId: number) => db.select().from(creationMedia).where(eq(creationMedia.creationId, creationId));

/** A signed-in owner and the image upload address of an item of theirs. */
async function uploader(type: "showroom" | "gallery" = "showroom") {
  const owner = await buildSignedInUser(db);
  const item = await buildItem(db, { ownerId: owner.user.id, type, media: 0 });
  return { ...owner, item, url: `/api/v1/${type}/items/${item.id}/images` };
}

async function expectRefused(res: Awaited<ReturnType<typeof upload>>, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/vnd\.api\+json/);
  expect(res.json().errors[0]).toMatchObject({ status: String(status), source: { pointer: "/data/attributes/file" } });
}

const HTML_AS_JPEG = Buffer.from("<html><body><script>fetch('/api/v1/me').then(r=>r.text()).then(alert)</script>");
/** A GIF header followed by JavaScript: a file that is a valid script and claims to be an image. */
const GIF_POLYGLOT = Buffer.from("GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(document.domain);//");
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><foreignObject/><use href="https://evil.example/x.svg#a"/></svg>',
);

describe("E1 an item's image is recognised by its bytes, never by its name or declared type", () => {
  it.each([
    ["an HTML page named photo.jpg", HTML_AS_JPEG, "photo.jpg", "image/jpeg"],
    ["a PDF declared as a PNG", pdfOf(), "photo.png", "image/png"],
    [
      "a Windows program named photo.webp",
      Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(512)]),
      "photo.webp",
      "image/webp",
    ],
    ["a GIF/JavaScript polyglot", GIF_POLYGLOT, "a.gif", "image/gif"],
  ])("refuses %s with 415 and stores nothing", async (_case, bytes, fileName, type) => {
    const { user, item, headers, url } = await uploader();
    await expectRefused(await upload(ctx.app, url, headers, bytes, { fileName, type }), 415);
    expect(await storedBy(user.id)).toEqual([]);
    expect(await mediaOf(item.id)).toEqual([]);
  });

  it("keeps a PNG named photo.pdf as the image it is", async () => {
    const { user, headers, url } = await uploader("gallery");
    const res = await upload(ctx.app, url, headers, await imageOf(20, 20), {
      fileName: "photo.pdf",
      type: "application/pdf",
    });
    expect(res.statusCode).toBe(201);
    expect(await storedBy(user.id)).toEqual([
      expect.objectContaining({ contentType: "image/webp", originalName: "photo.webp" }),
    ]);
  });
});

describe("E2 size limits and quota", () => {
  it("answers 413 for a 50 MB image before reading it, and stores nothing", async () => {
    const { user, item, headers, url } = await uploader();
    const head = await imageOf(8, 8);
    const big = Buffer.concat([head, Buffer.alloc(50 * MiB - head.length)]);
    await expectRefused(await upload(ctx.app, url, headers, big, { fileName: "big.png" }), 413);
    expect(await storedBy(user.id)).toEqual([]);
    expect(await mediaOf(item.id)).toEqual([]);
  });

  it("answers 429 with Retry-After past the hourly upload quota of one user", async () => {
    const { headers, url } = await uploader();
    const junk = Buffer.from("not an image anyone accepts");
    for (let i = 0; i < 100; i++) expect((await upload(ctx.app, url, headers, junk)).statusCode).toBe(415);
    const limited = await upload(ctx.app, url, headers, await imageOf(4, 4));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("answers 422 without a file and 415 for a JSON body", async () => {
    const { headers, url } = await uploader();
    await expectRefused(await upload(ctx.app, url, headers, await imageOf(4, 4), { field: "image" }), 422);
    const json = await ctx.app.inject({
      method: "POST",
      url,
      headers: { ...headers, "content-type": "application/json" },
      payload: "{}",
    });
    await expectRefused(json, 415);
  });
});

describe("E3 decompression bombs and metadata", () => {
  it("refuses a 30000 x 30000 PNG of a few hundred bytes with 422, fast, before decoding it", async () => {
    const { user, headers, url } = await uploader();
    const bomb = pngBomb(30_000, 30_000);
    const started = performance.now();
    const rssBefore = process.memoryUsage().rss;
    await expectRefused(await upload(ctx.app, url, headers, bomb, { fileName: "bomb.png" }), 422);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * MiB);
    expect(await storedBy(user.id)).toEqual([]);
  });

  it("keeps a tiny image with a huge metadata block without the block", async () => {
    const { user, headers, url } = await uploader();
    const tiny = await sharp(await imageOf(2, 2))
      .withExif({ IFD0: { ImageDescription: `SECRET-${"x".repeat(2 * MiB)}` } })
      .png()
      .toBuffer();
    expect((await upload(ctx.app, url, headers, tiny)).statusCode).toBe(201);
    const [file] = await storedBy(user.id);
    expect(file.byteSize).toBeLessThan(10_000);
  });
});

describe("E5 SVG is no image here", () => {
  it("refuses an SVG with scripts with 415", async () => {
    const { user, headers, url } = await uploader();
    await expectRefused(await upload(ctx.app, url, headers, SVG, { fileName: "art.svg", type: "image/svg+xml" }), 415);
    expect(await storedBy(user.id)).toEqual([]);
  });
});

describe("E6 file names", () => {
  it.each([
    ["../../x.jpg", "x.webp"],
    ["..\\..\\x.jpg", "x.webp"],
    ["a.php%00.jpg", "a.php%00.webp"],
    ["a.jpg.html", "a.jpg.webp"],
    [`${"n".repeat(300)}.jpg`, `${"n".repeat(250)}.webp`],
  ])("stores %j under a random key, labelled %j", async (fileName, label) => {
    const { user, headers, url } = await uploader();
    expect((await upload(ctx.app, url, headers, await imageOf(8, 8, "jpeg"), { fileName })).statusCode).toBe(201);
    const [file] = await storedBy(user.id);
    expect(file.key).toMatch(/^showroom-media\/[0-9a-f]{32}\.webp$/);
    expect(file.originalName).toBe(label);
  });
});

describe("E7 how an item's images are kept and served", () => {
  it("keeps no EXIF or GPS block, turns the image upright, and serves every file unsniffed and immutable", async () => {
    const { headers, url } = await uploader();
    const photo = await imageOf(300, 200, "jpeg", {
      orientation: 6,
      exif: { IFD0: { Artist: "Where I live" }, IFD3: { GPSLatitudeRef: "N", GPSLongitudeRef: "E" } },
    });
    expect(photo.includes(Buffer.from("Where I live"))).toBe(true);

    const res = await upload(ctx.app, url, headers, photo, { fileName: "holiday.jpg" });
    expect(res.statusCode).toBe(201);
    const { image, original } = res.json().data.attributes;
    // Orientation 6 is a quarter turn: 300x200 as stored is 200x300 upright.
    expect(image).toMatchObject({ width: 200, height: 300 });
    for (const address of [original, ...image.sources.map((s: { url: string }) => s.url)]) {
      const served = await ctx.app.inject({ url: address });
      expect(served.headers).toMatchObject({
        "content-type": "image/webp",
        "x-content-type-options": "nosniff",
        "cache-control": "public, max-age=31536000, immutable",
      });
      expect(served.rawPayload.includes(Buffer.from("Where I live"))).toBe(false);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
    }
  });
});
