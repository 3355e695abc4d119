import type { PasswordInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../../../../app/ui/PasswordField.tsx";

export interface CurrentPasswordFieldProps extends PasswordInputProps {
  /** False for accounts that only sign in through Google or Facebook: they have none to give. */
  hasPassword: boolean;
}

/** The current password that confirms a change to the account's credentials. */
export function CurrentPasswordField({ hasPassword, ...props }: CurrentPasswordFieldProps) {
  const { t } = useTranslation();
  if (!hasPassword) return null;
  return <PasswordField label={t("settings.currentPassword.label")} {...props} />;
}
