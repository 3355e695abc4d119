import { Stack, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { toResourceDocument } from "../../../../api/store.ts";
import { FormProblems } from "../../../../app/forms/FormProblems.tsx";
import { useSaveForm } from "../../../../app/forms/useSaveForm.ts";
import { useRuntime } from "../../../../app/runtime/runtime-context.tsx";
import { clearSession, type Me } from "../../../../app/session/session.ts";
import { PasswordField } from "../../../../app/ui/PasswordField.tsx";
import { FormActions } from "./FormActions.tsx";

export interface CloseAccountFormProps {
  me: Me;
  endpoint: { path: string; type: string };
  submitLabel: string;
  /** Translation key of the alert once done. */
  doneText: string;
  /** Where the user goes, signed out, once the account is closed. */
  onClosed(): void;
  /** Secondary actions beside the submit button (a way back). */
  children?: ReactNode;
}

/**
 * Deletion and deactivation: confirmed with the password, or, for accounts that have none, by
 * typing the account's e-mail address. The server ends the session; this side forgets it too.
 */
export function CloseAccountForm({ me, endpoint, submitLabel, doneText, onClosed, children }: CloseAccountFormProps) {
  const { t } = useTranslation();
  const runtime = useRuntime();
  const { form, handleSubmit, problems } = useSaveForm({
    initialValues: { password: "", confirmation: "" },
    validate: {
      password: (value) => (me.hasPassword && value === "" ? t("settings.currentPassword.required") : null),
      confirmation: (value) =>
        !me.hasPassword && value.trim().toLowerCase() !== me.email.toLowerCase()
          ? t("settings.close.confirmationMismatch")
          : null,
    },
    send: (api, { password, confirmation }) => {
      const attributes = me.hasPassword ? { password } : { confirmation: confirmation.trim() };
      return api.post(endpoint.path, toResourceDocument(endpoint.type, { attributes }));
    },
    savedText: doneText,
    rejectedText: {
      password: t("settings.currentPassword.wrong"),
      confirmation: t("settings.close.confirmationMismatch"),
    },
    onSaved: () => {
      clearSession(runtime);
      onClosed();
    },
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        {me.hasPassword ? (
          <PasswordField label={t("settings.close.password")} {...form.getInputProps("password")} />
        ) : (
          <TextInput
            label={t("settings.close.confirmation", { email: me.email })}
            autoComplete="off"
            spellCheck={false}
            required
            {...form.getInputProps("confirmation")}
          />
        )}
        <FormProblems problems={problems} />
        <FormActions label={submitLabel} saving={form.submitting} color="red">
          {children}
        </FormActions>
      </Stack>
    </form>
  );
}
