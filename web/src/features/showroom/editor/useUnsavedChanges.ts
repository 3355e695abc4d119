import { useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { editorKeyOf } from "./editorRoute.ts";

/**
 * Holds back leaving the page while `dirty`: a move inside the app waits for the person's answer
 * (the blocker's `proceed` or `reset`), closing or reloading the tab asks through the browser.
 * `allowLeaving` lets a move the page makes itself (after deleting) through at once; the move of a
 * new item's page to its draft's address keeps the editor (editorKeyOf), so it leaves nothing.
 */
export function useUnsavedChanges(dirty: boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !allowed.current &&
      currentLocation.pathname !== nextLocation.pathname &&
      editorKeyOf(currentLocation) !== editorKeyOf(nextLocation),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when a value is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const allowLeaving = useCallback(() => {
    allowed.current = true;
  }, []);

  return { blocker, allowLeaving };
}
