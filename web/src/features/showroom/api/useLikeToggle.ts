import type { Document } from "@atelier/common/jsonapi";
import { useStore } from "../../../api/context.tsx";
import { useWrite } from "../../../api/useWrite.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { useSession } from "../../../app/session/session.ts";
import { alertActionFailure } from "../../social/actionFailure.ts";
import type { Item } from "../types.ts";
import { itemKindOf, LIKE_API } from "./showroomApi.ts";

type Likeable = Pick<Item, "id" | "type" | "title" | "likesCount" | "isLiked" | "isMine">;

/**
 * Like and unlike, optimistic (DESIGN.md): the heart and the count change at once in every card
 * and page showing the item, and go back with an alert when the server refuses. Afterwards the
 * likers and my likes are read again.
 */
export function useLikeToggle(item: Likeable) {
  const store = useStore();
  const alerts = useAlerts();
  // A member still to come holds their controls until their standing is read.
  const { me, toCome, signedIn } = useSession();
  const liked = item.isLiked === true;
  const path = LIKE_API.item(itemKindOf(item.type), item.id);

  const setLike = (isLiked: boolean, likesCount: number) =>
    store.merge({ data: { type: item.type, id: item.id, attributes: { is_liked: isLiked, likes_count: likesCount } } });

  const write = useWrite<void, Document | null>({
    send: (api) => (liked ? api.delete<Document | null>(path) : api.patch<Document | null>(path)),
    optimistic: () => {
      const before = item.likesCount;
      setLike(!liked, Math.max(0, before + (liked ? -1 : 1)));
      return () => setLike(liked, before);
    },
    // A like's reply carries the item's count, which replaces the guess.
    onSuccess: (reply) => {
      const count = reply?.meta?.likes_count;
      if (typeof count === "number") setLike(!liked, count);
    },
    stale: [path, LIKE_API.mine],
    onError: (error) =>
      alertActionFailure(alerts, error, liked ? "showroom.like.unlikeFailed" : "showroom.like.likeFailed", {
        title: item.title,
      }),
  });

  const toggle = async () => {
    if (write.busy || !me) return;
    await write.run();
  };

  return { liked, busy: write.busy || toCome, toggle, signedIn, mine: item.isMine === true };
}
