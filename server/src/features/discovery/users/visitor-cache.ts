import type { DatabaseHandle } from "../../../db/connect.ts";

/** The channel the database names changed users on (see notify_user_changed in db/sql/routines.sql). */
export const USER_CHANGED = "user_changed";

export interface VisitorCacheOptions {
  /** How many documents are kept; the least recently read make room. */
  entries: number;
  /** The longest a document is kept: memberships start and end with time, not with a change. */
  ttlMs: number;
}

export const VISITOR_CACHE_DEFAULTS: VisitorCacheOptions = { entries: 5000, ttlMs: 60_000 };

interface Entry {
  value: unknown;
  expires: number;
}

export interface VisitorCache {
  /** The document kept for the user in this variant (language, includes), if any. */
  get(userId: number, variant: string): unknown;
  /**
   * Builds the document when none is kept, and keeps it unless the user changed meanwhile: a
   * document read before a change committed must not outlive the change's notice.
   */
  read<T>(userId: number, variant: string, build: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * The users resource as visitors (nobody signed in) see it, kept per instance. Whether a visitor may
 * see the user is asked of the database on every request; what is kept is the rest, which the
 * database announces as changed for the users it concerns. While those notices may be missed (the
 * listening connection is down) nothing is kept or served.
 */
export function startVisitorCache(
  database: DatabaseHandle,
  options: VisitorCacheOptions = VISITOR_CACHE_DEFAULTS,
): VisitorCache {
  const entries = new Map<string, Entry>();
  const keysOf = new Map<number, Set<string>>();
  /** Bumped with every notice for the user: a build that started before it is not kept. */
  const generations = new Map<number, number>();
  /** Bumped when generations are let go or everything is forgotten: builds in flight are not kept. */
  let epoch = 0;
  let listening = false;

  const forget = (userId: number) => {
    generations.set(userId, (generations.get(userId) ?? 0) + 1);
    for (const key of keysOf.get(userId) ?? []) entries.delete(key);
    keysOf.delete(userId);
  };
  const forgetAll = () => {
    entries.clear();
    keysOf.clear();
    epoch += 1;
  };

  const listener = database.listen(USER_CHANGED, {
    onNotify(payload) {
      const userId = Number(payload);
      if (Number.isSafeInteger(userId)) forget(userId);
    },
    onListening(now) {
      listening = now;
      forgetAll();
    },
  });

  const keyOf = (userId: number, variant: string) => `${userId}|${variant}`;

  function get(userId: number, variant: string): unknown {
    if (!listening) return undefined;
    const key = keyOf(userId, variant);
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    // Read again: it moves to the end, the last to make room.
    entries.delete(key);
    entries.set(key, entry);
    return entry.value;
  }

  function keep(userId: number, variant: string, value: unknown): void {
    const key = keyOf(userId, variant);
    entries.set(key, { value, expires: Date.now() + options.ttlMs });
    const keys = keysOf.get(userId) ?? new Set<string>();
    keys.add(key);
    keysOf.set(userId, keys);
    while (entries.size > options.entries) {
      const oldest = entries.keys().next().value as string;
      entries.delete(oldest);
      const owner = Number(oldest.slice(0, oldest.indexOf("|")));
      keysOf.get(owner)?.delete(oldest);
    }
    if (generations.size > options.entries * 4) {
      // Users nobody reads any more: a later notice for them finds nothing to forget anyway.
      for (const id of generations.keys()) if (!keysOf.has(id)) generations.delete(id);
      epoch += 1;
    }
  }

  return {
    get,
    async read(userId, variant, build) {
      const kept = get(userId, variant);
      if (kept !== undefined) return kept as Awaited<ReturnType<typeof build>>;
      const started = { generation: generations.get(userId) ?? 0, epoch };
      const value = await build();
      if (listening && epoch === started.epoch && (generations.get(userId) ?? 0) === started.generation) {
        keep(userId, variant, value);
      }
      return value;
    },
    close: () => listener.close(),
  };
}
