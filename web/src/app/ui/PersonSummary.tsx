import { Avatar, Text } from "@mantine/core";
import { IconCrown, IconMapPin } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ICON_STROKE } from "../theme/theme.ts";
import classes from "./PersonSummary.module.css";
import { type Person, placeOf, professionNames, profilePathOf } from "./personFacts.ts";

export interface PersonSummaryProps {
  user: Person;
  avatarSize: number;
  /** How many lines the professions may take before they are cut. */
  professionLines: number;
  /** A line under the place, such as when a request was made. */
  note?: ReactNode;
  /** Centre the avatar beside the text, or keep it at the top of a longer text. */
  align?: "center" | "start";
  className?: string;
}

/** Who a person is, shortly: avatar, name linking to the profile, professions and place. */
export function PersonSummary({
  user,
  avatarSize,
  professionLines,
  note,
  align = "center",
  className,
}: PersonSummaryProps) {
  const { t } = useTranslation();
  const professions = professionNames(user);
  const place = placeOf(user);
  const to = profilePathOf(user);
  return (
    <div className={[classes.root, align === "start" && classes.top, className].filter(Boolean).join(" ")}>
      {/* The name is the link for keyboards and screen readers; the picture is a larger target for the mouse. */}
      <Link to={to} tabIndex={-1} aria-hidden="true" className={classes.avatarLink}>
        <Avatar src={user.profileImage?.small ?? null} name={user.name} color="initials" size={avatarSize} alt="" />
      </Link>
      <div className={classes.text}>
        <span className={classes.nameRow}>
          <Link to={to} className={classes.name}>
            {user.name}
          </Link>
          {user.isPremium && (
            <IconCrown
              size={16}
              stroke={ICON_STROKE}
              className={classes.premium}
              role="img"
              aria-label={t("profile.premium")}
              title={t("profile.premium")}
            />
          )}
        </span>
        {professions.length > 0 && (
          <Text size="sm" c="dimmed" lineClamp={professionLines}>
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
  );
}
