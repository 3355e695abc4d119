import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { ScrollController } from "./scroll-controller.ts";
import { type ScrollTarget, scrollTarget } from "./scroll-target.ts";

const STORAGE_KEY = "atelier:scroll-positions";
const KEPT_POSITIONS = 100;

let controller: ScrollController | null = null;

function performScroll(target: ScrollTarget): void {
  const element = target.kind === "hash" ? document.getElementById(target.id) : null;
  if (element) element.scrollIntoView();
  else window.scrollTo(0, target.kind === "position" ? target.top : 0);
}

function scrollController(): ScrollController {
  controller ??= new ScrollController(performScroll);
  return controller;
}

/** A page calls this to scroll now that its content is there. */
export function triggerScroll(): void {
  controller?.trigger();
}

/**
 * Holds the navigation's scroll while `ready` is false and fires it once the page's content has
 * loaded. Pages that load nothing need not call it: the scroll then fires after 400 ms.
 */
export function useScrollTrigger(ready: boolean): void {
  useEffect(() => {
    if (!controller) return;
    if (ready) {
      controller.trigger();
      return;
    }
    return controller.hold();
  }, [ready]);
}

function readPositions(): Map<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "[]");
    return new Map(Array.isArray(stored) ? (stored as [string, number][]) : []);
  } catch {
    return new Map();
  }
}

function writePositions(positions: Map<string, number>): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-KEPT_POSITIONS)));
  } catch {
    // Storage full or disabled: back/forward then scroll to the top instead.
  }
}

/** Scroll after each navigation (spec 000 section 2): saved position, else hash target, else top. */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number> | null>(null);
  const entry = `${location.key}:${location.pathname}`;
  const current = useRef(entry);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    current.current = entry;
    scrollController().navigated(
      scrollTarget({ navigationType, saved: positions.current.get(entry), hash: location.hash }),
    );
  }, [entry, navigationType, location.hash]);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    let frame = 0;
    const record = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        positions.current ??= readPositions();
        const map = positions.current;
        map.delete(current.current);
        map.set(current.current, window.scrollY);
      });
    };
    const persist = () => positions.current && writePositions(positions.current);
    window.addEventListener("scroll", record, { passive: true });
    window.addEventListener("pagehide", persist);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", record);
      window.removeEventListener("pagehide", persist);
      persist();
      controller?.dispose();
    };
  }, []);

  return null;
}
