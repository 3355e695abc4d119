import DataLoader from "dataloader";
import type { Executor } from "./connect.ts";

/**
 * A read whose loads, asked for on one database handle within one turn of the event loop, go out
 * together: requests served side by side share one statement, not one each, so the busier the
 * server, the fewer statements per request. Nothing is kept from one turn to the next: each turn
 * reads what stands then. A transaction is a handle of its own, so its loads stay within it.
 * `load` answers the keys in their order, duplicates included.
 */
export function turnBatched<K, V>(load: (db: Executor, keys: readonly K[]) => Promise<V[]>) {
  const loaders = new WeakMap<Executor, DataLoader<K, V>>();
  return (db: Executor, key: K): Promise<V> => {
    let loader = loaders.get(db);
    if (!loader) {
      loader = new DataLoader((keys) => load(db, keys), {
        cache: false,
        batchScheduleFn: (dispatch) => setImmediate(dispatch),
      });
      loaders.set(db, loader);
    }
    return loader.load(key);
  };
}
