import type { JsonApiStore } from "../../../api/store.ts";
import { toResourceDocument } from "../../../api/store.ts";
import { type Stale, useWrite } from "../../../api/useWrite.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { useSession } from "../../../app/session/session.ts";
import { alertActionFailure } from "../actionFailure.ts";
import { SOCIAL_API } from "../api/socialApi.ts";
import type { UserSummary } from "../types.ts";

/** Writes attributes of a user into the store, so every card and count showing that user follows. */
function setUserAttributes(store: JsonApiStore, id: string, attributes: Record<string, unknown>) {
  store.merge({ data: { type: "users", id, attributes } });
}

/**
 * Follow and unfollow, optimistic (DESIGN.md): the button and the follower count change at once,
 * and go back with an alert when the server refuses. `stale` names reads that follow from whom one
 * follows (the home's feed).
 */
export function useFollowToggle(
  user: Pick<UserSummary, "id" | "name" | "isFollowed" | "followersCount">,
  stale: readonly Stale[] = [],
) {
  const alerts = useAlerts();
  // A member still to come holds their controls until their standing is read.
  const { me, toCome, signedIn } = useSession();
  const following = user.isFollowed === true;
  const write = useWrite({
    // The follow's reply includes the followee with the server's count, which replaces the guess.
    send: (api) =>
      following
        ? api.delete(SOCIAL_API.following(user.id))
        : api.post(SOCIAL_API.followings, toResourceDocument("follows", { attributes: { targetId: user.id } })),
    stale,
    optimistic: (store) => {
      const step = following ? -1 : 1;
      const mine = me ? store.get("users", me.id)?.attributes.followings_count : undefined;
      const before = { is_followed: following, followers_count: user.followersCount };
      setUserAttributes(store, user.id, { is_followed: !following, followers_count: user.followersCount + step });
      if (me && typeof mine === "number") setUserAttributes(store, me.id, { followings_count: mine + step });
      return () => {
        setUserAttributes(store, user.id, before);
        if (me && typeof mine === "number") setUserAttributes(store, me.id, { followings_count: mine });
      };
    },
    onError: (error) =>
      alertActionFailure(
        alerts,
        error,
        following ? "connections.alerts.unfollowFailed" : "connections.alerts.followFailed",
        { name: user.name },
      ),
  });

  const toggle = async () => {
    if (write.busy || !me) return;
    await write.run();
  };

  return { following, busy: write.busy || toCome, toggle, available: signedIn && me?.id !== user.id };
}
