import { SHOWROOM_LIMITS } from "@atelier/common/showroom-limits";
import { Button, TextInput } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toResourceDocument } from "../../../api/store.ts";
import { useWrite } from "../../../api/useWrite.ts";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { useRefusalText } from "../../../app/forms/useRefusalText.ts";
import type { CoCreator } from "../types.ts";
import classes from "./ItemEditor.module.css";

export interface CoCreatorRoleFormProps {
  creator: CoCreator;
  /** Where the co-creator is changed: PATCH takes the role. */
  path: string;
  /** Told after the role is saved, to read the item again. */
  onSaved(): void;
  onClose(): void;
}

/**
 * A co-creator's role changed in place: the field takes the focus, Escape or Cancel leaves it as it
 * was, an empty role removes it. A refusal shows at the field.
 */
export function CoCreatorRoleForm({ creator, path, onSaved, onClose }: CoCreatorRoleFormProps) {
  const { t } = useTranslation();
  const errors = useFormErrors(["role"] as const, { word: useRefusalText() });
  const [role, setRole] = useState(creator.role ?? "");
  const name = creator.user?.name ?? "";

  const saving = useWrite<string | null>({
    send: (api, saved) =>
      api.patch(path, toResourceDocument("co_creators", { id: creator.id, attributes: { role: saved } })),
    errors,
    onSuccess: () => {
      onSaved();
      onClose();
    },
  });

  return (
    <>
      <form
        ref={errors.formRef}
        noValidate
        className={classes.inline}
        aria-label={t("showroom.editor.coCreators.editRole", { name })}
        onSubmit={(event) => {
          event.preventDefault();
          void saving.run(role.trim() === "" ? null : role.trim());
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            onClose();
          }
        }}
      >
        <TextInput
          label={t("showroom.editor.coCreators.roleOf", { name })}
          placeholder={t("showroom.editor.coCreators.rolePlaceholder")}
          maxLength={SHOWROOM_LIMITS.coCreatorRole}
          value={role}
          // The field appears at the reader's request, in place of the button that had the focus.
          autoFocus
          onChange={(event) => {
            setRole(event.currentTarget.value);
            errors.clear("role");
          }}
          error={errors.errorOf("role")}
        />
        <div className={`${classes.inlineButton} ${classes.inlineActions}`}>
          <Button type="submit" loading={saving.busy}>
            {t("showroom.editor.coCreators.saveRole")}
          </Button>
          <Button variant="default" onClick={onClose} disabled={saving.busy}>
            {t("showroom.editor.coCreators.cancelRole")}
          </Button>
        </div>
      </form>
      <FormProblems problems={errors.general} />
    </>
  );
}
