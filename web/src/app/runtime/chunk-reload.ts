const RELOADED_AT = "atelier:chunk-reload-at";
// A second failure this soon after a reload is not a stale deployment: reloading again would loop.
const RELOAD_GUARD_MS = 60_000;

export interface ChunkReloadEnvironment {
  /** Null where the browser refuses storage (privacy settings): then no reload can be guarded. */
  storage: () => Pick<Storage, "getItem" | "setItem"> | null;
  now: () => number;
  reload: () => void;
  warn: (message: string, detail: unknown) => void;
}

export type ChunkErrorHandler = (detail: unknown) => boolean;

/**
 * A page chunk failed to load, usually because a deployment replaced it: reload once to get the new
 * ones. The time of the reload is kept for the tab, so that a chunk still failing after it (a
 * broken deployment) is left to the error page instead of reloading in a loop. The returned handler
 * tells whether it took care of the failure: a reload it started, or one already under way, during
 * which further failures of the leaving page are not errors worth showing.
 */
export function createChunkErrorHandler(env: ChunkReloadEnvironment): ChunkErrorHandler {
  let reloading = false;
  return (detail) => {
    if (reloading) return true;
    let storage: ReturnType<ChunkReloadEnvironment["storage"]>;
    try {
      storage = env.storage();
      const last = Number(storage?.getItem(RELOADED_AT));
      if (!storage || (last > 0 && env.now() - last < RELOAD_GUARD_MS)) return false;
      storage.setItem(RELOADED_AT, String(env.now()));
    } catch {
      // Storage that throws cannot remember the reload either.
      return false;
    }
    reloading = true;
    env.warn("A page chunk failed to load (probably a new deployment); reloading the page once.", detail);
    env.reload();
    return true;
  };
}

function sessionStorageIfAllowed(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Listens for Vite's failed dynamic imports in the browser. */
export function installChunkReload(): void {
  const handle = createChunkErrorHandler({
    storage: sessionStorageIfAllowed,
    now: Date.now,
    reload: () => window.location.reload(),
    warn: (message, detail) => console.warn(message, detail),
  });
  window.addEventListener("vite:preloadError", (event) => {
    if (handle((event as Event & { payload?: unknown }).payload)) event.preventDefault();
  });
}
