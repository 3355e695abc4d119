import { paths } from "@atelier/common/paths";
import { IconPhotoSearch } from "@tabler/icons-react";
import { useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { EmptyState } from "../../../app/ui/EmptyState.tsx";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { LoadMore } from "../../../app/ui/LoadMore.tsx";
import { ItemGrid } from "../../showroom/index.ts";
import type { useFeed } from "../api/memberHomeApi.ts";
import classes from "./MemberHome.module.css";
import { MemberSection } from "./MemberSection.tsx";

/**
 * The feed: the network's new work in a grid, more as one scrolls; a quiet network says so. Its
 * cards are drawn apart from the reply's arrival, a few at a time between the browser's other work
 * (a deferred value), not in one long task with everything else the home's first replies move.
 */
export function FeedSection({ feed }: { feed: ReturnType<typeof useFeed> }) {
  const { t } = useTranslation();
  const { items, isPending, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  const shown = useDeferredValue(isPending ? null : items);
  return (
    <MemberSection title={t("home.member.feed.title")} lead={t("home.member.feed.lead")}>
      {isError && items.length === 0 ? (
        <LoadFailure title={t("home.member.feed.failed")} onRetry={() => void refetch()} />
      ) : !isPending && items.length === 0 ? (
        <EmptyState
          icon={<IconPhotoSearch size={24} stroke={ICON_STROKE} />}
          title={t("home.member.feed.emptyTitle")}
          body={t("home.member.feed.emptyBody")}
          action={{ label: t("home.member.feed.emptyAction"), to: paths.showroom }}
        />
      ) : (
        <>
          <ItemGrid
            items={shown}
            columns={2}
            label={t("home.member.feed.title")}
            skeletons={4}
            busy={isFetchingNextPage}
          />
          <LoadMore
            className={classes.more}
            hasMore={hasNextPage}
            loading={isFetchingNextPage}
            load={() => void fetchNextPage()}
            label={t("home.member.feed.more")}
          />
        </>
      )}
    </MemberSection>
  );
}
