import { paths } from "@atelier/common/paths";
import { Button, Stack, Text } from "@mantine/core";
import { IconCircleCheck, IconExternalLink, IconMail, IconMessage } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { loginPath } from "../../../app/session/guards.ts";
import { useSession } from "../../../app/session/session.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { TextLink } from "../../../app/ui/TextLink.tsx";
import { calendarDayOf, formatCalendarDay, formatCount } from "../../../i18n/formats.ts";
import { JOB_PATHS, type Opportunity } from "../api/opportunitiesApi.ts";
import { expiryOf, isClosed } from "../components/opportunityFacts.ts";
import classes from "./OpportunityPage.module.css";

// Most readers never apply: the dialog and the note of an application made elsewhere are code of their own.
const ApplyDialog = lazy(() => import("./ApplyDialog.tsx").then((m) => ({ default: m.ApplyDialog })));
const AppliedElsewhere = lazy(() => import("./AppliedElsewhere.tsx").then((m) => ({ default: m.AppliedElsewhere })));

const icon = (Icon: typeof IconMail) => <Icon size={18} stroke={ICON_STROKE} aria-hidden="true" />;

/** Only web addresses open from the apply button: anything else (a script) is never a link. */
const isWebAddress = (target: string | null): target is string => target !== null && /^https?:\/\//i.test(target);

/**
 * How to apply, by the way the employer asked for: a note through the messenger, their own web
 * page, or an e-mail, after which the reader may note here that they applied. Visitors are asked to sign in first (the addresses are members' only); the
 * owner gets to editing and the applicants; once applied, when. Nothing here for one that closed.
 */
export function ApplySection({ opportunity }: { opportunity: Opportunity }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const alerts = useAlerts();
  const { signedIn } = useSession();
  const [dialogOpen, setDialogOpen] = useState(false);
  // Whether the employer's site or an e-mail to them opened, after which the reader may note they applied.
  const [leftToApply, setLeftToApply] = useState(false);

  if (opportunity.isMine) {
    return (
      <Stack gap="xs">
        {opportunity.applicationsCount !== undefined && (
          <Text size="sm" c="dimmed">
            {t("jobs.owner.applications", {
              count: opportunity.applicationsCount,
              formatted: formatCount(i18n.language, opportunity.applicationsCount),
            })}
          </Text>
        )}
        <div className={classes.actions}>
          <Button component={Link} to={JOB_PATHS.edit(opportunity.slug)}>
            {t("jobs.owner.edit")}
          </Button>
          <Button component={Link} to={JOB_PATHS.manager} variant="default">
            {t("jobs.owner.manager")}
          </Button>
        </div>
      </Stack>
    );
  }

  if (opportunity.appliedAt) {
    const day = formatCalendarDay(i18n.language, calendarDayOf(opportunity.appliedAt));
    return (
      <Stack gap={6}>
        <Text className={classes.applied}>
          {icon(IconCircleCheck)}
          {t("jobs.apply.appliedOn", { date: day })}
        </Text>
        {opportunity.applyType === "messenger" && opportunity.owner && (
          // The new message to someone opens the conversation one has with them.
          <TextLink to={`${paths.messagesNew}?${new URLSearchParams({ to: opportunity.owner.id })}`}>
            {t("jobs.apply.openConversation")}
          </TextLink>
        )}
      </Stack>
    );
  }

  if (isClosed(expiryOf(opportunity)) || opportunity.status !== "published") return null;

  if (!signedIn) {
    return (
      <Stack gap={6}>
        <Button component={Link} to={loginPath(location)}>
          {t("jobs.apply.signIn")}
        </Button>
        <Text size="sm" c="dimmed">
          {t("jobs.apply.signInHint")}
        </Text>
      </Stack>
    );
  }

  const { applyTarget } = opportunity;
  const elsewhere = leftToApply && (
    <Suspense fallback={null}>
      <AppliedElsewhere opportunity={opportunity} />
    </Suspense>
  );
  if (opportunity.applyType === "weblink") {
    return isWebAddress(applyTarget) ? (
      <Stack gap="sm">
        <Button
          component="a"
          href={applyTarget}
          target="_blank"
          rel="noopener noreferrer"
          rightSection={icon(IconExternalLink)}
          onClick={() => setLeftToApply(true)}
        >
          {t("jobs.apply.weblink")}
        </Button>
        {elsewhere}
      </Stack>
    ) : null;
  }
  if (opportunity.applyType === "email") {
    return applyTarget ? (
      <Stack gap="sm">
        <Stack gap={6}>
          <Button
            component="a"
            href={`mailto:${applyTarget}?subject=${encodeURIComponent(opportunity.title)}`}
            leftSection={icon(IconMail)}
            onClick={() => setLeftToApply(true)}
          >
            {t("jobs.apply.email")}
          </Button>
          <Text size="sm" c="dimmed" className={classes.address}>
            {applyTarget}
          </Text>
        </Stack>
        {elsewhere}
      </Stack>
    ) : null;
  }
  return (
    <>
      <Button leftSection={icon(IconMessage)} onClick={() => setDialogOpen(true)} aria-haspopup="dialog">
        {t("jobs.apply.messenger")}
      </Button>
      {dialogOpen && (
        <Suspense fallback={null}>
          <ApplyDialog
            opportunity={opportunity}
            onClose={() => setDialogOpen(false)}
            onApplied={() => alerts.add({ type: "success", text: "jobs.apply.sent" })}
          />
        </Suspense>
      )}
    </>
  );
}
