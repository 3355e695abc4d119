import { ActionIcon, Button } from "@mantine/core";
import { IconBookmark, IconBookmarkFilled } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { loginPath } from "../../../app/session/guards.ts";
import { ICON_STROKE } from "../../../app/theme/theme.ts";
import type { Opportunity } from "../api/opportunitiesApi.ts";
import { useBookmarkToggle } from "../api/useBookmarkToggle.ts";

export interface BookmarkButtonProps {
  opportunity: Pick<Opportunity, "id" | "title" | "isBookmarked" | "isMine">;
  /** An icon on a card, or a button with its word on the opportunity's page. */
  variant: "icon" | "button";
}

/**
 * Save or unsave an opportunity. A visitor's leads to the login, which brings them back; nobody
 * saves their own.
 */
export function BookmarkButton({ opportunity, variant }: BookmarkButtonProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const bookmark = useBookmarkToggle(opportunity);
  if (bookmark.mine) return null;
  const Icon = bookmark.saved ? IconBookmarkFilled : IconBookmark;
  const icon = <Icon size={18} stroke={ICON_STROKE} aria-hidden="true" />;
  // A toggle keeps its name; whether it is on, aria-pressed says.
  const label = t(bookmark.signedIn ? "jobs.bookmark.save" : "jobs.bookmark.signIn", { title: opportunity.title });
  const look = {
    variant: bookmark.saved ? "light" : variant === "icon" ? "subtle" : "default",
    color: bookmark.saved || variant === "button" ? undefined : "gray",
  };
  const text = t(bookmark.saved ? "jobs.bookmark.savedShort" : "jobs.bookmark.saveShort");

  if (!bookmark.signedIn) {
    return variant === "icon" ? (
      <ActionIcon component={Link} to={loginPath(location)} {...look} size="lg" aria-label={label} title={label}>
        {icon}
      </ActionIcon>
    ) : (
      <Button component={Link} to={loginPath(location)} {...look} leftSection={icon} title={label}>
        {text}
      </Button>
    );
  }
  const toggle = {
    onClick: () => void bookmark.toggle(),
    "aria-pressed": bookmark.saved,
    "data-busy": bookmark.busy || undefined,
  };
  return variant === "icon" ? (
    <ActionIcon {...toggle} {...look} size="lg" aria-label={label} title={label}>
      {icon}
    </ActionIcon>
  ) : (
    <Button {...toggle} {...look} leftSection={icon}>
      {text}
    </Button>
  );
}
