import { useTranslation } from "react-i18next";

/** The show/hide button of a password input: reachable by keyboard and named for screen readers. */
export function usePasswordToggleProps() {
  const { t } = useTranslation();
  return {
    visibilityToggleFocusable: true,
    visibilityToggleButtonProps: { "aria-label": t("auth.common.togglePassword") },
  };
}
