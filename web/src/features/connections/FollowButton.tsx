import { Button, VisuallyHidden } from "@mantine/core";
import { IconCheck, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../../app/theme.ts";
import type { UserSummary } from "./types.ts";
import { useFollowToggle } from "./useFollowToggle.ts";

export interface FollowButtonProps {
  user: Pick<UserSummary, "id" | "name" | "isFollowed" | "followersCount">;
  size?: "xs" | "sm" | "md";
}

/**
 * Follow or unfollow a user; nothing for visitors or on one's own card. The name is part of the
 * button's accessible name, since a list holds one such button per person.
 */
export function FollowButton({ user, size = "sm" }: FollowButtonProps) {
  const { t } = useTranslation();
  const { following, busy, toggle, available } = useFollowToggle(user);
  if (!available) return null;
  const Icon = following ? IconCheck : IconPlus;
  return (
    <Button
      size={size}
      variant={following ? "default" : "light"}
      leftSection={<Icon size={16} stroke={ICON_STROKE} aria-hidden="true" />}
      onClick={() => void toggle()}
      title={following ? t("connections.follow.unfollowHint", { name: user.name }) : undefined}
      data-busy={busy || undefined}
    >
      {t(following ? "connections.follow.following" : "connections.follow.follow")}
      <VisuallyHidden> {user.name}</VisuallyHidden>
    </Button>
  );
}
