import type { Document, Resource } from "@atelier/common/jsonapi";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { useApi } from "../../../../api/context.tsx";
import { apiKey } from "../../../../api/queries.ts";
import { toResourceDocument } from "../../../../api/store.ts";
import { ACCOUNT_API } from "../api/accountApi.ts";
import { type NotificationMatrix, type NotificationSetting, toMatrix, toSettings } from "../notificationMatrix.ts";

/** The header that carries the token of an e-mailed settings link in place of a session. */
export const SETTINGS_TOKEN_HEADER = "X-Settings-Token";

const { path, type } = ACCOUNT_API.notifications;

/**
 * The notification settings, read and saved with the session or, from an e-mail link, with its
 * settings token. A refused token is the link's problem, not a reason to send anyone to login.
 */
export function useNotificationSettings(token: string | null) {
  const api = useApi();
  const queryClient = useQueryClient();
  const options = useMemo(
    () => ({
      headers: token ? { [SETTINGS_TOKEN_HEADER]: token } : undefined,
      redirectOnForbidden: token === null,
    }),
    [token],
  );
  // The token itself stays out of the key; the key only tells the two ways of asking apart.
  const queryKey = useMemo(() => apiKey(path, { via: token ? "token" : "session" }), [token]);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<Document>(path, { ...options, signal }),
  });
  const matrix = useMemo((): NotificationMatrix | null => {
    const data = query.data?.data as Resource | null | undefined;
    if (!data) return null;
    const settings = data.attributes?.settings;
    return toMatrix(Array.isArray(settings) ? (settings as NotificationSetting[]) : []);
  }, [query.data]);

  const save = useCallback(
    async (next: NotificationMatrix) => {
      const body = toResourceDocument(type, { id: "me", attributes: { settings: toSettings(next) } });
      const reply = await api.patch<Document>(path, body, options);
      queryClient.setQueryData(queryKey, reply);
    },
    [api, options, queryClient, queryKey],
  );

  return { ...query, matrix, save };
}
