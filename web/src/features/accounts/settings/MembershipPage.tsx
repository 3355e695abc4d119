import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCrown, IconSparkles } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useList } from "../../../api/hooks.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { PlainButton } from "../../../app/ui/PlainButton.tsx";
import { dateFormat } from "../../../i18n/formats.ts";
import { ACCOUNT_API } from "./api/accountApi.ts";
import { SettingsPanel } from "./components/SettingsPanel.tsx";
import { SettingsSkeleton } from "./components/SettingsSkeleton.tsx";
import classes from "./MembershipPage.module.css";
import { currentMembership, type Membership, otherMemberships } from "./membership.ts";
import { SettingsPage } from "./SettingsPage.tsx";

const PRICING_PATH = "/pricing";
/** Every period a member ever had fits one page. */
const PAGE_SIZE = 100;

export function MembershipPage() {
  const { t } = useTranslation();
  const memberships = useList<Membership>(ACCOUNT_API.memberships.path, { size: PAGE_SIZE });
  const current = currentMembership(memberships.items);
  const history = otherMemberships(memberships.items, current);

  return (
    <SettingsPage title={t("settings.membership.title")} lead={t("settings.membership.lead")}>
      {memberships.isError ? (
        <LoadFailure title={t("settings.loadFailed.title")} onRetry={() => void memberships.refetch()} />
      ) : memberships.isPending ? (
        <SettingsSkeleton rows={2} />
      ) : (
        <>
          {current?.isPremium ? <PremiumPlan membership={current} /> : <FreePlan />}
          {history.length > 0 && (
            <SettingsPanel title={t("settings.membership.history")}>
              <ul className={classes.history}>
                {history.map((m) => (
                  <li key={m.id}>
                    <Text size="sm" fw={560}>
                      {t(`settings.membership.plans.${m.isPremium ? "premium" : "free"}`)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      <Period membership={m} />
                    </Text>
                  </li>
                ))}
              </ul>
            </SettingsPanel>
          )}
        </>
      )}
    </SettingsPage>
  );
}

function useDate() {
  const { i18n } = useTranslation();
  const format = dateFormat(i18n.language, { dateStyle: "long" });
  return (iso: string) => format.format(new Date(iso));
}

function Period({ membership }: { membership: Membership }) {
  const { t } = useTranslation();
  const date = useDate();
  return membership.endsAt
    ? t("settings.membership.period", { from: date(membership.startsAt), to: date(membership.endsAt) })
    : t("settings.membership.since", { from: date(membership.startsAt) });
}

function PremiumPlan({ membership }: { membership: Membership }) {
  const { t } = useTranslation();
  const date = useDate();
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
          {t("settings.membership.premiumBody")}
        </Text>
      </Stack>
      <dl className={classes.dates}>
        <div>
          <dt>{t("settings.membership.startsAt")}</dt>
          <dd>{date(membership.startsAt)}</dd>
        </div>
        <div>
          <dt>{t("settings.membership.endsAt")}</dt>
          <dd>{membership.endsAt ? date(membership.endsAt) : t("settings.membership.noEnd")}</dd>
        </div>
      </dl>
      <Group justify="flex-end" mt="md">
        <PlainButton to={PRICING_PATH} variant="default">
          {t("settings.membership.comparePlans")}
        </PlainButton>
      </Group>
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
        <PlainButton to={PRICING_PATH}>
          <span className={classes.upgrade}>
            <IconSparkles size={16} stroke={ICON_STROKE} aria-hidden="true" />
            {t("settings.membership.upgrade")}
          </span>
        </PlainButton>
      </Group>
    </Paper>
  );
}
