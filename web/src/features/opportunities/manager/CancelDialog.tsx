import { CANCEL_REASONS, type CancelReason } from "@atelier/common/enums";
import { OPPORTUNITY_LIMITS } from "@atelier/common/opportunity-limits";
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toResourceDocument } from "../../../api/store.ts";
import { useWrite } from "../../../api/useWrite.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { useRefusalText } from "../../../app/forms/useRefusalText.ts";
import type { Opportunity } from "../api/index.ts";
import { OWN_API } from "../editor/ownOpportunity.ts";

export interface CancelDialogProps {
  opportunity: Opportunity;
  onClose(): void;
}

/** Ends a published opportunity for good, with why: one of the reasons, in words for "other". */
export function CancelDialog({ opportunity, onClose }: CancelDialogProps) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const [reason, setReason] = useState<CancelReason | null>(null);
  const [text, setText] = useState("");
  const errors = useFormErrors(["reason", "text"] as const, { word: useRefusalText() });
  const cancel = useWrite<{ reason: CancelReason; text: string }>({
    send: (api, body) =>
      api.patch(
        OWN_API.action(opportunity.id, "cancel"),
        toResourceDocument("opportunities", {
          attributes: { reason: body.reason, text: body.reason === "other" ? body.text.trim() : null },
        }),
      ),
    errors,
    stale: [OWN_API.mine],
    onSuccess: () => {
      alerts.add({ type: "success", text: "jobsManager.cancel.done", values: { title: opportunity.title } });
      onClose();
    },
  });

  const submit = () => {
    if (!reason) return errors.report({ reason: { code: "blank", detail: t("jobsManager.cancel.chooseReason") } });
    if (reason === "other" && text.trim() === "") {
      return errors.report({ text: { code: "blank", detail: t("jobsManager.cancel.explain") } });
    }
    void cancel.run({ reason, text });
  };

  return (
    <Modal opened onClose={onClose} title={t("jobsManager.cancel.title", { title: opportunity.title })}>
      <form
        ref={errors.formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t("jobsManager.cancel.body")}</Text>
          <Radio.Group
            label={t("jobsManager.cancel.reason")}
            value={reason}
            onChange={(value) => {
              setReason(value as CancelReason);
              errors.clear("reason");
            }}
            error={errors.errorOf("reason")}
          >
            <Stack gap="xs" mt="xs">
              {CANCEL_REASONS.map((value) => (
                <Radio key={value} value={value} label={t(`jobsManager.cancel.reasons.${value}`)} />
              ))}
            </Stack>
          </Radio.Group>
          {reason === "other" && (
            <Textarea
              label={t("jobsManager.cancel.text")}
              autosize
              minRows={2}
              maxLength={OPPORTUNITY_LIMITS.cancelText}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                errors.clear("text");
              }}
              error={errors.errorOf("text")}
              data-autofocus
            />
          )}
          <FormProblems problems={errors.general} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t("jobsManager.cancel.keep")}
            </Button>
            <Button type="submit" color="red" loading={cancel.busy}>
              {t("jobsManager.cancel.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
