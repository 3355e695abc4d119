import { CACHE_BUSTING_PARAM } from "@atelier/common/jsonapi";
import type { DatabaseHandle } from "../../db/connect.ts";
import { showsUser, withShownUsers } from "./request-scope.ts";

/**
 * The channel the database names changed users on (see notify_user_changed in db/sql/routines.sql),
 * and the showroom and the board as wholes (notify_showroom_changed, notify_board_changed).
 */
export const USER_CHANGED = "user_changed";

/**
 * What a reply that lists the showroom or the board shows beside its users: a notice naming either
 * drops it as one naming a user drops theirs. Numbers no user has, so they keep to the users'
 * bookkeeping.
 */
const SHOWROOM = -1;
const BOARD = -2;
const WHOLES = new Map([
  ["showroom", SHOWROOM],
  ["opportunities", BOARD],
]);

/** Notes that the reply being built lists the showroom: it goes with any change to a creation or to who is listed. */
export const showsShowroom = (): void => showsUser(SHOWROOM);

/** Notes that the reply being built lists the board: it goes with any change to an opportunity or its owner's visibility. */
export const showsBoard = (): void => showsUser(BOARD);

export interface VisitorCacheOptions {
  /** How many replies are kept; the least recently read make room. */
  entries: number;
  /**
   * The longest a reply is kept: memberships start and end with time rather than with a change,
   * and reference data (names of fields, places) changes without naming a user. Half the web
   * app's minute of fresh data, so that a kept page's data is still fresh when the browser gets it.
   */
  ttlMs: number;
}

export const VISITOR_CACHE_DEFAULTS: VisitorCacheOptions = { entries: 5000, ttlMs: 30_000 };

interface Entry {
  value: unknown;
  expires: number;
  users: readonly number[];
}

/** Where a build began: what it built is kept only if no user it shows changed since. */
export interface BuildMark {
  notices: number;
  epoch: number;
}

export interface VisitorCache {
  /** The reply kept under `key`, if any. */
  get(key: string): unknown;
  /** Marks the start of building a reply that `keep` may keep. */
  begin(): BuildMark;
  /**
   * Keeps a reply built since `mark`, showing `users`, unless one of them changed meanwhile: a
   * reply read before a change must not outlive its notice.
   */
  keep(key: string, value: unknown, users: Iterable<number>, mark: BuildMark): void;
  /** Drops what is kept of a user at once, as the database's notice naming them will on every instance. */
  forget(userId: number): void;
  /**
   * Keeps nothing until the returned release, which lets go of what was built meanwhile too: while
   * the first start's seed writes the demo world, every page shows it half done (platform/seeding).
   */
  holdBack(): () => void;
  /**
   * The build of `key` in flight, joined, else `build` started: when a kept reply goes, the requests
   * that arrive before it is kept again wait for one build instead of each making its own.
   */
  once<T>(key: string, build: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Replies as visitors (nobody signed in) get them, kept per instance until a user they show
 * changes: the database announces every change to what the users resource and a profile page show,
 * naming the users it concerns. Whether a visitor may see a user is asked anew on every request,
 * outside what is kept. While those notices may be missed (the listening connection is down)
 * nothing is kept or served.
 */
export function startVisitorCache(
  database: DatabaseHandle,
  options: VisitorCacheOptions = VISITOR_CACHE_DEFAULTS,
): VisitorCache {
  const entries = new Map<string, Entry>();
  const keysOf = new Map<number, Set<string>>();
  /** The number of the last notice for each user; a build kept after one it began before is dropped. */
  const lastNotice = new Map<number, number>();
  let notices = 0;
  /** Bumped when notices are let go or everything is forgotten: builds in flight are not kept. */
  let epoch = 0;
  let listening = false;
  let held = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const userId of entry.users) keysOf.get(userId)?.delete(key);
  };

  const forget = (userId: number) => {
    lastNotice.set(userId, ++notices);
    for (const key of keysOf.get(userId) ?? []) drop(key);
    keysOf.delete(userId);
  };

  const forgetAll = () => {
    entries.clear();
    keysOf.clear();
    epoch += 1;
  };

  const listener = database.listen(USER_CHANGED, {
    onNotify(payload) {
      const userId = WHOLES.get(payload) ?? Number(payload);
      if (Number.isSafeInteger(userId)) forget(userId);
    },
    onListening(now) {
      listening = now;
      forgetAll();
    },
  });

  function get(key: string): unknown {
    if (!listening) return undefined;
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      drop(key);
      return undefined;
    }
    // Read again: it moves to the end, the last to make room.
    entries.delete(key);
    entries.set(key, entry);
    return entry.value;
  }

  function store(key: string, value: unknown, users: readonly number[]): void {
    drop(key);
    entries.set(key, { value, expires: Date.now() + options.ttlMs, users });
    for (const userId of users) {
      const keys = keysOf.get(userId) ?? new Set<string>();
      keys.add(key);
      keysOf.set(userId, keys);
    }
    while (entries.size > options.entries) drop(entries.keys().next().value as string);
    if (lastNotice.size > options.entries * 4) {
      // Users nothing kept shows: a later notice for them finds nothing to drop anyway.
      lastNotice.clear();
      epoch += 1;
    }
  }

  const begin = (): BuildMark => ({ notices, epoch });

  const flights = new Map<string, Promise<unknown>>();
  function once<T>(key: string, build: () => Promise<T>): Promise<T> {
    const flying = flights.get(key) as Promise<T> | undefined;
    if (flying) return flying;
    const started = (async () => build())().finally(() => flights.delete(key));
    flights.set(key, started);
    return started;
  }

  function keep(key: string, value: unknown, users: Iterable<number>, mark: BuildMark): void {
    const shown = [...new Set(users)];
    const changedMeanwhile = shown.some((userId) => (lastNotice.get(userId) ?? 0) > mark.notices);
    if (listening && held === 0 && epoch === mark.epoch && !changedMeanwhile) store(key, value, shown);
  }

  function holdBack(): () => void {
    held += 1;
    forgetAll();
    return () => {
      held -= 1;
      forgetAll();
    };
  }

  return {
    get,
    begin,
    keep,
    forget,
    holdBack,
    once,
    close: () => listener.close(),
  };
}

/**
 * The address a read is kept under: its query without the web client's cache-busting `t`, which
 * differs on every call, and in one order, so that every client asking alike shares one copy.
 */
export function keptAddress(url: string): string {
  const at = url.indexOf("?");
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  params.delete(CACHE_BUSTING_PARAM);
  params.sort();
  const query = params.toString();
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}

/** What keptForVisitors keeps: the reply and the users it shows. */
interface KeptReply<T> {
  value: T;
  users: number[];
}

export interface KeptForVisitorsOptions<T> {
  /** Whether a reply may be kept; every reply by default. */
  keepable?: (value: T, users: readonly number[]) => boolean;
  /**
   * Whether requests for the same key wait for one build (the default). Not for a build that one
   * request may abort, such as a page its browser stops loading.
   */
  join?: boolean;
}

/**
 * The reply kept under `key`, else the one `build` makes (joined with the build in flight under
 * `key`, unless told not to), kept until a user it shows (as noted with showsUser while it was
 * built) changes, when `keepable` says it may be. Either way a page being rendered around the call
 * learns whom the reply shows, as if it had built it.
 */
export async function keptForVisitors<T>(
  cache: VisitorCache,
  key: string,
  build: () => Promise<T>,
  { keepable = () => true, join = true }: KeptForVisitorsOptions<T> = {},
): Promise<T> {
  const kept = cache.get(key) as KeptReply<T> | undefined;
  if (kept) {
    for (const userId of kept.users) showsUser(userId);
    return kept.value;
  }
  const keepBuilt = async () => {
    const mark = cache.begin();
    const built = await withShownUsers(build);
    if (keepable(built.result, built.shown)) {
      cache.keep(key, { value: built.result, users: built.shown } satisfies KeptReply<T>, built.shown, mark);
    }
    return built;
  };
  const { result, shown } = await (join ? cache.once(key, keepBuilt) : keepBuilt());
  for (const userId of shown) showsUser(userId);
  return result;
}
