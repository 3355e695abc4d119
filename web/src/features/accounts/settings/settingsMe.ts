import type { GridColumns, MessagePermission, ProfileVisibility, SupportedLocale, Theme } from "@atelier/common/enums";
import { useCallback } from "react";
import { useApi, useStore } from "../../../api/context.tsx";
import { sendResource } from "../../../api/sendResource.ts";
import { useRuntime } from "../../../app/runtime-context.tsx";
import { ME_PATH, type Me, meQuery, useMe } from "../../../app/session.ts";

/** The attributes of `me` the settings read beyond what the rest of the app needs. */
export interface SettingsMe extends Me {
  locale: SupportedLocale;
  /** False for accounts that only sign in through Google or Facebook. */
  hasPassword: boolean;
  theme: Theme;
  gridColumns: GridColumns;
  profileVisibility: ProfileVisibility;
  messagePermission: MessagePermission;
}

/** The signed-in user with the settings' attributes; the settings pages are only reached signed in. */
export function useSettingsMe(): SettingsMe | null {
  return useMe() as SettingsMe | null;
}

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
