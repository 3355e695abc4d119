import { describe, expect, it } from "vitest";
import { fileNameFromDisposition, fileTypeLabel } from "./fileDetails.ts";

describe("fileNameFromDisposition", () => {
  it("prefers the UTF-8 name", () => {
    expect(
      fileNameFromDisposition(
        `attachment; filename="Lebenslauf_M_ller.pdf"; filename*=UTF-8''Lebenslauf%20M%C3%BCller.pdf`,
      ),
    ).toBe("Lebenslauf Müller.pdf");
  });

  it("falls back to the plain name, quoted or not", () => {
    expect(fileNameFromDisposition(`attachment; filename="cv \\"2026\\".pdf"`)).toBe(`cv "2026".pdf`);
    expect(fileNameFromDisposition("attachment; filename=cv.pdf")).toBe("cv.pdf");
    expect(fileNameFromDisposition(`attachment; filename="cv.pdf"; filename*=UTF-8''%E0%A4%A`)).toBe("cv.pdf");
  });

  it("answers null without a name", () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition("attachment")).toBeNull();
  });
});

describe("fileTypeLabel", () => {
  it("names the type by its media type", () => {
    expect(fileTypeLabel("application/pdf")).toBe("PDF");
    expect(
      fileTypeLabel("application/vnd.openxmlformats-officedocument.wordprocessingml.document; charset=binary"),
    ).toBe("DOCX");
  });

  it("falls back to the file name's extension", () => {
    expect(fileTypeLabel("application/octet-stream", "portfolio.key")).toBe("KEY");
    expect(fileTypeLabel(null, "no-extension")).toBeNull();
  });
});
