import { describe, expect, it } from "vitest";
import { UPLOAD_RULES, uploadRefusal } from "./uploadRules.ts";

const MB = 1024 * 1024;
const file = (name: string, size: number, type = "") => ({ name, size, type });

describe("uploadRefusal, checked before a byte is sent", () => {
  it("refuses an image over 20 MB and a document over 10 MB as too large, whatever their type", () => {
    expect(uploadRefusal(file("huge.jpg", 20 * MB + 1, "image/jpeg"), "image")).toBe("tooLarge");
    expect(uploadRefusal(file("cv.pdf", 10 * MB + 1, "application/pdf"), "document")).toBe("tooLarge");
    expect(uploadRefusal(file("movie.mov", 300 * MB, "video/quicktime"), "image")).toBe("tooLarge");
  });

  it("takes a file of exactly the limit", () => {
    expect(uploadRefusal(file("edge.png", UPLOAD_RULES.image.maxBytes, "image/png"), "image")).toBeNull();
    expect(uploadRefusal(file("cv.docx", UPLOAD_RULES.document.maxBytes, ""), "document")).toBeNull();
  });

  it("knows a type by its media type or, when the browser names none, by its extension", () => {
    expect(uploadRefusal(file("photo", 1000, "image/webp"), "image")).toBeNull();
    expect(uploadRefusal(file("Photo.JPEG", 1000), "image")).toBeNull();
    expect(uploadRefusal(file("cv.rtf", 1000), "document")).toBeNull();
  });

  it("refuses a type the upload does not take", () => {
    expect(uploadRefusal(file("cv.pdf", 1000, "application/pdf"), "image")).toBe("wrongType");
    expect(uploadRefusal(file("logo.svg", 1000, "image/svg+xml"), "image")).toBe("wrongType");
    expect(uploadRefusal(file("notes", 1000), "document")).toBe("wrongType");
  });
});
