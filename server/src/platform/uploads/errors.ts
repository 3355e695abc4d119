import type { UploadErrorCode } from "@atelier/common";
import { ApiError } from "../../jsonapi/errors.ts";

/** Where every upload error points: the multipart field is the resource's `file` attribute. */
export const FILE_POINTER = "/data/attributes/file";

const TITLES: Record<number, string> = {
  413: "Payload too large",
  415: "Unsupported media type",
  422: "Invalid attribute",
};

/** An upload refused for what the file is: too large (413), of a type not taken (415), or unusable (422). */
export function fileError(status: 413 | 415 | 422, code: UploadErrorCode, detail: string): ApiError {
  return new ApiError(status, [{ code, title: TITLES[status], detail, source: { pointer: FILE_POINTER } }]);
}
