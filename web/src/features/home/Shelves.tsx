import { IconPhotoPlus, IconSparkles, IconUserCircle } from "@tabler/icons-react";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../app/theme/theme.ts";
import { EmptyState } from "../../app/ui/EmptyState.tsx";
import { LoadFailure } from "../../app/ui/LoadFailure.tsx";
import { UserCard } from "../../app/ui/UserCard.tsx";
import { FeaturedShowcase } from "../pages/components/FeaturedShowcase.tsx";
import { ItemGrid, useExploreItems } from "../showroom/index.ts";
import { useCurrentFeaturedPeriod, useExploreCreatives } from "./api/homeApi.ts";
import { EmptyShelf } from "./EmptyShelf.tsx";
import classes from "./Shelf.module.css";
import { ShelfSkeleton } from "./ShelfSkeleton.tsx";

// The shelves load after the page's first paint, in a chunk of their own: the home page's first
// load stays as small as it was while they were empty. Each is drawn again only for its own reads:
// the home around it re-renders as its member arrives and as the feed grows.

/** Eight showroom items to explore; the invitation to publish while there are none. */
export const ShowroomShelf = memo(function ShowroomShelf() {
  const { t } = useTranslation();
  const { items, isPending, isError, refetch } = useExploreItems();
  if (isPending) return <ShelfSkeleton variant="work" />;
  if (isError) return <LoadFailure title={t("home.showroom.failed")} onRetry={() => void refetch()} />;
  if (items.length === 0) {
    return (
      <EmptyShelf
        variant="work"
        icon={<IconPhotoPlus size={24} stroke={ICON_STROKE} />}
        title={t("home.showroom.emptyTitle")}
        body={t("home.showroom.emptyBody")}
        action={{ label: t("home.showroom.emptyAction"), to: "/showroom/new" }}
      />
    );
  }
  // Below the home page's introduction: its pictures wait until they are near the screen.
  return <ItemGrid items={items} columns={4} label={t("home.showroom.title")} eager={0} />;
});

/** Eight creatives to meet; the invitation to complete one's profile while there are none. */
export const CreativesShelf = memo(function CreativesShelf() {
  const { t } = useTranslation();
  const { items, isPending, isError, refetch } = useExploreCreatives();
  if (isPending) return <ShelfSkeleton variant="person" />;
  if (isError) return <LoadFailure title={t("home.creatives.failed")} onRetry={() => void refetch()} />;
  if (items.length === 0) {
    return (
      <EmptyShelf
        variant="person"
        icon={<IconUserCircle size={24} stroke={ICON_STROKE} />}
        title={t("home.creatives.emptyTitle")}
        body={t("home.creatives.emptyBody")}
        action={{ label: t("home.creatives.emptyAction"), to: "/profile" }}
      />
    );
  }
  return (
    <ul className={classes.grid}>
      {items.map((person) => (
        <UserCard key={person.id} user={person} />
      ))}
    </ul>
  );
});

/** The creative field in the spotlight now, with its creatives and their work. */
export const FeaturedShelf = memo(function FeaturedShelf() {
  const { t } = useTranslation();
  const { period, isPending, isError, refetch } = useCurrentFeaturedPeriod();
  if (isPending) return <ShelfSkeleton variant="work" count={4} />;
  if (isError) return <LoadFailure title={t("featured.failed")} onRetry={() => void refetch()} />;
  if (!period) {
    return (
      <EmptyState
        icon={<IconSparkles size={24} stroke={ICON_STROKE} />}
        title={t("featured.emptyTitle")}
        body={t("featured.emptyBody")}
        action={{ label: t("featured.emptyAction"), to: "/creatives" }}
      />
    );
  }
  return <FeaturedShowcase period={period} current />;
});
