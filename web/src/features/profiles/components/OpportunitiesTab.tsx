import { OPPORTUNITY_FILTERS, type OpportunityFilter } from "@atelier/common/enums";
import { Button, Group, Skeleton, Stack } from "@mantine/core";
import { IconBriefcase, IconPlus } from "@tabler/icons-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { EmptyState } from "../../../app/ui/EmptyState.tsx";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { JOB_PATHS, ownerListRequest, useOpportunityList } from "../../opportunities/api/index.ts";
import { PageControls } from "../../social/components/PageControls.tsx";
import type { ProfileUser } from "../types.ts";

// The cards are code of their own: most of a profile's readers never open this tab.
const OpportunityList = lazy(() =>
  import("../../opportunities/components/OpportunityList.tsx").then((m) => ({ default: m.OpportunityList })),
);

export interface OpportunitiesTabProps {
  user: ProfileUser;
  owner: boolean;
}

/**
 * The opportunities a user posted, as cards, a page at a time: those on the board now (the
 * default) or those past it. Their owner posts one from here.
 */
export function OpportunitiesTab({ user, owner }: OpportunitiesTabProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<OpportunityFilter>("current");
  const [page, setPage] = useState(1);
  const list = useOpportunityList(ownerListRequest(user.id, filter, page), page);
  const key = `profile.tabs.empty.opportunities.${filter}.${owner ? "owner" : "visitor"}`;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Button.Group aria-label={t("profile.tabs.opportunityFilter.label")}>
          {OPPORTUNITY_FILTERS.map((value) => (
            <Button
              key={value}
              size="xs"
              variant={value === filter ? "filled" : "default"}
              aria-pressed={value === filter}
              onClick={() => {
                setFilter(value);
                setPage(1);
              }}
            >
              {t(`profile.tabs.opportunityFilter.${value}`)}
            </Button>
          ))}
        </Button.Group>
        {owner && list.items.length > 0 && (
          <Button
            component={Link}
            to={JOB_PATHS.create}
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} stroke={ICON_STROKE} />}
          >
            {t("profile.tabs.empty.opportunitiesAction")}
          </Button>
        )}
      </Group>
      {list.isError && list.items.length === 0 ? (
        <LoadFailure title={t("jobs.board.loadFailed")} onRetry={() => void list.refetch()} />
      ) : list.items.length === 0 && !list.isPending ? (
        <EmptyState
          icon={<IconBriefcase size={22} stroke={ICON_STROKE} />}
          title={t(`${key}.title`)}
          body={t(`${key}.body`, { name: user.name })}
          action={
            owner && filter === "current"
              ? { label: t("profile.tabs.empty.opportunitiesAction"), to: JOB_PATHS.create }
              : undefined
          }
        />
      ) : (
        <>
          <Suspense fallback={<Skeleton height={160} radius="md" />}>
            <OpportunityList
              items={list.isPending ? null : list.items}
              label={t("profile.tabs.opportunities")}
              busy={list.isFetching}
            />
          </Suspense>
          <PageControls paging={list.paging} onPage={setPage} />
        </>
      )}
    </Stack>
  );
}
