import type { Resource } from "@atelier/common/jsonapi";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useApi, useStore } from "../../../../api/context.tsx";
import { useResource } from "../../../../api/hooks.ts";
import { apiKey } from "../../../../api/queries.ts";
import { sendResource } from "../../../../api/sendResource.ts";

/**
 * One settings resource of the signed-in user (the address, the privacy choices…): read through
 * the store, and saved with PATCH, whose reply replaces what the page shows.
 */
export function useSettingsResource<T extends object>(path: string, type: string) {
  const api = useApi();
  const store = useStore();
  const queryClient = useQueryClient();
  const query = useResource<T & { id: string }>(path);
  const id = query.data?.id;

  const save = useCallback(
    async (attributes: Record<string, unknown>) => {
      const reply = await sendResource({ api, store }, "PATCH", path, type, { id, attributes });
      queryClient.setQueryData(apiKey(path, {}), reply);
      return (reply?.data ?? null) as Resource | null;
    },
    [api, store, queryClient, path, type, id],
  );

  return { ...query, save };
}
