import { Button } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import type { ComponentPropsWithRef } from "react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";

/**
 * The button of a request sent: the target of its menu (RequestSentMenu), and alone until the
 * menu's code has come. The menu's target hands it its ref and handlers.
 */
export function RequestSentButton({
  name,
  disabled,
  ...rest
}: { name: string; disabled: boolean } & Omit<ComponentPropsWithRef<"button">, "children" | "color" | "style">) {
  const { t } = useTranslation();
  return (
    <Button
      {...rest}
      variant="default"
      rightSection={<IconChevronDown size={18} stroke={ICON_STROKE} aria-hidden="true" />}
      disabled={disabled}
      aria-label={t("profile.connection.requestSentName", { name })}
      aria-haspopup="menu"
    >
      {t("profile.connection.requestSent")}
    </Button>
  );
}
