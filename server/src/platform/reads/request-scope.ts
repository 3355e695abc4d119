import { AsyncLocalStorage } from "node:async_hooks";
import DataLoader from "dataloader";

/**
 * What one server-rendered page has already loaded across the API calls it makes in process: each
 * loader is made once per scope, so rows are read once and loads made side by side by the page's
 * calls go out as one statement. Only pages open a scope, and pages only read. React's server
 * renderer keeps its own AsyncLocalStorage per render, so a page pays nothing more for this one;
 * plain API requests open none and keep their promises free of context tracking.
 */
interface Scope {
  loaders: Map<string, unknown>;
  /** The users what runs in the scope showed (see showsUser). */
  shown: Set<number>;
}

const current = new AsyncLocalStorage<Scope>();

const newScope = (): Scope => ({ loaders: new Map(), shown: new Set() });

/** Runs `work` in a fresh scope, unless it already runs in one. */
export function withReadScope<T>(work: () => T): T {
  return current.getStore() ? work() : current.run(newScope(), work);
}

/**
 * A batching loader by `name`: within a page's scope, one shared by all of the page's calls, whose
 * batches wait for the event loop's turn to end (the calls' loads arrive within one turn, not one
 * tick); outside a scope, a loader of the caller's own.
 */
export function scopedLoader<K, V>(
  name: string,
  load: (keys: readonly K[]) => Promise<V[]>,
  cacheKeyFn?: (key: K) => unknown,
): DataLoader<K, V> {
  const scope = current.getStore();
  if (!scope) return new DataLoader(load, { cacheKeyFn });
  let loader = scope.loaders.get(name) as DataLoader<K, V> | undefined;
  if (!loader) {
    loader = new DataLoader(load, { cacheKeyFn, batchScheduleFn: (dispatch) => setImmediate(dispatch) });
    scope.loaders.set(name, loader);
  }
  return loader;
}

/** Notes that the page being rendered shows this user: a visitor's copy of the page goes when they change. */
export function showsUser(userId: number): void {
  current.getStore()?.shown.add(userId);
}

/**
 * Runs `work` in a scope of its own and tells which users it showed. Inside a page's scope it
 * shares the page's loaders; the users it shows are its own to tell.
 */
export async function withShownUsers<T>(work: () => Promise<T>): Promise<{ result: T; shown: number[] }> {
  const scope: Scope = { loaders: current.getStore()?.loaders ?? new Map(), shown: new Set() };
  const result = await current.run(scope, work);
  return { result, shown: [...scope.shown] };
}
