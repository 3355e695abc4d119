import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCrown, IconSparkles } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { contentClass, ICON_STROKE } from "../../app/theme/theme.ts";
import { LoadFailure } from "../../app/ui/LoadFailure.tsx";
import { PlainButton } from "../../app/ui/PlainButton.tsx";
import { FeatureList } from "../pages/components/FeatureList.tsx";
import { PageHeader } from "../pages/components/PageHeader.tsx";
import { parseList } from "../pages/parseRichText.ts";
import { MEMBERSHIP_PATHS, type Membership } from "./api/membershipApi.ts";
import { useMemberships } from "./api/memberships.ts";
import { renewalOf } from "./memberships.ts";
import classes from "./PremiumPage.module.css";
import { useLongDate } from "./useLongDate.ts";

/** /membership: what premium gives, and where the member stands, with the way to premium or to managing it. */
export function PremiumPage() {
  const { t } = useTranslation();
  const memberships = useMemberships();
  const { current } = memberships;
  const premium = current?.isPremium === true;

  return (
    <div className={contentClass}>
      <PageHeader
        eyebrow={t("membership.overview.eyebrow")}
        title={t(premium ? "membership.overview.premiumTitle" : "membership.overview.title")}
        lead={t("membership.overview.lead")}
      />
      <div className={classes.columns}>
        <section aria-labelledby="premium-benefits" className={classes.benefits}>
          <Title order={2} size="h4" id="premium-benefits">
            {t("membership.overview.benefits")}
          </Title>
          <FeatureList features={parseList(t("pages.pricing.premium.features"))} className={classes.benefitList} />
        </section>
        <div className={classes.standing}>
          {memberships.isError ? (
            <LoadFailure title={t("membership.overview.loadFailed")} onRetry={() => void memberships.refetch()} />
          ) : memberships.isPending ? (
            <StandingSkeleton />
          ) : current && premium ? (
            <PremiumStanding membership={current} />
          ) : (
            <FreeStanding />
          )}
        </div>
      </div>
    </div>
  );
}

function PremiumStanding({ membership }: { membership: Membership }) {
  const { t } = useTranslation();
  const date = useLongDate();
  const renewal = renewalOf(membership);
  return (
    <Paper withBorder radius="md" p="lg" className={classes.premium}>
      <Stack gap="sm">
        <Group gap="xs">
          <IconCrown size={22} stroke={ICON_STROKE} aria-hidden="true" className={classes.crown} />
          <Title order={2} size="h4">
            {t("membership.overview.yourPlan")}
          </Title>
          <Badge variant="light">{t("settings.membership.plans.premium")}</Badge>
        </Group>
        {membership.billingPlan && <Text size="sm">{t(`membership.plans.${membership.billingPlan}.name`)}</Text>}
        {renewal.kind !== "open" && (
          <Text size="sm" c="dimmed">
            {t(`membership.overview.${renewal.kind}`, { date: date(renewal.on) })}
          </Text>
        )}
        <PlainButton to={MEMBERSHIP_PATHS.settings} variant="default" className={classes.action}>
          {t("membership.overview.manage")}
        </PlainButton>
      </Stack>
    </Paper>
  );
}

function FreeStanding() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("membership.overview.yourPlan")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("membership.overview.free")}
        </Text>
        <PlainButton to={MEMBERSHIP_PATHS.pricing} className={classes.action}>
          <span className={classes.goPremium}>
            <IconSparkles size={16} stroke={ICON_STROKE} aria-hidden="true" />
            {t("membership.overview.goPremium")}
          </span>
        </PlainButton>
      </Stack>
    </Paper>
  );
}

function StandingSkeleton() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" aria-busy="true" aria-label={t("membership.loading")}>
      <Skeleton height={18} width="50%" mb="md" />
      <Skeleton height={12} mb="sm" />
      <Skeleton height={12} width="70%" mb="lg" />
      <Skeleton height={36} />
    </Paper>
  );
}
