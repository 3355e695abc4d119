import { Stack, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FormProblems } from "../../../../app/forms/FormProblems.tsx";
import { useSaveForm } from "../../../../app/forms/useSaveForm.ts";
import type { Me } from "../../../../app/session/session.ts";
import { useUpdateMe } from "../settingsMe.ts";
import { FormActions } from "./FormActions.tsx";
import { SettingsPanel } from "./SettingsPanel.tsx";

const NAME_MAX_LENGTH = 100;

/** The name shown on the profile, in messages and on invoices. */
export function NameForm({ me }: { me: Me }) {
  const { t } = useTranslation();
  const updateMe = useUpdateMe();
  const { form, handleSubmit, problems } = useSaveForm({
    initialValues: { name: me.name ?? "" },
    validate: {
      name: (value) => (value.trim() === "" ? t("settings.info.name.required") : null),
    },
    send: (_, values) => updateMe({ name: values.name.trim() }),
    savedText: "settings.info.name.saved",
    onSaved: (values) => form.setInitialValues({ name: values.name.trim() }),
  });

  return (
    <SettingsPanel title={t("settings.info.name.title")} description={t("settings.info.name.description")}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t("settings.info.name.label")}
            autoComplete="name"
            maxLength={NAME_MAX_LENGTH}
            required
            {...form.getInputProps("name")}
          />
          <FormProblems problems={problems} />
          <FormActions label={t("settings.save")} saving={form.submitting} disabled={!form.isDirty()} />
        </Stack>
      </form>
    </SettingsPanel>
  );
}
