import type { ApiErrorObject } from "@atelier/common/jsonapi";
import type { TFunction } from "i18next";
import { pointedField } from "../../../api/pointedField.ts";
import { megabytes, UPLOAD_RULES, type UploadKind } from "./uploadRules.ts";

/**
 * The server's refusal of an uploaded file for its type or size, in the reader's language and in
 * the words the drop zone uses when it refuses a file itself (the server writes English); null for
 * any other error. Its type is what the bytes are, whatever the name says: a script named cv.pdf
 * passes the drop zone and only the server refuses it.
 */
export function uploadRefusalText(error: ApiErrorObject, kind: UploadKind, t: TFunction): string | null {
  if (pointedField(error) !== "file") return null;
  const rules = UPLOAD_RULES[kind];
  switch (error.code) {
    case "unsupported_media_type":
      return t("profile.upload.wrongType", { types: rules.types });
    case "payload_too_large":
      return t("profile.upload.tooLarge", { size: megabytes(rules.maxBytes) });
    default:
      return null;
  }
}
