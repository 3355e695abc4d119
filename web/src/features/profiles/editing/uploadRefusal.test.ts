import type { ApiErrorObject } from "@atelier/common/jsonapi";
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { uploadRefusalText } from "./uploadRefusal.ts";

/** Answers the key and its values, so the test sees what would be translated. */
const t = ((key: string, values: Record<string, unknown>) =>
  `${key} ${JSON.stringify(values)}`) as unknown as TFunction;
const fileError = (code: string, status = "415"): ApiErrorObject => ({
  status,
  code,
  title: "Unsupported media type",
  detail: "This type of file is not accepted. Upload one of: PDF, BMP.",
  source: { pointer: "/data/attributes/file" },
});

describe("uploadRefusalText", () => {
  it("words a file of the wrong type with the types the upload takes", () => {
    expect(uploadRefusalText(fileError("unsupported_media_type"), "document", t)).toBe(
      'profile.upload.wrongType {"types":"PDF, DOC, DOCX, RTF, JPG, PNG, GIF, BMP, ZIP"}',
    );
    expect(uploadRefusalText(fileError("unsupported_media_type"), "image", t)).toBe(
      'profile.upload.wrongType {"types":"JPG, PNG, GIF, WebP"}',
    );
  });

  it("words a file too large with the upload's limit", () => {
    expect(uploadRefusalText(fileError("payload_too_large", "413"), "image", t)).toBe(
      'profile.upload.tooLarge {"size":20}',
    );
  });

  it("leaves other errors, and errors about other attributes, to the server's words", () => {
    expect(uploadRefusalText(fileError("too_many_pixels", "422"), "image", t)).toBeNull();
    expect(
      uploadRefusalText(
        { ...fileError("unsupported_media_type"), source: { pointer: "/data/attributes/title" } },
        "document",
        t,
      ),
    ).toBeNull();
    expect(uploadRefusalText({ ...fileError("unsupported_media_type"), source: undefined }, "document", t)).toBeNull();
  });
});
