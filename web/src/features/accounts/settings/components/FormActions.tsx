import { Button, Group } from "@mantine/core";
import type { ReactNode } from "react";

export interface FormActionsProps {
  label: string;
  saving: boolean;
  /** Off while there is nothing to save. */
  disabled?: boolean;
  color?: string;
  /** A secondary action left of the primary one. */
  children?: ReactNode;
}

/** The form's primary action, bottom right; it shows the save in progress and takes no second click meanwhile. */
export function FormActions({ label, saving, disabled = false, color, children }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      {children}
      <Button type="submit" loading={saving} disabled={disabled} color={color}>
        {label}
      </Button>
    </Group>
  );
}
