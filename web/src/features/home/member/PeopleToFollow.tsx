import { useDeferredValue } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailure } from "../../../app/ui/LoadFailure.tsx";
import { UserCard } from "../../../app/ui/UserCard.tsx";
import { UserCardSkeleton } from "../../../app/ui/UserCardSkeleton.tsx";
import { FollowUserButton } from "../../social/index.ts";
import { FEED_PATH, useCreativesToFollow } from "../api/memberHomeApi.ts";

/** Following someone from the home fills the feed: it is read again after each follow. */
const FEED_FOLLOWS = [FEED_PATH];

/**
 * Creatives to follow in one click, as cards in a grid (the start of a member who follows nobody
 * yet) or as rows (beside the feed). A person stays in the list once followed, marked so, until the
 * list is read again, so it does not jump under the pointer. Its cards are drawn apart from the
 * reply's arrival, between the browser's other work, as the feed's are.
 */
export function PeopleToFollow({
  size,
  variant,
  className,
}: {
  size: number;
  variant: "card" | "row";
  className: string;
}) {
  const { t } = useTranslation();
  const { items, isPending, isError, refetch } = useCreativesToFollow(size);
  const people = useDeferredValue(isPending ? null : items);
  if (isError) return <LoadFailure title={t("home.member.toFollow.failed")} onRetry={() => void refetch()} />;
  if (people?.length === 0) return <p>{t("home.member.toFollow.none")}</p>;
  return (
    <ul className={className} aria-busy={people === null}>
      {people === null
        ? Array.from({ length: Math.min(size, 4) }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
            <UserCardSkeleton key={i} variant={variant} />
          ))
        : people.map((person) => (
            <UserCard
              key={person.id}
              user={person}
              variant={variant}
              actions={<FollowUserButton user={person} size="xs" stale={FEED_FOLLOWS} />}
            />
          ))}
    </ul>
  );
}
