import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCrown, IconSparkles } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { PlainButton } from "../../../app/ui/PlainButton.tsx";
import { MEMBERSHIP_PATHS, type Membership } from "../../membership/api/membershipApi.ts";
import { useMemberships } from "../../membership/api/memberships.ts";
import { InvoiceList } from "../../membership/components/InvoiceList.tsx";
import { RenewalControls } from "../../membership/components/RenewalControls.tsx";
import { renewalOf } from "../../membership/memberships.ts";
import { useLongDate } from "../../membership/useLongDate.ts";
import { SettingsPanel } from "./components/SettingsPanel.tsx";
import { SettingsSkeleton } from "./components/SettingsSkeleton.tsx";
import classes from "./MembershipPage.module.css";
import { SettingsPage } from "./SettingsPage.tsx";

/** Settings → membership: the plan in force, its period and renewal (cancel, resume), and the invoices. */
export function MembershipPage() {
  const { t } = useTranslation();
  const memberships = useMemberships();
  const { current } = memberships;

  return (
    <SettingsPage title={t("settings.membership.title")} lead={t("settings.membership.lead")}>
      {memberships.isError ? (
        <LoadFailure title={t("settings.loadFailed.title")} onRetry={() => void memberships.refetch()} />
      ) : memberships.isPending ? (
        <SettingsSkeleton rows={2} />
      ) : current?.isPremium ? (
        <PremiumPlan membership={current} />
      ) : (
        <FreePlan />
      )}
      <SettingsPanel title={t("membership.invoices.title")}>
        <InvoiceList />
      </SettingsPanel>
    </SettingsPage>
  );
}

function PremiumPlan({ membership }: { membership: Membership }) {
  const { t } = useTranslation();
  const date = useLongDate();
  const renewal = renewalOf(membership);
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }} className={classes.premium}>
      <Stack gap={6}>
        <Group gap="xs">
          <IconCrown size={22} stroke={ICON_STROKE} aria-hidden="true" className={classes.crown} />
          <Title order={2} size="h3">
            {t("settings.membership.plans.premium")}
          </Title>
          <Badge variant="light">{t("settings.membership.active")}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {membership.billingPlan && renewal.kind === "renews"
            ? t(`membership.plans.${membership.billingPlan}.renews`)
            : t("settings.membership.premiumBody")}
        </Text>
      </Stack>
      <dl className={classes.dates}>
        <div>
          <dt>{t("settings.membership.currentPeriod")}</dt>
          <dd>
            {membership.endsAt
              ? t("membership.period", { from: date(membership.startsAt), to: date(membership.endsAt) })
              : t("settings.membership.since", { from: date(membership.startsAt) })}
          </dd>
        </div>
        {renewal.kind !== "open" && (
          <div>
            <dt>{t(`settings.membership.${renewal.kind === "renews" ? "renewsOn" : "endsOn"}`)}</dt>
            <dd>{date(renewal.on)}</dd>
          </div>
        )}
      </dl>
      {membership.cancelledAt && renewal.kind === "ends" && (
        <Text size="sm" mt="md">
          {t("settings.membership.cancelled", { cancelled: date(membership.cancelledAt), date: date(renewal.on) })}
        </Text>
      )}
      <RenewalControls membership={membership} />
    </Paper>
  );
}

function FreePlan() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "lg" }}>
      <Stack gap={6}>
        <Group gap="xs">
          <Title order={2} size="h3">
            {t("settings.membership.plans.free")}
          </Title>
          <Badge variant="default">{t("settings.membership.active")}</Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t("settings.membership.freeBody")}
        </Text>
      </Stack>
      <Group justify="flex-end" mt="md">
        <PlainButton to={MEMBERSHIP_PATHS.pricing}>
          <span className={classes.upgrade}>
            <IconSparkles size={16} stroke={ICON_STROKE} aria-hidden="true" />
            {t("settings.membership.upgrade")}
          </span>
        </PlainButton>
      </Group>
    </Paper>
  );
}
