import type { ReactNode } from "react";
import { memo } from "react";
import { PersonSummary } from "./PersonSummary.tsx";
import type { Person } from "./personFacts.ts";
import classes from "./UserCard.module.css";

export interface UserCardProps {
  user: Person;
  /** A line under the place, such as when a request was made. */
  note?: ReactNode;
  /** What the card shows of the person's work, under the summary. */
  media?: ReactNode;
  /** The buttons of the card. */
  actions?: ReactNode;
  /** A card in a grid, or a row in a list. */
  variant?: "card" | "row";
  /** The element: an item of the list around it, or a plain block. */
  component?: "li" | "div";
}

/** A person: avatar, name linking to the profile, professions and place, and what one can do. */
export const UserCard = memo(function UserCard({
  user,
  note,
  media,
  actions,
  variant = "card",
  component: Root = "li",
}: UserCardProps) {
  const row = variant === "row";
  return (
    <Root className={row ? `${classes.card} ${classes.row}` : classes.card}>
      <PersonSummary
        user={user}
        avatarSize={row ? 44 : 56}
        professionLines={2}
        note={note}
        align={row ? "center" : "start"}
        className={classes.person}
      />
      {media}
      {actions && <div className={classes.actions}>{actions}</div>}
    </Root>
  );
});
