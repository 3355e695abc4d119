import type { LiveCounts } from "@atelier/common/live";
import type { AppRuntime } from "../runtime/runtime.ts";
import { announceLiveFrame } from "./frames.ts";

/** Close codes after which reconnecting cannot help: the session ended, or this user has too many sockets. */
const FINAL_CLOSES = new Set([4001, 4401, 4429]);
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

export interface LiveOptions {
  /** Called once a socket is ready again after a drop: what changed meanwhile was not pushed. */
  onResumed(): void;
}

type FrameSchemas = typeof import("@atelier/common/live");

/**
 * The frames' schemas (zod, and every resource a frame may carry) load with the first frame that
 * needs them, not with the socket: a page's first load seldom gets one, and should not parse them.
 */
let frameSchemas: Promise<FrameSchemas> | null = null;
const loadFrameSchemas = () => {
  frameSchemas ??= import("@atelier/common/live").catch((error: unknown) => {
    // A load that failed (a dropped connection, a chunk a deploy removed) is tried again by the next frame.
    frameSchemas = null;
    throw error;
  });
  return frameSchemas;
};

/**
 * The signed-in user's live channel (`/api/ws`): `counts` frames, and the counts a `message` frame
 * carries, update the `me` resource in the store, so the header's badges follow without a reload; the messenger's frames go to the screens
 * listening (`useLiveFrames`). A dropped socket reconnects, waiting
 * longer each time (with jitter, so a restarted server is not met by every client at once).
 * Returns the function that closes it for good.
 */
export function connectLive(runtime: AppRuntime, meId: string, options: LiveOptions): () => void {
  let socket: WebSocket | null = null;
  let retryMs = FIRST_RETRY_MS;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let dropped = false;
  // Frames are handled one after another, in the order they came, whenever the schemas are there.
  let handled: Promise<void> = Promise.resolve();

  const takeCounts = (counts: LiveCounts) =>
    runtime.store.merge({ data: { type: "me", id: meId, attributes: counts } });

  const handle = (live: FrameSchemas, frame: unknown) => {
    if (stopped) return;
    const counts = live.liveCountsFrameSchema.safeParse(frame);
    if (counts.success) {
      takeCounts(counts.data.data);
      return;
    }
    const messenger = live.liveMessengerFrameSchema.safeParse(frame);
    if (messenger.success) {
      if (messenger.data.type === "message" && messenger.data.counts) takeCounts(messenger.data.counts);
      announceLiveFrame(messenger.data);
    }
    const notification = live.liveNotificationFrameSchema.safeParse(frame);
    if (notification.success) announceLiveFrame(notification.data);
  };

  const open = () => {
    const url = new URL("/api/ws", window.location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    const current = new WebSocket(url);
    socket = current;
    current.onopen = () => {
      // The HttpOnly cookie authenticates the handshake; a token held in memory says it again.
      const token = runtime.token.get();
      if (token) current.send(JSON.stringify({ type: "auth", token }));
    };
    current.onmessage = (message) => {
      let frame: unknown;
      try {
        frame = JSON.parse(String(message.data));
      } catch {
        return;
      }
      if ((frame as { type?: unknown })?.type === "ready") {
        retryMs = FIRST_RETRY_MS;
        if (dropped) {
          options.onResumed();
          announceLiveFrame({ type: "resumed" });
        }
        dropped = false;
        return;
      }
      handled = handled.then(loadFrameSchemas).then(
        (live) => handle(live, frame),
        (error: unknown) => console.warn("A live frame could not be read:", error),
      );
    };
    current.onclose = (event) => {
      if (stopped || FINAL_CLOSES.has(event.code)) return;
      dropped = true;
      retry = setTimeout(open, retryMs / 2 + Math.random() * (retryMs / 2));
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(retry);
    socket?.close(1000);
  };
}
