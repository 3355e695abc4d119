import { Pill } from "@mantine/core";
import { useTranslation } from "react-i18next";

export interface RemovableChipProps {
  label: string;
  onRemove(): void;
  disabled?: boolean;
}

/** An entry shown as a chip with its own remove button, named for screen readers. */
export function RemovableChip({ label, onRemove, disabled }: RemovableChipProps) {
  const { t } = useTranslation();
  return (
    <Pill
      size="md"
      withRemoveButton={!disabled}
      onRemove={onRemove}
      // Pill keeps its remove button from keyboards and screen readers (inputs of pills delete with
      // Backspace); a chip standing alone needs it reachable and named.
      removeButtonProps={{
        "aria-label": t("profile.edit.removeNamed", { name: label }),
        "aria-hidden": false,
        tabIndex: 0,
      }}
    >
      {label}
    </Pill>
  );
}
