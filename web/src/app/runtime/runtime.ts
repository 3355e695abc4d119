import { QueryClient } from "@tanstack/react-query";
import { type ApiClient, ApiClientError, type ApiClientOptions, createApiClient } from "../../api/client.ts";
import { JsonApiStore } from "../../api/store.ts";
import { AlertsStore } from "../alerts/alerts-store.ts";
import { pinStartQueries } from "./start-paths.ts";

/** The session token the client holds after a login reply; the HttpOnly cookie travels on its own. */
export interface TokenHolder {
  get(): string | null;
  set(token: string | null): void;
}

/** Everything one browser page (or one server render) shares: API client, caches, alerts. */
export interface AppRuntime {
  api: ApiClient;
  store: JsonApiStore;
  queryClient: QueryClient;
  alerts: AlertsStore;
  token: TokenHolder;
}

// Replies are cached for a minute: hydrated start data must not be fetched again on the first render.
const STALE_TIME = 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME,
        // Only what may pass on a second try: a dropped connection or a server fault, once.
        retry: (count, error) =>
          count < 1 && error instanceof ApiClientError && (error.kind === "network" || error.kind === "server"),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export function createTokenHolder(): TokenHolder {
  let token: string | null = null;
  return {
    get: () => token,
    set: (value) => {
      token = value;
    },
  };
}

export function createRuntime(options: Omit<ApiClientOptions, "token">): AppRuntime {
  const token = createTokenHolder();
  const queryClient = createQueryClient();
  pinStartQueries(queryClient);
  return {
    api: createApiClient({ ...options, token: token.get }),
    store: new JsonApiStore(),
    queryClient,
    alerts: new AlertsStore(),
    token,
  };
}
