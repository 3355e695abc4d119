import type { Document } from "@atelier/common/jsonapi";
import { MESSENGER_LIMITS } from "@atelier/common/messenger-limits";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { ApiClientError } from "../../../api/client.ts";
import { useApi, useStore } from "../../../api/context.tsx";
import { useResource, useStoreRead } from "../../../api/hooks.ts";
import { apiKey, documentQuery } from "../../../api/queries.ts";
import { type LiveFrame, useLiveFrames } from "../../../app/live/frames.ts";
import { MESSENGER_API } from "../api/messengerApi.ts";
import { MESSAGE_INCLUDE, type Message, PARTICIPATION_INCLUDE, type Participation } from "../types.ts";

const isGone = (error: unknown) => error instanceof ApiClientError && error.status === 404;

const idsOf = (document: Document | undefined) =>
  (Array.isArray(document?.data) ? document.data : []).map((r) => String(r.id));

const byTime = (a: Message, b: Message) => a.messageAt.localeCompare(b.messageAt) || Number(a.id) - Number(b.id);

/**
 * One of my conversations: the participation (opening it marks it read), its messages oldest first
 * with older pages put in front on demand, and what arrives live or is sent from here put behind.
 */
export function useConversation(participationId: string) {
  const api = useApi();
  const store = useStore();
  const queryClient = useQueryClient();
  const participationPath = MESSENGER_API.participation(participationId);
  const participation = useResource<Participation>(participationPath, { include: PARTICIPATION_INCLUDE });
  const messagesPath = MESSENGER_API.messages(participationId);
  const newest = useQuery(documentQuery(api, store, messagesPath));
  const [older, setOlder] = useState<{ ids: string[]; hasOlder: boolean | null }>({ ids: [], hasOlder: null });
  const [later, setLater] = useState<string[]>([]);
  const [loadingOlder, setLoadingOlder] = useState(false);

  const pageIds = idsOf(newest.data);
  const ids = [...new Set([...older.ids, ...pageIds, ...later])];
  const messages = useStoreRead(
    (s) =>
      s
        .denormalizeAll<Message>(
          ids.map((id) => ({ type: "messages", id })),
          { include: MESSAGE_INCLUDE },
        )
        .sort(byTime),
    [ids.join(",")],
  );
  const hasOlder = older.hasOlder ?? Boolean(newest.data?.meta?.has_older);

  const loadOlder = useCallback(async () => {
    const oldest = messages[0];
    if (!oldest || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const document = await api.get<Document>(messagesPath, {
        query: {
          "filter[with_message_at_before]": oldest.messageAt,
          "filter[with_message_id_before]": oldest.id,
          "page[size]": MESSENGER_LIMITS.messagesPageSize,
        },
      });
      store.merge(document);
      setOlder((o) => ({ ids: [...idsOf(document), ...o.ids], hasOlder: Boolean(document.meta?.has_older) }));
    } finally {
      setLoadingOlder(false);
    }
  }, [api, store, messagesPath, messages, loadingOlder]);

  /** A message sent from here, or arrived live, goes behind the others. */
  const append = useCallback((id: string) => setLater((ids) => (ids.includes(id) ? ids : [...ids, id])), []);

  useLiveFrames((frame: LiveFrame) => {
    // What a dropped socket missed, or a block or an account's change that moved who may see or write in it.
    if (frame.type === "resumed" || frame.type === "conversations_changed") {
      void queryClient.invalidateQueries({ queryKey: apiKey(messagesPath) });
      void queryClient.invalidateQueries({ queryKey: apiKey(participationPath) });
      return;
    }
    if (frame.type !== "message" || (frame.participation.data as { id: string }).id !== participationId) return;
    const message = frame.message.data as { id: string; attributes?: { is_mine?: boolean } };
    append(String(message.id));
    // Read where it is shown: opening the participation again marks it read and tells the writer.
    if (!message.attributes?.is_mine && document.visibilityState === "visible") {
      void queryClient.invalidateQueries({ queryKey: apiKey(participationPath) });
    }
  });

  return {
    participation: participation.data,
    participationQuery: participation,
    messages,
    loading: newest.isPending,
    failed: newest.isError || participation.isError,
    /** Not (or no longer) mine to see: it went, or a block hides it. */
    gone: isGone(participation.error) || isGone(newest.error),
    retry: () => {
      void newest.refetch();
      void participation.refetch();
    },
    hasOlder,
    loadingOlder,
    loadOlder,
    append,
  };
}
