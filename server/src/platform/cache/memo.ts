/**
 * Keeps the result of a loader for `ttlMs` per key, in this process. Meant for small reference data
 * that every page asks for and that changes only with a deployment or an operator's edit, where
 * a few seconds of staleness across instances is acceptable. Concurrent misses share one load.
 */
export function memoize<K, V>(ttlMs: number, load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const entries = new Map<K, { value: Promise<V>; expiresAt: number }>();
  return (key: K) => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = load(key);
    entries.set(key, { value, expiresAt: now + ttlMs });
    // A failed load is not remembered: the next caller tries again.
    value.catch(() => entries.delete(key));
    return value;
  };
}
