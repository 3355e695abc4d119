import { paths } from "@atelier/common/paths";
import { Avatar, Text } from "@mantine/core";
import { IconMapPin } from "@tabler/icons-react";
import { Link } from "react-router";
import { ICON_STROKE } from "../../app/theme.ts";
import classes from "./PersonCard.module.css";
import { professionNames } from "./professionNames.ts";
import type { ProfileUser } from "./types.ts";

/** Another user, shortly: picture, name linking to the profile, professions and place. */
export function PersonCard({ user }: { user: ProfileUser }) {
  const to = paths.profile(user.slug ?? user.id);
  const professions = professionNames(user);
  return (
    <li className={classes.root}>
      {/* The name is the link for keyboards and screen readers; the picture is a larger target for the mouse. */}
      <Link to={to} tabIndex={-1} aria-hidden="true" className={classes.picture}>
        <Avatar src={user.profileImage?.small ?? null} name={user.name} color="initials" size={48} alt="" />
      </Link>
      <div className={classes.text}>
        <Link to={to} className={classes.name}>
          {user.name}
        </Link>
        {professions.length > 0 && (
          <Text size="sm" c="dimmed" lineClamp={1}>
            {professions.join(" · ")}
          </Text>
        )}
        {user.location && (
          <Text size="xs" c="dimmed" className={classes.place}>
            <IconMapPin size={14} stroke={ICON_STROKE} aria-hidden="true" />
            {user.location.longName}
          </Text>
        )}
      </div>
    </li>
  );
}
