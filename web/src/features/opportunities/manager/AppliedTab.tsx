import type { ApplicationStage } from "@atelier/common/enums";
import { Badge } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useList } from "../../../api/hooks.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { EmptyState } from "../../../app/ui/EmptyState.tsx";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { PageLinks } from "../../../app/ui/PageLinks.tsx";
import { calendarDayOf, formatCalendarDay } from "../../../i18n/formats.ts";
import { JOB_PATHS } from "../api/index.ts";
import { LinesSkeleton } from "./LinesSkeleton.tsx";
import classes from "./Manager.module.css";
import { APPLIED_INCLUDE, type Application, LIST_PAGE_SIZE, MANAGER_API } from "./managerApi.ts";
import { managerSearchOf } from "./managerState.ts";
import { OpportunityLine } from "./OpportunityLine.tsx";

/** How each stage looks to the one who applied. */
const STAGE_COLORS: Record<ApplicationStage, string> = {
  new: "gray",
  viewed: "blue",
  shortlisted: "violet",
  declined: "red",
  hired: "green",
};

/** The opportunities I applied to, the latest first, each with where my application stands. */
export function AppliedTab({ page }: { page: number }) {
  const { t, i18n } = useTranslation();
  const list = useList<Application>(MANAGER_API.applied, { page, size: LIST_PAGE_SIZE, include: APPLIED_INCLUDE });

  if (list.isError && !list.data) {
    return <LoadFailure title={t("jobsManager.applied.loadFailed")} onRetry={() => void list.refetch()} />;
  }
  if (!list.data) return <LinesSkeleton />;
  const shown = list.items.filter((application) => application.opportunity);
  if (shown.length === 0) {
    return (
      <EmptyState
        icon={<IconSend size={28} stroke={ICON_STROKE} />}
        title={t("jobsManager.applied.emptyTitle")}
        body={t("jobsManager.applied.emptyBody")}
        action={{ label: t("jobsManager.browse"), to: JOB_PATHS.board }}
      />
    );
  }
  return (
    <>
      <ul className={classes.lines} aria-label={t("jobsManager.tabs.applied")} aria-busy={list.isFetching || undefined}>
        {shown.map((application) =>
          application.opportunity ? (
            <OpportunityLine
              key={application.id}
              opportunity={application.opportunity}
              note={t("jobsManager.applied.on", {
                date: formatCalendarDay(i18n.language, calendarDayOf(application.appliedAt)),
              })}
              aside={
                <Badge variant="light" color={STAGE_COLORS[application.stage]}>
                  {t(`jobsManager.myStages.${application.stage}`)}
                </Badge>
              }
            />
          ) : null,
        )}
      </ul>
      <PageLinks paging={list.paging} pageHref={(to) => managerSearchOf({ tab: "applied", page: to })} />
    </>
  );
}
