import { Alert, Stack, Text, TextInput } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toResourceDocument } from "../../../../api/store.ts";
import { FormProblems } from "../../../../app/forms/FormProblems.tsx";
import { useSaveForm } from "../../../../app/forms/useSaveForm.ts";
import type { Me } from "../../../../app/session/session.ts";
import { ICON_STROKE } from "../../../../app/theme/theme.ts";
import { ACCOUNT_API } from "../api/accountApi.ts";
import { CurrentPasswordField } from "./CurrentPasswordField.tsx";
import { FormActions } from "./FormActions.tsx";
import { SettingsPanel } from "./SettingsPanel.tsx";

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The e-mail change: the new address gets a confirmation link and only changes once it is opened,
 * so a typo cannot lock anyone out. Accounts with a password confirm the change with it.
 */
export function EmailForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, handleSubmit, problems } = useSaveForm({
    initialValues: { email: "", currentPassword: "" },
    validate: {
      email: (value) => {
        const email = value.trim();
        if (!EMAIL_SHAPE.test(email)) return t("settings.info.email.invalid");
        if (email.toLowerCase() === me.email.toLowerCase()) return t("settings.info.email.same");
        return null;
      },
      currentPassword: (value) => (me.hasPassword && value === "" ? t("settings.currentPassword.required") : null),
    },
    send: (api, { email, currentPassword }) => {
      setSentTo(null);
      return api.patch(
        ACCOUNT_API.email.path,
        toResourceDocument(ACCOUNT_API.email.type, {
          attributes: { email: email.trim(), ...(me.hasPassword ? { currentPassword } : {}) },
        }),
      );
    },
    savedText: "settings.info.email.sent",
    rejectedText: { currentPassword: t("settings.currentPassword.wrong") },
    onSaved: ({ email }) => {
      setSentTo(email.trim());
      form.reset();
    },
  });

  return (
    <SettingsPanel title={t("settings.info.email.title")} description={t("settings.info.email.description")}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <div>
            <Text size="sm" fw={560}>
              {t("settings.info.email.current")}
            </Text>
            <Text size="sm" c="dimmed" data-testid="current-email">
              {me.email}
            </Text>
          </div>
          {sentTo && (
            <Alert
              color="teal"
              variant="light"
              role="status"
              icon={<IconMailForward size={20} stroke={ICON_STROKE} />}
              title={t("settings.info.email.sentTitle")}
            >
              {t("settings.info.email.sentBody", { email: sentTo })}
            </Alert>
          )}
          <TextInput
            label={t("settings.info.email.new")}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps("email")}
          />
          <CurrentPasswordField hasPassword={me.hasPassword} {...form.getInputProps("currentPassword")} />
          <FormProblems problems={problems} />
          <FormActions label={t("settings.info.email.submit")} saving={form.submitting} />
        </Stack>
      </form>
    </SettingsPanel>
  );
}
