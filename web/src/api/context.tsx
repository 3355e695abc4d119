import { createContext, type ReactNode, useContext } from "react";
import type { ApiClient } from "./client.ts";
import type { JsonApiStore } from "./store.ts";

export interface ApiContextValue {
  api: ApiClient;
  store: JsonApiStore;
}

const ApiContext = createContext<ApiContextValue | null>(null);

export function ApiProvider({ value, children }: { value: ApiContextValue; children: ReactNode }) {
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

function useApiContext(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error("useApi and useStore need an ApiProvider above them.");
  return value;
}

export const useApi = (): ApiClient => useApiContext().api;
export const useStore = (): JsonApiStore => useApiContext().store;
