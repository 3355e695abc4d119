import { useCallback } from "react";
import { useApi, useStore } from "../../../api/context.tsx";
import { sendResource } from "../../../api/sendResource.ts";
import { useRuntime } from "../../../app/runtime/runtime-context.tsx";
import { ME_PATH } from "../../../app/runtime/start-paths.ts";
import { meQuery } from "../../../app/session/session.ts";

/** PATCH /v1/me; the reply updates the user everywhere it is shown. */
export function useUpdateMe() {
  const api = useApi();
  const store = useStore();
  return useCallback(
    (attributes: Record<string, unknown>) => sendResource({ api, store }, "PATCH", ME_PATH, "me", { attributes }),
    [api, store],
  );
}

/** Loads the user again, after a change whose reply is not the user (a first password). */
export function useReloadMe() {
  const runtime = useRuntime();
  return useCallback(
    () => runtime.queryClient.fetchQuery({ ...meQuery(runtime), staleTime: 0 }).then(() => undefined),
    [runtime],
  );
}
