import { Button, VisuallyHidden } from "@mantine/core";
import { IconCheck, IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ICON_STROKE } from "../theme/theme.ts";

export interface FollowButtonProps {
  /** Whose button it is: part of its accessible name, since a list holds one per person. */
  name: string;
  following: boolean;
  busy: boolean;
  onToggle(): void;
  size?: "xs" | "sm" | "md";
}

/** Follow or unfollow a person, the state shown at once while the change is on its way. */
export function FollowButton({ name, following, busy, onToggle, size = "sm" }: FollowButtonProps) {
  const { t } = useTranslation();
  const Icon = following ? IconCheck : IconPlus;
  return (
    <Button
      size={size}
      variant={following ? "default" : "light"}
      leftSection={<Icon size={16} stroke={ICON_STROKE} aria-hidden="true" />}
      onClick={onToggle}
      title={following ? t("connections.follow.unfollowHint", { name }) : undefined}
      data-busy={busy || undefined}
    >
      {t(following ? "connections.follow.following" : "connections.follow.follow")}
      <VisuallyHidden> {name}</VisuallyHidden>
    </Button>
  );
}
