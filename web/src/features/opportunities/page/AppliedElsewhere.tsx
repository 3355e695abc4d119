import { Button, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { FormProblems } from "../../../app/forms/FormProblems.tsx";
import { useFormErrors } from "../../../app/forms/useFormErrors.ts";
import { useRefusalText } from "../../../app/forms/useRefusalText.ts";
import type { Opportunity } from "../api/opportunitiesApi.ts";
import { useApply } from "../api/useApply.ts";

const NO_FIELDS = [] as const;

/**
 * Once the employer's site or an e-mail to them has opened: noting the application here puts it
 * among one's applications (the manager's applied tab, the card's badge) and tells the employer who
 * applied, as applying through the messenger does.
 */
export function AppliedElsewhere({ opportunity }: { opportunity: Pick<Opportunity, "id"> }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const errors = useFormErrors(NO_FIELDS, { word: useRefusalText() });
  const apply = useApply(opportunity, {
    errors,
    onApplied: () => alerts.add({ type: "success", text: "jobs.apply.elsewhere.noted" }),
  });
  return (
    <Stack gap={6} role="group" aria-label={t("jobs.apply.elsewhere.label")}>
      <Text size="sm">{t("jobs.apply.elsewhere.question")}</Text>
      <Button variant="default" loading={apply.busy} onClick={() => void apply.run({ note: "" })}>
        {t("jobs.apply.elsewhere.confirm")}
      </Button>
      <FormProblems problems={errors.general} />
    </Stack>
  );
}
