import { errorText, sortErrors } from "../../auth/sortErrors.ts";
import { useProfileEditor } from "../ProfileEditorContext.tsx";
import type { ProfileSection } from "../profileEditor.ts";

/**
 * The server's errors of a section as a form shows them: beside the field they point at, the
 * rest above the buttons. `aliases` names fields the server calls otherwise.
 */
export function useSectionErrors<F extends string>(
  section: ProfileSection,
  fields: readonly F[],
  aliases: Partial<Record<string, F>> = {},
) {
  const editor = useProfileEditor();
  const sorted = sortErrors(editor.state.errors[section] ?? [], fields, aliases);
  return {
    fieldError: (field: F): string | undefined => sorted.fields[field]?.detail,
    general: [...new Set(sorted.other.map(errorText))],
  };
}
