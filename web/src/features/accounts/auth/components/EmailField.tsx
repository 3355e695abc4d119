import { TextInput, type TextInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The e-mail address an auth form asks for; `autoComplete` says whether it names an account to sign in to. */
export function EmailField(props: TextInputProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t("auth.common.email")}
      placeholder={t("auth.common.emailPlaceholder")}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      required
      {...props}
    />
  );
}
