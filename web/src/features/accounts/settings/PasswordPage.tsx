import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { toResourceDocument } from "../../../api/store.ts";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useSaveForm } from "../../../app/forms/useSaveForm.ts";
import { type Me, useMe } from "../../../app/session/session.ts";
import { PasswordField } from "../../../app/ui/PasswordField.tsx";
import { isStrongPassword } from "../auth/checkPasswordRules.ts";
import { NewPasswordInput } from "../auth/components/NewPasswordInput.tsx";
import { ACCOUNT_API } from "./api/accountApi.ts";
import { CurrentPasswordField } from "./components/CurrentPasswordField.tsx";
import { FormActions } from "./components/FormActions.tsx";
import { SettingsPanel } from "./components/SettingsPanel.tsx";
import { SettingsSkeleton } from "./components/SettingsSkeleton.tsx";
import { SettingsPage } from "./SettingsPage.tsx";
import { useReloadMe } from "./settingsMe.ts";

export function PasswordPage() {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <SettingsPage
      title={t("settings.password.title")}
      lead={t(me && !me.hasPassword ? "settings.password.leadWithout" : "settings.password.lead")}
    >
      {me ? <PasswordForm me={me} /> : <SettingsSkeleton rows={3} />}
    </SettingsPage>
  );
}

/**
 * A new password, checked against the rules while it is typed. Accounts that sign in through
 * Google or Facebook have no current password to give and set their first one here.
 */
function PasswordForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const reloadMe = useReloadMe();
  const { form, handleSubmit, problems } = useSaveForm({
    initialValues: { currentPassword: "", password: "", passwordConfirmation: "" },
    validate: {
      currentPassword: (value) => (me.hasPassword && value === "" ? t("settings.currentPassword.required") : null),
      password: (value) => (isStrongPassword(value) ? null : t("settings.password.weak")),
      passwordConfirmation: (value, values) => (value === values.password ? null : t("settings.password.mismatch")),
    },
    send: (api, { currentPassword, password }) =>
      api.patch(
        ACCOUNT_API.password.path,
        toResourceDocument(ACCOUNT_API.password.type, {
          attributes: { password, ...(me.hasPassword ? { currentPassword } : {}) },
        }),
      ),
    savedText: me.hasPassword ? "settings.password.changed" : "settings.password.set",
    rejectedText: { currentPassword: t("settings.currentPassword.wrong") },
    onSaved: () => {
      form.reset();
      // An account that had no password has one now; the form asks for it from here on.
      if (!me.hasPassword) void reloadMe();
    },
  });
  return (
    <SettingsPanel>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <CurrentPasswordField hasPassword={me.hasPassword} {...form.getInputProps("currentPassword")} />
          <NewPasswordInput
            label={t("settings.password.new")}
            {...form.getInputProps("password")}
            value={form.getValues().password}
          />
          <PasswordField
            label={t("settings.password.confirm")}
            autoComplete="new-password"
            {...form.getInputProps("passwordConfirmation")}
          />
          <FormProblems problems={problems} />
          <FormActions
            label={t(me.hasPassword ? "settings.password.submit" : "settings.password.submitFirst")}
            saving={form.submitting}
          />
        </Stack>
      </form>
    </SettingsPanel>
  );
}
