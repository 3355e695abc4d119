import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import type { Membership } from "../api/membershipApi.ts";
import { useRenewalChange } from "../api/memberships.ts";
import { mayResume } from "../memberships.ts";
import { useLongDate } from "../useLongDate.ts";

/**
 * Cancel the renewal (after a confirmation: premium then ends with the period paid for), or
 * resume it while the period runs. Nothing for a period that neither renews nor may.
 */
export function RenewalControls({ membership }: { membership: Membership }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const date = useLongDate();
  const [confirming, setConfirming] = useState(false);
  const end = membership.endsAt ? date(membership.endsAt) : "";
  const change = useRenewalChange(membership, {
    onChanged: (renews) => {
      setConfirming(false);
      alerts.add({
        type: "success",
        text: `membership.renewal.${renews ? "resumed" : "cancelled"}`,
        values: { date: end },
      });
    },
  });

  if (membership.renews && membership.endsAt) {
    return (
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => setConfirming(true)}>
          {t("membership.renewal.cancel")}
        </Button>
        <Modal opened={confirming} onClose={() => setConfirming(false)} title={t("membership.renewal.confirmTitle")}>
          <Stack gap="lg">
            <Text size="sm">{t("membership.renewal.confirmBody", { date: end })}</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
                {t("membership.renewal.keep")}
              </Button>
              <Button color="red" loading={change.variables === false} onClick={() => void change.run(false)}>
                {t("membership.renewal.cancel")}
              </Button>
            </Group>
          </Stack>
        </Modal>
      </Group>
    );
  }
  if (mayResume(membership)) {
    return (
      <Group justify="flex-end" mt="md">
        <Button variant="light" loading={change.variables === true} onClick={() => void change.run(true)}>
          {t("membership.renewal.resume")}
        </Button>
      </Group>
    );
  }
  return null;
}
