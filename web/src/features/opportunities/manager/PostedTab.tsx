import type { OpportunityStatus } from "@atelier/common/enums";
import type { Document } from "@atelier/common/jsonapi";
import { Button, Collapse, Group, Modal, Text, UnstyledButton } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconBriefcase, IconChevronDown } from "@tabler/icons-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useStore } from "../../../api/context.tsx";
import { useDocument, useStoreRead } from "../../../api/hooks.ts";
import { useWrite } from "../../../api/useWrite.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { EmptyState } from "../../../app/ui/EmptyState.tsx";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import hidden from "../../../app/ui/visuallyHidden.module.css";
import { calendarDayOf, formatCalendarDay } from "../../../i18n/formats.ts";
import { alertActionFailure } from "../../social/actionFailure.ts";
import { JOB_PATHS, type Opportunity, PAGE_INCLUDE } from "../api/index.ts";
import { OWN_API } from "../editor/ownOpportunity.ts";
import { CancelDialog } from "./CancelDialog.tsx";
import classes from "./Manager.module.css";
import { ManagerSkeleton } from "./ManagerSkeleton.tsx";
import { SECTION_ORDER, sectionsOf } from "./managerState.ts";
import { OpportunityCard, OpportunityRow, type RowCommands } from "./PostedOpportunity.tsx";

const COLUMNS = ["type", "published", "created", "extended", "expires", "applicants", "location"] as const;
/** Where the table's ten columns fit beside each other; narrower screens list cards. */
const TABLE_WIDTH = "(min-width: 75em)";

/**
 * What I posted, in three sections that open and close (all open at first): published, drafted and
 * expired, as a table on a wide screen and as cards on a phone, each with its commands.
 */
export function PostedTab() {
  const { t, i18n } = useTranslation();
  const store = useStore();
  const alerts = useAlerts();
  const mine = useDocument(OWN_API.mine);
  const data = mine.data?.data;
  const opportunities = useStoreRead(
    (read) => read.denormalizeData<Opportunity>(data, { include: PAGE_INCLUDE }),
    [data],
  );
  const [cancelling, setCancelling] = useState<Opportunity | null>(null);
  const [removing, setRemoving] = useState<Opportunity | null>(null);

  const extend = useWrite<Opportunity, Document>({
    send: (api, opportunity) => api.patch(OWN_API.action(opportunity.id, "extend")),
    stale: [OWN_API.mine],
    onSuccess: (reply, opportunity) => {
      const until = (reply.data as { attributes?: { expires_at?: string } } | null)?.attributes?.expires_at;
      alerts.add({
        type: "success",
        text: "jobsManager.extend.done",
        values: { title: opportunity.title, date: until ? formatCalendarDay(i18n.language, calendarDayOf(until)) : "" },
      });
    },
    onError: (error, opportunity) =>
      alertActionFailure(alerts, error, "jobsManager.extend.failed", { title: opportunity.title }),
  });

  const removal = useWrite<Opportunity>({
    send: (api, opportunity) => api.delete(OWN_API.one(opportunity.id)),
    stale: [OWN_API.mine],
    onSuccess: (_, opportunity) => {
      setRemoving(null);
      store.remove("opportunities", opportunity.id);
      alerts.add({ type: "success", text: "jobsManager.delete.done", values: { title: opportunity.title } });
    },
    onError: (error, opportunity) =>
      alertActionFailure(alerts, error, "jobsManager.delete.failed", { title: opportunity.title }),
  });

  const commands: RowCommands = {
    extend: (opportunity) => void extend.run(opportunity),
    cancel: setCancelling,
    remove: setRemoving,
    busyId: (extend.variables ?? removal.variables)?.id ?? null,
  };

  if (mine.isError && !mine.data) {
    return <LoadFailure title={t("jobsManager.posted.loadFailed")} onRetry={() => void mine.refetch()} />;
  }
  if (!mine.data) return <ManagerSkeleton />;
  if (opportunities.length === 0) {
    return (
      <EmptyState
        icon={<IconBriefcase size={28} stroke={ICON_STROKE} />}
        title={t("jobsManager.posted.emptyTitle")}
        body={t("jobsManager.posted.emptyBody")}
        action={{ label: t("jobsManager.post"), to: JOB_PATHS.create }}
      />
    );
  }

  const sections = sectionsOf(opportunities);
  return (
    <div className={classes.sections}>
      {SECTION_ORDER.map((status) => (
        <Section key={status} status={status} opportunities={sections[status]} commands={commands} />
      ))}
      {cancelling && <CancelDialog opportunity={cancelling} onClose={() => setCancelling(null)} />}
      {removing && (
        <Modal
          opened
          onClose={() => setRemoving(null)}
          title={t("jobsManager.delete.title", { title: removing.title })}
        >
          <Text size="sm">{t(`jobsManager.delete.body.${removing.status}`)}</Text>
          <Group justify="flex-end" gap="sm" mt="lg">
            <Button variant="default" onClick={() => setRemoving(null)} data-autofocus>
              {t("jobsManager.delete.keep")}
            </Button>
            <Button color="red" loading={removal.busy} onClick={() => void removal.run(removing)}>
              {t("jobsManager.delete.submit")}
            </Button>
          </Group>
        </Modal>
      )}
    </div>
  );
}

interface SectionProps {
  status: OpportunityStatus;
  opportunities: Opportunity[];
  commands: RowCommands;
}

/** One status's opportunities under a heading that opens and closes them. */
function Section({ status, opportunities, commands }: SectionProps) {
  const { t } = useTranslation();
  const wide = useMediaQuery(TABLE_WIDTH);
  const [open, setOpen] = useState(true);
  const panel = useId();
  return (
    <section className={classes.section} aria-labelledby={`${panel}-heading`}>
      <h2 id={`${panel}-heading`} className={classes.sectionHeading}>
        <UnstyledButton
          className={classes.sectionToggle}
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen((was) => !was)}
        >
          <IconChevronDown
            size={18}
            stroke={ICON_STROKE}
            aria-hidden="true"
            className={classes.chevron}
            data-open={open || undefined}
          />
          {t(`jobsManager.sections.${status}`)}
          <span className={classes.sectionCount}>{opportunities.length}</span>
        </UnstyledButton>
      </h2>
      <Collapse expanded={open} id={panel}>
        {opportunities.length === 0 ? (
          <Text size="sm" c="dimmed" className={classes.sectionEmpty}>
            {t(`jobsManager.sections.empty.${status}`)}
          </Text>
        ) : wide ? (
          <div className={classes.tableWrap}>
            <table className={classes.table}>
              <colgroup>
                <col className={classes.colLogo} />
                <col />
                {COLUMNS.map((column) => (
                  <col key={column} className={classes[`col_${column}`]} />
                ))}
                <col className={classes.colMenu} />
              </colgroup>
              <thead>
                <tr>
                  <th scope="col">
                    <span className={hidden.visuallyHidden}>{t("jobsManager.columns.image")}</span>
                  </th>
                  <th scope="col">{t("jobsManager.columns.title")}</th>
                  {COLUMNS.map((column) => (
                    <th key={column} scope="col">
                      {t(`jobsManager.columns.${column}`)}
                    </th>
                  ))}
                  <th scope="col">
                    <span className={hidden.visuallyHidden}>{t("jobsManager.columns.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {opportunities.map((opportunity) => (
                  <OpportunityRow key={opportunity.id} opportunity={opportunity} commands={commands} />
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <ul className={classes.cards}>
            {opportunities.map((opportunity) => (
              <OpportunityCard key={opportunity.id} opportunity={opportunity} commands={commands} />
            ))}
          </ul>
        )}
      </Collapse>
    </section>
  );
}
