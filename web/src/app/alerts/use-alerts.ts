import { useRuntime } from "../runtime/runtime-context.tsx";
import type { AlertsStore } from "./alerts-store.ts";

/** The alert list, to add or close alerts from a component. */
export function useAlerts(): AlertsStore {
  return useRuntime().alerts;
}
