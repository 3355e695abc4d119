import type { Stale } from "../../../api/useWrite.ts";
import { FollowButton } from "../../../app/ui/FollowButton.tsx";
import { useFollowToggle } from "../hooks/useFollowToggle.ts";
import type { UserSummary } from "../types.ts";

export interface FollowUserButtonProps {
  user: Pick<UserSummary, "id" | "name" | "isFollowed" | "followersCount">;
  size?: "xs" | "sm" | "md";
  /** Reads that follow from whom one follows, read again after the change. */
  stale?: readonly Stale[];
}

/** The follow button of one user, saving the change; nothing for visitors or on one's own card. */
export function FollowUserButton({ user, size, stale }: FollowUserButtonProps) {
  const { following, busy, toggle, available } = useFollowToggle(user, stale);
  if (!available) return null;
  return <FollowButton name={user.name} following={following} busy={busy} onToggle={() => void toggle()} size={size} />;
}
