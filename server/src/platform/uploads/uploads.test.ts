import { describe, expect, it } from "vitest";
import { bmpOf, docxOf, imageOf, pdfOf, wordDocOf, zipOf } from "../../../test/uploads.ts";
import { ApiError } from "../../jsonapi/errors.ts";
import { ARCHIVE_LIMITS, inspectArchive, isWordDocument } from "./archives.ts";
import { acceptDocument } from "./documents.ts";
import { attachmentDisposition, sanitizeFileName } from "./file-names.ts";
import { sniffFileKind } from "./file-types.ts";
import { cropAround } from "./images.ts";

function refusal(run: () => unknown): ApiError {
  try {
    run();
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error("expected a refusal");
}

describe("sniffFileKind", () => {
  it("recognises every accepted type by its bytes", async () => {
    expect(sniffFileKind(await imageOf(2, 2, "jpeg"))).toBe("jpeg");
    expect(sniffFileKind(await imageOf(2, 2, "png"))).toBe("png");
    expect(sniffFileKind(await imageOf(2, 2, "gif"))).toBe("gif");
    expect(sniffFileKind(await imageOf(2, 2, "webp"))).toBe("webp");
    expect(sniffFileKind(bmpOf(2, 2))).toBe("bmp");
    expect(sniffFileKind(pdfOf())).toBe("pdf");
    expect(sniffFileKind(Buffer.from("{\\rtf1 hi}"))).toBe("rtf");
    expect(sniffFileKind(wordDocOf())).toBe("doc");
    expect(sniffFileKind(docxOf())).toBe("zip");
  });

  it.each([
    ["HTML", Buffer.from("<!doctype html><script>alert(1)</script>")],
    ["SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ["a Windows program", Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200)])],
    ["a shell script", Buffer.from("#!/bin/sh\nrm -rf /\n")],
    ["a PDF magic late in the file", Buffer.concat([Buffer.from("<html>"), pdfOf()])],
    [
      "an OLE2 file that is no Word document",
      Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]),
    ],
    ["nothing", Buffer.alloc(0)],
  ])("names nothing for %s", (_case, bytes) => {
    expect(sniffFileKind(bytes)).toBeNull();
  });
});

describe("inspectArchive", () => {
  it("lists the entries of a well-formed archive and tells a Word document apart", () => {
    expect(inspectArchive(zipOf([{ name: "a.txt", data: Buffer.from("a") }])).map((e) => e.name)).toEqual(["a.txt"]);
    expect(isWordDocument(inspectArchive(docxOf()))).toBe(true);
    expect(isWordDocument(inspectArchive(zipOf([{ name: "word/x.xml" }])))).toBe(false);
  });

  it.each([
    ["a 1 GB entry (zip bomb)", [{ name: "zeros.bin", data: Buffer.alloc(100), declaredSize: 1024 ** 3 }]],
    ["too many entries", Array.from({ length: ARCHIVE_LIMITS.maxEntries + 1 }, (_, i) => ({ name: `f${i}` }))],
    ["an entry climbing out", [{ name: "../../etc/cron.d/x" }]],
    ["a Windows path climbing out", [{ name: "docs\\..\\..\\x" }]],
    ["an absolute path", [{ name: "/etc/passwd" }]],
    ["a drive letter", [{ name: "C:/Windows/x.dll" }]],
    ["a symbolic link", [{ name: "link", data: Buffer.from("/etc/passwd"), mode: 0o120777 }]],
    ["a nested archive", [{ name: "inner.zip", data: zipOf([{ name: "x" }]) }]],
    ["a highly compressed 20 MB", [{ name: "big", data: Buffer.alloc(1000), declaredSize: 20 * 1024 * 1024 }]],
  ])("refuses %s with 422 at file, without unpacking", (_case, entries) => {
    const error = refusal(() => inspectArchive(zipOf(entries)));
    expect(error.status).toBe(422);
    expect(error.errors[0]).toMatchObject({ code: "unsafe_archive", source: { pointer: "/data/attributes/file" } });
  });

  it("answers 415 for a truncated archive", () => {
    const whole = zipOf([{ name: "a.txt", data: Buffer.from("abc") }]);
    expect(refusal(() => inspectArchive(whole.subarray(0, whole.length - 30))).status).toBe(415);
  });
});

describe("acceptDocument", () => {
  it("keeps the bytes' type and renames the extension: a PNG named cv.pdf is cv.png", async () => {
    const accepted = await acceptDocument({ bytes: await imageOf(8, 8), fileName: "cv.pdf" });
    expect(accepted).toMatchObject({ kind: "png", mime: "image/png", fileName: "cv.png" });
  });

  it("re-encodes images and drops their metadata", async () => {
    const photo = await imageOf(16, 16, "jpeg", { exif: { IFD0: { Artist: "Hidden Name" } } });
    const accepted = await acceptDocument({ bytes: photo, fileName: "scan.jpg" });
    expect(accepted.kind).toBe("jpeg");
    expect(photo.includes(Buffer.from("Hidden Name"))).toBe(true);
    expect(accepted.bytes.includes(Buffer.from("Hidden Name"))).toBe(false);
  });

  it("refuses a WebP, which is no document type, with 415", async () => {
    await expect(acceptDocument({ bytes: await imageOf(4, 4, "webp"), fileName: "cv.webp" })).rejects.toMatchObject({
      status: 415,
    });
  });
});

describe("sanitizeFileName", () => {
  it.each([
    ["../../x.jpg", "png", "x.png"],
    ["..\\..\\windows\\x.jpg", "jpg", "x.jpg"],
    ["a.php%00.jpg", "jpg", "a.php%00.jpg"],
    ["a.jpg.html", "pdf", "a.jpg.pdf"],
    ["evil\r\nContent-Type: text/html.pdf", "pdf", "html.pdf"],
    ['";filename=evil.html', "pdf", '";filename=evil.pdf'],
    ["\u202eexe.pdf", "pdf", "exe.pdf"],
    [".htaccess", "zip", "file.zip"],
    ["Lebenslauf Zoë.PDF", "pdf", "Lebenslauf Zoë.pdf"],
    ["", "pdf", "file.pdf"],
    [undefined, "rtf", "file.rtf"],
  ])("names %j of type %s %j", (raw, extension, expected) => {
    expect(sanitizeFileName(raw, extension)).toBe(expected);
  });

  it("keeps names at 255 characters", () => {
    const name = sanitizeFileName(`${"a".repeat(300)}.pdf`, "pdf");
    expect(name).toHaveLength(255);
    expect(name.endsWith(".pdf")).toBe(true);
  });
});

describe("attachmentDisposition", () => {
  it("quotes an ASCII fallback and encodes the exact name", () => {
    expect(attachmentDisposition('Zoë "quoted" 100%.pdf')).toBe(
      "attachment; filename=\"Zo_ _quoted_ 100_.pdf\"; filename*=UTF-8''Zo%C3%AB%20%22quoted%22%20100%25.pdf",
    );
  });
});

describe("cropAround", () => {
  it("takes the largest box of the target's shape, centred on the focal point within the edges", () => {
    const wide = { width: 400, height: 100 };
    const square = { width: 10, height: 10 };
    expect(cropAround(wide, square, { x: 0.5, y: 0.5 })).toEqual({ left: 150, top: 0, width: 100, height: 100 });
    expect(cropAround(wide, square, { x: 0, y: 0.5 })).toEqual({ left: 0, top: 0, width: 100, height: 100 });
    expect(cropAround(wide, square, { x: 1, y: 0.5 })).toEqual({ left: 300, top: 0, width: 100, height: 100 });
    const tall = { width: 300, height: 900 };
    expect(cropAround(tall, { width: 4, height: 1 }, { x: 0.5, y: 0.1 })).toEqual({
      left: 0,
      top: 53,
      width: 300,
      height: 75,
    });
  });
});
