import type { LiveMessengerFrame, LiveNotificationFrame } from "@atelier/common/live";
import { useEffect, useRef } from "react";

/**
 * What the live channel brings besides counts: the messenger's and the notifications' frames, and `resumed` once a dropped
 * socket is back, after which whoever shows live data reads what it missed.
 */
export type LiveFrame = LiveMessengerFrame | LiveNotificationFrame | { type: "resumed" };

const listeners = new Set<(frame: LiveFrame) => void>();

/** Hands a frame to every screen listening. */
export function announceLiveFrame(frame: LiveFrame): void {
  for (const listener of listeners) listener(frame);
}

/** Calls `listener` with every live frame while the component is mounted; the latest listener is called. */
export function useLiveFrames(listener: (frame: LiveFrame) => void): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    const call = (frame: LiveFrame) => latest.current(frame);
    listeners.add(call);
    return () => {
      listeners.delete(call);
    };
  }, []);
}
