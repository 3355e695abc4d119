import type { ApiErrorObject } from "@atelier/common/jsonapi";
import { useTranslation } from "react-i18next";
import { useRefusalText } from "../../../app/forms/useRefusalText.ts";
import { useProfileEditor } from "../components/ProfileEditorContext.tsx";
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
 * A section's refusals as the editor keeps them, and their words in the reader's language (the
 * server writes English): a refused upload in the drop zone's words. For `useFormErrors`.
 */
export function useSectionRefusals(section: ProfileSection) {
  const { t } = useTranslation();
  const refusal = useRefusalText();
  const editor = useProfileEditor();
  const uploads = UPLOADS[section];
  return {
    refusals: editor.state.errors[section] ?? [],
    word: (error: ApiErrorObject): string => (uploads && uploadRefusalText(error, uploads, t)) || refusal(error),
  };
}
