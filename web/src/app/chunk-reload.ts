const RELOADED_AT = "atelier:chunk-reload-at";
// A second failure this soon after a reload is not a stale deployment: reloading again would loop.
const RELOAD_GUARD_MS = 60_000;

export interface ChunkReloadEnvironment {
  storage: Pick<Storage, "getItem" | "setItem">;
  now: () => number;
  reload: () => void;
  warn: (message: string, detail: unknown) => void;
}

/**
 * A page chunk failed to load, usually because a deployment replaced it: reload once to get the new
 * ones. Returns whether the page reloads.
 */
export function reloadAfterChunkError(env: ChunkReloadEnvironment, detail: unknown): boolean {
  const last = Number(env.storage.getItem(RELOADED_AT));
  if (Number.isFinite(last) && last > 0 && env.now() - last < RELOAD_GUARD_MS) return false;
  env.storage.setItem(RELOADED_AT, String(env.now()));
  env.warn("A page chunk failed to load (probably a new deployment); reloading the page once.", detail);
  env.reload();
  return true;
}

/** Listens for Vite's failed dynamic imports in the browser. */
export function installChunkReload(): void {
  window.addEventListener("vite:preloadError", (event) => {
    const env: ChunkReloadEnvironment = {
      storage: window.sessionStorage,
      now: Date.now,
      reload: () => window.location.reload(),
      warn: (message, detail) => console.warn(message, detail),
    };
    if (reloadAfterChunkError(env, (event as Event & { payload?: unknown }).payload)) event.preventDefault();
  });
}
