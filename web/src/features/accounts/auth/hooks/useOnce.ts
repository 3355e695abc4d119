import { useEffect, useRef } from "react";

/**
 * Runs `action` once when the component first mounts, and never again for this instance, not even
 * when development's strict mode mounts it twice: a confirmation link or a new registration must
 * not be sent twice.
 */
export function useOnce(action: () => void): void {
  const done = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    latest.current();
  }, []);
}
