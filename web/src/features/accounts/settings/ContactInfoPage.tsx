import { useTranslation } from "react-i18next";
import { useMe } from "../../../app/session/session.ts";
import { AddressForm } from "./components/AddressForm.tsx";
import { EmailForm } from "./components/EmailForm.tsx";
import { NameForm } from "./components/NameForm.tsx";
import { SettingsSkeleton } from "./components/SettingsSkeleton.tsx";
import { SettingsPage } from "./SettingsPage.tsx";

export function ContactInfoPage() {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <SettingsPage title={t("settings.info.title")} lead={t("settings.info.lead")}>
      {me ? (
        <>
          <NameForm me={me} />
          <EmailForm me={me} />
        </>
      ) : (
        <SettingsSkeleton rows={2} />
      )}
      <AddressForm />
    </SettingsPage>
  );
}
