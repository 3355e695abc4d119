import { NativeSelect, type NativeSelectProps } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { ICON_STROKE } from "../../../../app/theme/theme.ts";

/**
 * The browser's own select in Mantine's input frame: keyboard type-ahead and the phone's picker for
 * free. The chevron is a Tabler icon, so the combobox stylesheet is not needed for it.
 */
export function SelectField(props: NativeSelectProps) {
  return (
    <NativeSelect
      rightSection={<IconChevronDown size={16} stroke={ICON_STROKE} aria-hidden="true" />}
      rightSectionPointerEvents="none"
      {...props}
    />
  );
}
