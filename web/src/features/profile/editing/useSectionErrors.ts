import type { ApiErrorObject } from "@atelier/common/jsonapi";
import { useTranslation } from "react-i18next";
import { refusalText } from "../../../app/refusalMessage.ts";
import { errorText, sortErrors } from "../../auth/sortErrors.ts";
import { useProfileEditor } from "../ProfileEditorContext.tsx";
import type { ProfileSection } from "../profileEditor.ts";
import { uploadRefusalText } from "./uploadRefusal.ts";
import type { UploadKind } from "./uploadRules.ts";

/** The files each section takes, for the words of a refused upload. */
const UPLOADS: Partial<Record<ProfileSection, UploadKind>> = {
  images: "image",
  cv: "document",
  achievements: "document",
};

/**
 * The server's errors of a section as a form shows them, in the reader's language (the server
 * writes English): beside the field they point at, the rest above the buttons; a refused upload in
 * the drop zone's words. `aliases` names fields the server calls otherwise.
 */
export function useSectionErrors<F extends string>(
  section: ProfileSection,
  fields: readonly F[],
  aliases: Partial<Record<string, F>> = {},
) {
  const { t, i18n } = useTranslation();
  const editor = useProfileEditor();
  const uploads = UPLOADS[section];
  const worded = (editor.state.errors[section] ?? []).map(
    (error): ApiErrorObject => ({
      ...error,
      detail: (uploads && uploadRefusalText(error, uploads, t)) || refusalText(error, i18n),
    }),
  );
  const sorted = sortErrors(worded, fields, aliases);
  return {
    fieldError: (field: F): string | undefined => sorted.fields[field]?.detail,
    general: [...new Set(sorted.other.map(errorText))],
  };
}
