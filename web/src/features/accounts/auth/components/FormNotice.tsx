import { Alert } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { ICON_STROKE } from "../../../../app/theme/theme.ts";

/** A message about the whole form (not one field), announced when it appears. */
export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      radius="md"
      icon={<IconAlertCircle size={20} stroke={ICON_STROKE} aria-hidden="true" />}
    >
      {children}
    </Alert>
  );
}
