import { useState } from "react";
import { useApi, useStore } from "../../../api/context.tsx";
import { toResourceDocument } from "../../../api/store.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { useMe } from "../../../app/session/session.ts";
import { alertActionFailure } from "../actionFailure.ts";
import { SOCIAL_API } from "../api/socialApi.ts";
import type { UserSummary } from "../types.ts";

/** Writes attributes of a user into the store, so every card and count showing that user follows. */
function setUserAttributes(store: ReturnType<typeof useStore>, id: string, attributes: Record<string, unknown>) {
  store.merge({ data: { type: "users", id, attributes } });
}

/**
 * Follow and unfollow, optimistic (DESIGN.md): the button and the follower count change at once,
 * and go back with an alert when the server refuses.
 */
export function useFollowToggle(user: Pick<UserSummary, "id" | "name" | "isFollowed" | "followersCount">) {
  const api = useApi();
  const store = useStore();
  const alerts = useAlerts();
  const me = useMe();
  const [busy, setBusy] = useState(false);
  const following = user.isFollowed === true;

  const toggle = async () => {
    if (busy || !me) return;
    setBusy(true);
    const step = following ? -1 : 1;
    const mine = store.get("users", me.id)?.attributes.followings_count;
    const before = { is_followed: following, followers_count: user.followersCount };
    setUserAttributes(store, user.id, { is_followed: !following, followers_count: user.followersCount + step });
    if (typeof mine === "number") setUserAttributes(store, me.id, { followings_count: mine + step });
    try {
      if (following) {
        await api.delete(SOCIAL_API.following(user.id));
      } else {
        // The reply includes the followee with the server's count, which replaces the guess.
        store.merge(
          await api.post(SOCIAL_API.followings, toResourceDocument("follows", { attributes: { targetId: user.id } })),
        );
      }
    } catch (error) {
      setUserAttributes(store, user.id, before);
      if (typeof mine === "number") setUserAttributes(store, me.id, { followings_count: mine });
      alertActionFailure(
        alerts,
        error,
        following ? "connections.alerts.unfollowFailed" : "connections.alerts.followFailed",
        {
          name: user.name,
        },
      );
    } finally {
      setBusy(false);
    }
  };

  return { following, busy, toggle, available: me !== null && me.id !== user.id };
}
