import type { Document } from "@atelier/common/jsonapi";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useApi, useStore } from "../../../api/context.tsx";
import { apiKey } from "../../../api/queries.ts";
import { useAlerts } from "../../../app/alerts/use-alerts.ts";
import { useMe } from "../../../app/session/session.ts";
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
  const api = useApi();
  const store = useStore();
  const queryClient = useQueryClient();
  const alerts = useAlerts();
  const me = useMe();
  const [busy, setBusy] = useState(false);
  const liked = item.isLiked === true;
  const kind = itemKindOf(item.type);
  const path = LIKE_API.item(kind, item.id);

  const setLike = (isLiked: boolean, likesCount: number) =>
    store.merge({ data: { type: item.type, id: item.id, attributes: { is_liked: isLiked, likes_count: likesCount } } });

  const toggle = async () => {
    if (busy || !me) return;
    setBusy(true);
    const before = item.likesCount;
    setLike(!liked, Math.max(0, before + (liked ? -1 : 1)));
    try {
      // A like's reply carries the item's count, which replaces the guess.
      const reply = liked ? await api.delete<Document | null>(path) : await api.patch<Document | null>(path);
      const count = reply?.meta?.likes_count;
      if (typeof count === "number") setLike(!liked, count);
      void queryClient.invalidateQueries({ queryKey: apiKey(path) });
      void queryClient.invalidateQueries({ queryKey: apiKey(LIKE_API.mine) });
    } catch (error) {
      setLike(liked, before);
      alertActionFailure(alerts, error, liked ? "showroom.like.unlikeFailed" : "showroom.like.likeFailed", {
        title: item.title,
      });
    } finally {
      setBusy(false);
    }
  };

  return { liked, busy, toggle, signedIn: me !== null, mine: item.isMine === true };
}
