import { useEffect } from "react";
import { useRuntime } from "../runtime/runtime-context.tsx";
import { useMe, useReloadMe } from "../session/session.ts";

/**
 * Keeps the live channel open while someone is signed in, and closes it when they sign out; after a
 * drop the user is read again, as counts may have changed meanwhile. The socket's code loads only
 * then: a visitor's first page carries none of it.
 */
export function useLiveChannel(): void {
  const runtime = useRuntime();
  const meId = useMe()?.id;
  const reloadMe = useReloadMe();
  useEffect(() => {
    if (!meId) return;
    let stop: (() => void) | undefined;
    let ended = false;
    void import("./live-socket.ts").then(({ connectLive }) => {
      if (!ended) stop = connectLive(runtime, meId, { onResumed: () => void reloadMe() });
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [runtime, meId, reloadMe]);
}
