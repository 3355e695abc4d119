import { FEED_SLOT } from "@atelier/common/feed";
import { paths } from "@atelier/common/paths";
import { IconPhotoSearch } from "@tabler/icons-react";
import { useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "../../../app/hooks/useHydrated.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import { EmptyState } from "../../../app/ui/EmptyState.tsx";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { LoadMore } from "../../../app/ui/LoadMore.tsx";
import { ItemGrid } from "../../showroom/index.ts";
import type { useFeed } from "../api/memberHomeApi.ts";
import classes from "./MemberHome.module.css";
import { MemberSection } from "./MemberSection.tsx";

/** The feed's grid, as the browser draws it and as the server draws its first cards (feed-cards.server.tsx). */
export const FEED_GRID = { columns: 2, skeletons: 4 } as const;

/** Whether the page the server sent holds this member's first cards in the feed's place. */
const sentWithCards = () =>
  typeof document !== "undefined" && document.querySelector(`[${FEED_SLOT.attribute}]`)?.firstChild != null;

/**
 * The feed: the network's new work in a grid, more as one scrolls; a quiet network says so. Its
 * cards are drawn apart from the reply's arrival, a few at a time between the browser's other work
 * (a deferred value), not in one long task with everything else the home's first replies move.
 *
 * The page kept for all members leaves the feed's place empty; the server fills it with the
 * member's first cards as it sends the page. Hydrating keeps that place as it came (its HTML is
 * opaque to React), and the cards stay until the grid can draw the same ones.
 */
export function FeedSection({ feed }: { feed: ReturnType<typeof useFeed> }) {
  const { t } = useTranslation();
  const { items, isPending, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  const shown = useDeferredValue(isPending ? null : items);
  const hydrated = useHydrated();
  const [cardsSent] = useState(sentWithCards);
  const slot = !hydrated || (cardsSent && shown === null && !isError);
  return (
    <MemberSection title={t("home.member.feed.title")} lead={t("home.member.feed.lead")}>
      {slot ? (
        <div
          className={classes.feedSlot}
          {...{ [FEED_SLOT.attribute]: "" }}
          // What the server put in differs from the empty place the browser draws, on purpose.
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty place the server fills with static cards of its own.
          dangerouslySetInnerHTML={{ __html: "" }}
        />
      ) : isError && items.length === 0 ? (
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
          <ItemGrid items={shown} label={t("home.member.feed.title")} busy={isFetchingNextPage} {...FEED_GRID} />
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
