import { Container, Skeleton } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../app/theme/theme.ts";
import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { LoadFailure } from "../../app/ui/LoadFailure.tsx";
import { useFeaturedPeriods } from "../home/api/homeApi.ts";
import { ShelfSkeleton } from "../home/ShelfSkeleton.tsx";
import { PageControls } from "../social/components/PageControls.tsx";
import { FeaturedShowcase } from "./components/FeaturedShowcase.tsx";
import { PageHeader } from "./components/PageHeader.tsx";
import classes from "./FeaturedPage.module.css";

/** A few fields a page: each shows its creatives and their work. */
const PERIODS_PER_PAGE = 4;

/** The creative fields featured so far, the one on now first, each with its creatives and their work. */
export function FeaturedPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const periods = useFeaturedPeriods(page, PERIODS_PER_PAGE);
  const now = Date.now();

  let content: ReactNode;
  if (periods.isPending) {
    content = (
      <div className={classes.list} aria-busy="true">
        <Skeleton height={28} width="40%" radius="sm" />
        <ShelfSkeleton variant="work" count={4} />
      </div>
    );
  } else if (periods.isError) {
    content = <LoadFailure title={t("featured.failed")} onRetry={() => void periods.refetch()} />;
  } else if (periods.periods.length === 0) {
    content = (
      <EmptyState
        icon={<IconSparkles size={24} stroke={ICON_STROKE} />}
        title={t("featured.emptyTitle")}
        body={t("featured.emptyBody")}
        action={{ label: t("featured.emptyAction"), to: "/creatives" }}
        order={2}
      />
    );
  } else {
    content = (
      <>
        <div className={classes.list}>
          {periods.periods.map((period) => (
            <FeaturedShowcase
              key={period.id}
              period={period}
              headingLevel={2}
              current={Date.parse(period.startsAt) <= now && now < Date.parse(period.endsAt)}
            />
          ))}
        </div>
        <PageControls paging={periods.paging} onPage={setPage} />
      </>
    );
  }

  return (
    <Container>
      <PageHeader
        eyebrow={t("pages.featured.eyebrow")}
        title={t("pages.featured.title")}
        lead={t("pages.featured.lead")}
      />
      {content}
    </Container>
  );
}
