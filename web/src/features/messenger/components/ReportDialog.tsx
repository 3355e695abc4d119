import { REPORT_REASONS, type ReportReason, type ReportSubjectType } from "@atelier/common/enums";
import { MESSENGER_LIMITS } from "@atelier/common/messenger-limits";
import { Button, Group, Modal, Radio, Stack, Textarea } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toResourceDocument } from "../../../api/store.ts";
import { useWrite } from "../../../api/useWrite.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { MESSENGER_API } from "../api/messengerApi.ts";
import { useSendRefusal } from "../hooks/useSendRefusal.ts";

export interface ReportSubject {
  type: ReportSubjectType;
  id: string;
  /** Whom it is about, as the dialog's title names them. */
  name: string;
}

/** Tells the operators about a message or a person: a reason, and what the reporter wants to add. */
export function ReportDialog({
  subject,
  onClose,
  onReported,
}: {
  subject: ReportSubject | null;
  onClose(): void;
  onReported?(): void;
}) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const refusal = useSendRefusal();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState("");
  const send = useWrite<{ subject: ReportSubject; reason: ReportReason; text: string }>({
    send: (api, v) =>
      api.post(
        MESSENGER_API.reports,
        toResourceDocument("reports", {
          attributes: { subjectType: v.subject.type, subjectId: v.subject.id, reason: v.reason, text: v.text },
        }),
      ),
    errors: refusal.target,
    onSuccess: () => {
      alerts.add({ type: "success", text: "messenger.report.done" });
      setReason(null);
      setText("");
      onClose();
      onReported?.();
    },
  });
  return (
    <Modal
      opened={subject !== null}
      onClose={onClose}
      title={subject ? t(`messenger.report.title.${subject.type}`, { name: subject.name }) : ""}
    >
      {subject && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (reason) void send.run({ subject, reason, text });
          }}
        >
          <Stack>
            <Radio.Group
              label={t("messenger.report.reason")}
              value={reason}
              onChange={(value) => setReason(value as ReportReason)}
              required
            >
              <Stack gap="xs" mt="xs">
                {REPORT_REASONS.map((value) => (
                  <Radio key={value} value={value} label={t(`messenger.report.reasons.${value}`)} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label={t("messenger.report.text")}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={MESSENGER_LIMITS.reportText}
              autosize
              minRows={2}
              error={refusal.error}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t("messenger.report.cancel")}
              </Button>
              <Button type="submit" color="red" disabled={!reason} loading={send.busy}>
                {t("messenger.report.send")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
