import "@mantine/core/styles/PasswordInput.css";
import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * A password input whose show/hide button is reachable by keyboard and named for screen readers.
 * Required unless told otherwise: every password the app asks for is. Without an `autoComplete` it
 * asks for the password the user has now.
 */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      autoComplete="current-password"
      required
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ "aria-label": t("auth.common.togglePassword") }}
      {...props}
      // Mantine's PasswordInput marks an error for the eye only.
      aria-invalid={props.error ? true : undefined}
    />
  );
}
