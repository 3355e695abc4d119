import { useState } from "react";
import { useRuntime } from "../../../app/runtime-context.tsx";
import type { Seed } from "../api/profileQueries.ts";

/**
 * Puts the replies the server rendered with into the browser's caches during the first render,
 * before any component below reads them, so hydration shows what the server showed. A reply the
 * cache holds already (a newer one after an edit) is kept.
 */
export function useSeeds(seeds: readonly Seed[]): void {
  const runtime = useRuntime();
  useState(() => {
    for (const { queryKey, document } of seeds) {
      if (runtime.queryClient.getQueryData(queryKey) !== undefined) continue;
      runtime.store.merge(document);
      runtime.queryClient.setQueryData(queryKey, document);
    }
    return null;
  });
}
