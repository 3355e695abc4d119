import { useEffect } from "react";
import { useRuntime } from "../runtime/runtime-context.tsx";
import { memberToCome } from "./session.ts";

/**
 * Reads the member to come once the page has hydrated (settledMe, whose code loads only then: most
 * pages know their reader).
 */
export function useMemberArrival(): void {
  const runtime = useRuntime();
  useEffect(() => {
    if (memberToCome(runtime)) void import("./member-to-come.ts").then(({ settledMe }) => settledMe(runtime));
  }, [runtime]);
}
