import { FIND_CARD_THUMBNAILS } from "@atelier/common/find-lists";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useSession } from "../../../app/session/session.ts";
import { profilePathOf } from "../../../app/ui/personFacts.ts";
import { UserCard } from "../../../app/ui/UserCard.tsx";
import { ConnectionButtons } from "../../profiles/components/ProfileActions.tsx";
import { fallbackSrcOf, srcSetOf } from "../../showroom/responsiveImage.ts";
// The button alone, not the area's index: that would bring the follower lists into the page.
import { FollowUserButton } from "../../social/components/FollowUserButton.tsx";
import type { FoundUser } from "../types.ts";
import classes from "./ResultCard.module.css";

/** A thumbnail is a third of a card, the cards one to three abreast. */
const THUMB_SIZES = "(max-width: 36em) 31vw, (max-width: 62em) 15vw, 120px";
const THUMB = 120;

/**
 * A person found: picture, name, professions and place (linking to the profile), a line under
 * them when given (what a search found them by), a few pieces of their work, and following and
 * connecting for a signed-in viewer (never on one's own card).
 */
export function ResultCard({ user, note }: { user: FoundUser; note?: ReactNode }) {
  const { signedIn } = useSession();
  const items = (user.showroomItems ?? []).filter((item) => item.cover).slice(0, FIND_CARD_THUMBNAILS);
  return (
    <UserCard
      user={user}
      note={note}
      media={
        items.length > 0 && (
          // The name above links to the profile already: the pictures are a second way, for the pointer.
          <Link to={profilePathOf(user)} className={classes.thumbs} tabIndex={-1} aria-hidden="true">
            {items.map((item) =>
              item.cover ? (
                <img
                  key={item.id}
                  className={classes.thumb}
                  src={fallbackSrcOf(item.cover)}
                  srcSet={srcSetOf(item.cover)}
                  sizes={THUMB_SIZES}
                  width={THUMB}
                  height={THUMB}
                  loading="lazy"
                  decoding="async"
                  alt={item.title}
                />
              ) : null,
            )}
          </Link>
        )
      }
      actions={
        signedIn && !user.isMe ? (
          <>
            <FollowUserButton user={user} size="sm" />
            <ConnectionButtons user={user} />
          </>
        ) : undefined
      }
    />
  );
}
