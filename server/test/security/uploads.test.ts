import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { profileImages, profiles, storedFiles } from "../../src/db/schema/index.ts";
import { createTestContext, TEST_ORIGIN } from "../context.ts";
import { buildSignedInUser } from "../factories.ts";
import { request } from "../http.ts";
import { imageOf, multipartBody, pdfOf, pngBomb, upload, zipOf } from "../uploads.ts";
import { chunkFrame, openSocket, readUntilClosed, statusOf, streamChunked } from "./raw-http.ts";

const ctx = await createTestContext();
await ctx.app.listen({ port: 0, host: "127.0.0.1" });
const { port } = ctx.app.server.address() as { port: number };
const { db, storage } = ctx.deps;

const MiB = 1024 * 1024;
const IMAGE = "/api/v1/my/profile_image";
const CV = "/api/v1/my/cv";

const storedBy = (userId: number) => db.select().from(storedFiles).where(eq(storedFiles.ownerId, userId));

async function expectRefused(res: Awaited<ReturnType<typeof upload>>, status: number) {
  expect(res.statusCode).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/vnd\.api\+json/);
  expect(res.json().errors[0]).toMatchObject({ status: String(status), source: { pointer: "/data/attributes/file" } });
}

const SCRIPT_AS_JPEG = Buffer.from("<html><body><script>fetch('/api/v1/me').then(r=>r.text()).then(alert)</script>");
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><foreignObject/><use href="https://evil.example/x.svg#a"/></svg>',
);
/** A GIF header followed by JavaScript: a file that is a valid script and claims to be an image. */
const GIF_POLYGLOT = Buffer.from("GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(document.domain);//");

describe("E1 the type comes from the bytes, never from the name or the declared type", () => {
  it.each([
    [IMAGE, "an HTML page named avatar.jpg", SCRIPT_AS_JPEG, "avatar.jpg", "image/jpeg"],
    [CV, "an HTML page named cv.pdf", SCRIPT_AS_JPEG, "cv.pdf", "application/pdf"],
    [
      CV,
      "a Windows program named cv.docx",
      Buffer.concat([Buffer.from("MZ\x90\x00"), Buffer.alloc(512)]),
      "cv.docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    [IMAGE, "a PDF declared as an image", pdfOf(), "me.png", "image/png"],
  ])("%s refuses %s with 415 and stores nothing", async (url, _case, bytes, fileName, type) => {
    const { user, headers } = await buildSignedInUser(db);
    await expectRefused(await upload(ctx.app, url, headers, bytes, { fileName, type }), 415);
    expect(await storedBy(user.id)).toEqual([]);
  });

  it("keeps a JPEG named cv.pdf as the JPEG it is, named cv.jpg", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const res = await upload(ctx.app, CV, headers, await imageOf(20, 20, "jpeg"), {
      fileName: "cv.pdf",
      type: "application/pdf",
    });
    expect(res.statusCode).toBe(201);
    expect(await storedBy(user.id)).toEqual([
      expect.objectContaining({ contentType: "image/jpeg", originalName: "cv.jpg" }),
    ]);
    const served = await request(ctx.app, "GET", `/api/v1/users/${user.id}/cv`);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    expect(served.headers["content-disposition"]).toContain('filename="cv.jpg"');
  });

  it("refuses a GIF/JavaScript polyglot as an image and as a document", async () => {
    const { user, headers } = await buildSignedInUser(db);
    await expectRefused(await upload(ctx.app, IMAGE, headers, GIF_POLYGLOT, { fileName: "a.gif" }), 415);
    await expectRefused(await upload(ctx.app, CV, headers, GIF_POLYGLOT, { fileName: "a.gif" }), 415);
    expect(await storedBy(user.id)).toEqual([]);
  });
});

describe("E2 size limits and quota", () => {
  it("answers 413 for an image 1 byte over 20 MB before reading it, and for a CV over 10 MB", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const image = Buffer.concat([await imageOf(8, 8), Buffer.alloc(20 * MiB + 1 - (await imageOf(8, 8)).length)]);
    await expectRefused(await upload(ctx.app, IMAGE, headers, image, { fileName: "big.png" }), 413);
    await expectRefused(await upload(ctx.app, CV, headers, Buffer.concat([pdfOf(), Buffer.alloc(10 * MiB)])), 413);
    expect(await storedBy(user.id)).toEqual([]);
  });

  it("stops reading a chunked upload without Content-Length at the limit, keeping memory flat", async () => {
    const { token } = await buildSignedInUser(db);
    const boundary = "----atelier-upload-test";
    const socket = await openSocket(port);
    const response = readUntilClosed(socket, 20_000);
    socket.write(
      `POST ${IMAGE} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Auth-Token: ${token}\r\nConnection: close\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    );
    socket.write(
      chunkFrame(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
      ),
    );
    const chunk = Buffer.alloc(64 * 1024, 1);
    const rssBefore = process.memoryUsage().rss;
    await streamChunked(socket, chunk, 60 * MiB);
    const text = await response;
    expect(statusOf(text)).toBe(413);
    expect(text).toContain('"pointer":"/data/attributes/file"');
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(40 * MiB);
  });

  it("answers 429 with Retry-After past 100 uploads in an hour for one user, and counts users apart", async () => {
    const { headers } = await buildSignedInUser(db);
    const junk = Buffer.from("not a file anyone accepts");
    for (let i = 0; i < 100; i++) expect((await upload(ctx.app, CV, headers, junk)).statusCode).toBe(415);
    const limited = await upload(ctx.app, CV, headers, pdfOf());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await upload(ctx.app, IMAGE, headers, await imageOf(4, 4))).statusCode).toBe(429);

    const other = await buildSignedInUser(db);
    expect((await upload(ctx.app, CV, other.headers, pdfOf())).statusCode).toBe(201);
  });

  it("answers 413 for more than one file or a crowd of fields, and 422 without a file", async () => {
    const { headers } = await buildSignedInUser(db);
    const form = new FormData();
    form.append("file", new Blob([pdfOf()]), "a.pdf");
    form.append("file", new Blob([pdfOf()]), "b.pdf");
    const twoFiles = new Response(form);
    const res = await ctx.app.inject({
      method: "POST",
      url: CV,
      headers: { ...headers, "content-type": twoFiles.headers.get("content-type") ?? "" },
      payload: Buffer.from(await twoFiles.arrayBuffer()),
    });
    await expectRefused(res, 413);

    const noFile = await upload(ctx.app, CV, headers, pdfOf(), { field: "document" });
    await expectRefused(noFile, 422);
    const json = await ctx.app.inject({
      method: "POST",
      url: CV,
      headers: { ...headers, "content-type": "application/json" },
      payload: "{}",
    });
    await expectRefused(json, 415);
  });
});

describe("E3 decompression bombs", () => {
  it("refuses a 30000 x 30000 PNG of a few hundred bytes with 422, fast, as an image and as a document", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const bomb = pngBomb(30_000, 30_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const started = performance.now();
    const rssBefore = process.memoryUsage().rss;
    await expectRefused(await upload(ctx.app, IMAGE, headers, bomb, { fileName: "bomb.png" }), 422);
    await expectRefused(await upload(ctx.app, CV, headers, bomb, { fileName: "bomb.png" }), 422);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * MiB);
    expect(await storedBy(user.id)).toEqual([]);
  });

  it("strips a large metadata block from a tiny image", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const secret = `SECRET-${"x".repeat(2 * MiB)}`;
    const tiny = await sharp(await imageOf(2, 2))
      .withExif({ IFD0: { ImageDescription: secret } })
      .png()
      .toBuffer();
    expect(tiny.length).toBeGreaterThan(2 * MiB);
    expect((await upload(ctx.app, IMAGE, headers, tiny)).statusCode).toBe(201);
    const [image] = await db.select().from(profileImages).where(eq(profileImages.userId, user.id));
    const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, image.fileId));
    expect(file.byteSize).toBeLessThan(10_000);
  });
});

describe("E4 archives", () => {
  it.each([
    ["a 1 GB zero file declared in 1 KB", [{ name: "zeros", data: Buffer.alloc(1024), declaredSize: 1024 ** 3 }]],
    ["10,000 entries", Array.from({ length: 10_000 }, (_, i) => ({ name: `${i}` }))],
    ["a nested archive", [{ name: "inner.zip", data: zipOf([{ name: "x" }]) }]],
    ["an entry ../../x", [{ name: "../../x", data: Buffer.from("x") }]],
    ["an absolute path", [{ name: "/etc/cron.d/x", data: Buffer.from("x") }]],
    ["a symbolic link", [{ name: "home", data: Buffer.from("/home"), mode: 0o120755 }]],
  ])("refuses a ZIP CV with %s with 422", async (_case, entries) => {
    const { user, headers } = await buildSignedInUser(db);
    await expectRefused(await upload(ctx.app, CV, headers, zipOf(entries), { fileName: "portfolio.zip" }), 422);
    expect(await storedBy(user.id)).toEqual([]);
  });
});

describe("E5 SVG is no image here", () => {
  it("refuses an SVG with scripts as a profile image and as a CV with 415", async () => {
    const { headers } = await buildSignedInUser(db);
    await expectRefused(await upload(ctx.app, IMAGE, headers, SVG, { fileName: "me.svg", type: "image/svg+xml" }), 415);
    await expectRefused(await upload(ctx.app, CV, headers, SVG, { fileName: "cv.svg", type: "image/svg+xml" }), 415);
  });
});

describe("E6 file names", () => {
  it.each([
    ["../../x.pdf", "x.pdf"],
    ["..\\..\\x.pdf", "x.pdf"],
    ["%2e%2e%2fx.pdf", "%2e%2e%2fx.pdf"],
    ["a.php%00.pdf", "a.php%00.pdf"],
    ["a.pdf.html", "a.pdf.pdf"],
    [`${"n".repeat(300)}.pdf`, `${"n".repeat(251)}.pdf`],
    // Browsers send a quote in a multipart file name as %22.
    ['";filename=evil.html', "%22;filename=evil.pdf"],
  ])("stores %j under a random key and offers it as %j", async (fileName, offered) => {
    const { user, headers } = await buildSignedInUser(db);
    expect((await upload(ctx.app, CV, headers, pdfOf(), { fileName })).statusCode).toBe(201);
    const [file] = await storedBy(user.id);
    expect(file.key).toMatch(/^cvs\/[0-9a-f]{32}\.pdf$/);
    expect(file.originalName).toBe(offered);
    const served = await request(ctx.app, "GET", `/api/v1/users/${user.id}/cv`);
    const disposition = String(served.headers["content-disposition"]);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]*"; filename\*=UTF-8''[A-Za-z0-9%._~!-]*$/);
    expect(disposition.match(/"/g)).toHaveLength(2);
  });
});

describe("E7 how stored files are served", () => {
  it("serves documents as sandboxed, unsniffed downloads, and images without their EXIF", async () => {
    const { user, headers } = await buildSignedInUser(db);
    const gps = { IFD3: { GPSLatitudeRef: "N", GPSLongitudeRef: "E" }, IFD0: { Artist: "Where I live" } };
    const photo = await imageOf(30, 20, "jpeg", { exif: gps });
    expect(photo.includes(Buffer.from("Where I live"))).toBe(true);

    expect((await upload(ctx.app, CV, headers, photo, { fileName: "scan.jpg" })).statusCode).toBe(201);
    const served = await request(ctx.app, "GET", `/api/v1/users/${user.id}/cv`);
    expect(served.headers).toMatchObject({ "content-type": "image/jpeg", "x-content-type-options": "nosniff" });
    expect(served.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(served.headers["content-security-policy"]).toMatch(/^sandbox;/);
    expect(served.rawPayload.includes(Buffer.from("Where I live"))).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();

    expect((await upload(ctx.app, IMAGE, headers, photo)).statusCode).toBe(201);
    const [image] = await db.select().from(profileImages).where(eq(profileImages.userId, user.id));
    for (const key of Object.values(image.renditions)) {
      const file = await ctx.app.inject({ url: storage.url(key) });
      expect(file.headers).toMatchObject({ "x-content-type-options": "nosniff", "content-type": "image/webp" });
      expect(file.rawPayload.includes(Buffer.from("Where I live"))).toBe(false);
    }
  });
});

describe("C1 uploads are writes like any other", () => {
  it("refuses a cookie-carried multipart upload from another site with 403, and stores nothing", async () => {
    const { user, token } = await buildSignedInUser(db);
    const body = await multipartBody(pdfOf(), { fileName: "cv.pdf" });
    const crossSite = await ctx.app.inject({
      method: "POST",
      url: CV,
      cookies: { authToken: token },
      headers: { "content-type": body.contentType, origin: "https://evil.example" },
      payload: body.payload,
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await storedBy(user.id)).toEqual([]);

    const sameSite = await ctx.app.inject({
      method: "POST",
      url: CV,
      cookies: { authToken: token },
      headers: { "content-type": body.contentType, origin: TEST_ORIGIN },
      payload: body.payload,
    });
    expect(sameSite.statusCode).toBe(201);
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, user.id));
    expect(profile.cvFileId).not.toBeNull();
  });

  it("keeps multipart bodies away from every other endpoint with 415", async () => {
    const { headers } = await buildSignedInUser(db);
    const body = await multipartBody(pdfOf());
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/v1/my/weblinks",
      headers: { ...headers, "content-type": body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(415);
  });
});
