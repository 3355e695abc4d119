import "@mantine/core/styles/Chip.css";
import { Chip, Group, Input, Skeleton } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useStartList } from "../../../../app/start/start.ts";

/** As many as a profile may name (the shared schema's limit). */
const MAX_FIELDS = 10;
const PLACEHOLDERS = 12;

export interface CreativeFieldsPickerProps {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/**
 * The creative fields as chips to tick: every choice visible at once, one tap each on a phone.
 * Skeleton chips stand in while the list loads.
 */
export function CreativeFieldsPicker({ value, onChange, error }: CreativeFieldsPickerProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const fields = useStartList<{ id: string; name: string }>("creativeFields");
  const full = value.length >= MAX_FIELDS;
  return (
    <Input.Wrapper
      label={t("auth.signupInfo.creativeFields")}
      description={t("auth.signupInfo.creativeFieldsHint")}
      labelElement="div"
      labelProps={{ id: labelId }}
      required
      error={error}
    >
      <Group gap={8} mt={8} role="group" aria-labelledby={labelId} aria-busy={fields.length === 0 || undefined}>
        {fields.length === 0 ? (
          Array.from({ length: PLACEHOLDERS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
            <Skeleton key={i} height={30} width={72 + ((i * 37) % 60)} radius="xl" />
          ))
        ) : (
          <Chip.Group multiple value={value} onChange={onChange}>
            {fields.map((field) => (
              <Chip key={field.id} value={field.id} size="sm" disabled={full && !value.includes(field.id)}>
                {field.name}
              </Chip>
            ))}
          </Chip.Group>
        )}
      </Group>
    </Input.Wrapper>
  );
}
