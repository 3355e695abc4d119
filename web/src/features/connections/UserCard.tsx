import { Avatar, Text } from "@mantine/core";
import { IconMapPin } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ICON_STROKE } from "../../app/theme.ts";
import type { UserSummary } from "./types.ts";
import classes from "./UserCard.module.css";
import { placeOf, professionNames, profilePathOf } from "./userFacts.ts";

export interface UserCardProps {
  user: UserSummary;
  /** A line under the place, such as when a request was made. */
  note?: ReactNode;
  /** The buttons of the card. */
  actions?: ReactNode;
  /** A card in a grid, or a row in a list. */
  variant?: "card" | "row";
  /** The element: an item of the list around it, or a plain block. */
  component?: "li" | "div";
}

/** A person: avatar, name linking to the profile, professions and place, and what one can do. */
export function UserCard({ user, note, actions, variant = "card", component: Root = "li" }: UserCardProps) {
  const professions = professionNames(user);
  const place = placeOf(user);
  const to = profilePathOf(user);
  return (
    <Root className={variant === "row" ? `${classes.card} ${classes.row}` : classes.card}>
      <div className={classes.person}>
        {/* The name is the link for keyboards and screen readers; the picture is a larger target for the mouse. */}
        <Link to={to} tabIndex={-1} aria-hidden="true" className={classes.avatarLink}>
          <Avatar
            src={user.profileImage?.small ?? null}
            name={user.name}
            color="initials"
            size={variant === "row" ? 44 : 56}
            alt=""
          />
        </Link>
        <div className={classes.text}>
          <Link to={to} className={classes.name}>
            {user.name}
          </Link>
          {professions.length > 0 && (
            <Text size="sm" c="dimmed" className={classes.professions}>
              {professions.join(" · ")}
            </Text>
          )}
          {place && (
            <Text size="xs" c="dimmed" className={classes.place}>
              <IconMapPin size={14} stroke={ICON_STROKE} aria-hidden="true" />
              {place}
            </Text>
          )}
          {note && (
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          )}
        </div>
      </div>
      {actions && <div className={classes.actions}>{actions}</div>}
    </Root>
  );
}
