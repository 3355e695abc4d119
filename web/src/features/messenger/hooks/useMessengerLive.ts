import type { MessengerFolder } from "@atelier/common/enums";
import { useQueryClient } from "@tanstack/react-query";
import { useStore } from "../../../api/context.tsx";
import { useLiveFrames } from "../../../app/live/frames.ts";
import { applyLiveFrame } from "../liveStore.ts";
import { conversationsKey } from "./useConversationList.ts";

const FOLDERS: readonly MessengerFolder[] = ["inbox", "requests"];

/**
 * Keeps the messenger's screens live: every frame goes into the store, and a conversation the
 * lists do not hold yet (or whatever a dropped socket missed) has the lists read again.
 */
export function useMessengerLive(): void {
  const store = useStore();
  const queryClient = useQueryClient();
  useLiveFrames((frame) => {
    if (!applyLiveFrame(store, frame).newConversation) return;
    for (const folder of FOLDERS) void queryClient.invalidateQueries({ queryKey: conversationsKey(folder) });
  });
}
