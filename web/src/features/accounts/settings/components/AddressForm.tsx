import type { AddressAttributes } from "@atelier/common";
import { SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { FormProblems } from "../../../../app/forms/FormProblems.tsx";
import { useSaveForm } from "../../../../app/forms/useSaveForm.ts";
import { LoadFailure } from "../../../../app/ui/LoadFailure.tsx";
import { type AddressValues, addressAttributes, addressValues, validateAddress } from "../address.ts";
import { ACCOUNT_API } from "../api/accountApi.ts";
import { countryOptions } from "../countries.ts";
import { useSettingsResource } from "../hooks/useSettingsResource.ts";
import { FormActions } from "./FormActions.tsx";
import { SelectField } from "./SelectField.tsx";
import { SettingsPanel } from "./SettingsPanel.tsx";
import { SettingsSkeleton } from "./SettingsSkeleton.tsx";

/** The postal address and business details, for invoices and for clients who contact the user. */
export function AddressForm() {
  const { t } = useTranslation();
  const address = useSettingsResource<AddressAttributes>(ACCOUNT_API.address.path, ACCOUNT_API.address.type);
  if (address.isError) {
    return <LoadFailure title={t("settings.loadFailed.title")} onRetry={() => void address.refetch()} />;
  }
  if (!address.data) return <SettingsSkeleton rows={6} />;
  return <AddressFields initial={addressValues(address.data)} save={address.save} key={address.data.id} />;
}

interface AddressFieldsProps {
  initial: AddressValues;
  save(attributes: Record<string, unknown>): Promise<unknown>;
}

function AddressFields({ initial, save }: AddressFieldsProps) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const { form, handleSubmit, problems } = useSaveForm<AddressValues>({
    initialValues: initial,
    validate: (values) => {
      const errors = validateAddress(values);
      return Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(key)]));
    },
    send: (_, values) => save(addressAttributes(values)),
    savedText: "settings.info.address.saved",
    onSaved: (values) => form.setInitialValues(values),
  });
  const field = (name: keyof AddressValues) => ({
    label: t(`settings.info.address.${name}`),
    ...form.getInputProps(name),
  });

  return (
    <SettingsPanel title={t("settings.info.address.title")} description={t("settings.info.address.description")}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextInput autoComplete="organization" {...field("companyName")} />
          <TextInput autoComplete="address-line1" {...field("street")} />
          <TextInput autoComplete="address-line2" {...field("addressLine2")} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput autoComplete="postal-code" {...field("postalCode")} />
            <TextInput autoComplete="address-level2" {...field("city")} />
            <TextInput autoComplete="address-level1" {...field("region")} />
            <SelectField
              autoComplete="country"
              data={[{ value: "", label: t("settings.info.address.noCountry") }, ...countries]}
              {...field("countryCode")}
            />
            <TextInput type="tel" autoComplete="tel" {...field("phone")} />
            <TextInput type="url" autoComplete="url" placeholder="https://" {...field("website")} />
          </SimpleGrid>
          <TextInput {...field("vatId")} description={t("settings.info.address.vatIdHint")} />
          <FormProblems problems={problems} />
          <FormActions label={t("settings.save")} saving={form.submitting} disabled={!form.isDirty()} />
        </Stack>
      </form>
    </SettingsPanel>
  );
}
