import { OPPORTUNITY_LIMITS } from "@atelier/common/opportunity-limits";
import { Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { useRefusalText } from "../../../app/forms/useRefusalText.ts";
import type { Opportunity } from "../api/opportunitiesApi.ts";
import { useApply } from "../api/useApply.ts";

const FIELDS = ["note"] as const;

export interface ApplyDialogProps {
  opportunity: Pick<Opportunity, "id" | "title" | "owner">;
  onClose(): void;
  onApplied(): void;
}

/**
 * Applying through the messenger: a note for the employer, which opens a conversation with them.
 * The dialog closes once the application went through.
 */
export function ApplyDialog({ opportunity, onClose, onApplied }: ApplyDialogProps) {
  const { t } = useTranslation();
  const errors = useFormErrors(FIELDS, { word: useRefusalText() });
  const [note, setNote] = useState("");
  const apply = useApply(opportunity, {
    errors,
    onApplied: () => {
      onApplied();
      onClose();
    },
  });
  const owner = opportunity.owner?.name ?? "";

  return (
    <Modal opened onClose={onClose} title={t("jobs.apply.dialog.title", { title: opportunity.title })}>
      <form
        ref={errors.formRef}
        onSubmit={(event) => {
          event.preventDefault();
          void apply.run({ note });
        }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            {owner ? t("jobs.apply.dialog.lead", { owner }) : t("jobs.apply.dialog.leadNoName")}
          </Text>
          <Textarea
            label={t("jobs.apply.dialog.note")}
            description={t("jobs.apply.dialog.noteHint")}
            value={note}
            onChange={(event) => {
              setNote(event.currentTarget.value);
              errors.clear("note");
            }}
            maxLength={OPPORTUNITY_LIMITS.applicationNote}
            autosize
            minRows={4}
            maxRows={12}
            error={errors.errorOf("note")}
            data-autofocus
          />
          <FormProblems problems={errors.general} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("jobs.apply.dialog.cancel")}
            </Button>
            <Button type="submit" loading={apply.busy}>
              {t("jobs.apply.dialog.send")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
