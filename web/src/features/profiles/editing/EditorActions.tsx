import { Button } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FormActions } from "../../accounts/settings/components/FormActions.tsx";
import { useProfileEditor } from "../components/ProfileEditorContext.tsx";

export interface EditorActionsProps {
  saving: boolean;
  /** Off while there is nothing to save. */
  disabled?: boolean;
  /** A delete button for an entry that exists. */
  remove?: ReactNode;
}

/** Save bottom right, cancel beside it (closing the form and its errors), delete before them. */
export function EditorActions({ saving, disabled, remove }: EditorActionsProps) {
  const { t } = useTranslation();
  const editor = useProfileEditor();
  return (
    <FormActions label={t("profile.edit.save")} saving={saving} disabled={disabled}>
      {remove}
      <Button variant="default" onClick={editor.close}>
        {t("profile.edit.cancel")}
      </Button>
    </FormActions>
  );
}

/** The button that closes a section's editor whose changes save one by one. */
export function DoneButton() {
  const { t } = useTranslation();
  const editor = useProfileEditor();
  return (
    <Button variant="default" onClick={editor.close} style={{ alignSelf: "flex-end" }}>
      {t("profile.edit.done")}
    </Button>
  );
}
