import "@mantine/core/styles/Combobox.css";
import "@mantine/core/styles/Pill.css";
import "@mantine/core/styles/PillsInput.css";
import "@mantine/core/styles/ScrollArea.css";
import { SHOWROOM_LIMITS } from "@atelier/common/showroom-limits";
import { MultiSelect, Stack, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { useStartList } from "../../../app/start/start.ts";
import type { ItemKind, Named } from "../types.ts";
import type { ItemDetails } from "./editorState.ts";

export interface DetailsFieldsProps {
  kind: ItemKind;
  form: UseFormReturnType<ItemDetails>;
}

/** Title, description and, on a showroom item, its creative fields (from the reference list, up to three). */
export function DetailsFields({ kind, form }: DetailsFieldsProps) {
  const { t } = useTranslation();
  const fields = useStartList<Named>("creativeFields");
  return (
    <Stack gap="md">
      <TextInput
        label={t("showroom.editor.details.title")}
        placeholder={t("showroom.editor.details.titlePlaceholder")}
        required
        maxLength={SHOWROOM_LIMITS.title}
        {...form.getInputProps("title")}
      />
      <Textarea
        label={t("showroom.editor.details.description")}
        placeholder={t("showroom.editor.details.descriptionPlaceholder")}
        autosize
        minRows={4}
        maxRows={14}
        maxLength={SHOWROOM_LIMITS.description}
        {...form.getInputProps("description")}
      />
      {kind === "showroom" && (
        <MultiSelect
          label={t("showroom.editor.details.fields")}
          description={t("showroom.editor.details.fieldsHint", { max: SHOWROOM_LIMITS.creativeFieldsPerItem })}
          placeholder={t("showroom.editor.details.fieldsPlaceholder")}
          data={fields.map((field) => ({ value: field.id, label: field.name }))}
          maxValues={SHOWROOM_LIMITS.creativeFieldsPerItem}
          searchable
          hidePickedOptions
          nothingFoundMessage={t("showroom.editor.nothingFound")}
          {...form.getInputProps("creativeFieldIds")}
        />
      )}
    </Stack>
  );
}
