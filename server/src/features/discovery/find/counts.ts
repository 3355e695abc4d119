import type { FindScope } from "@atelier/common";
import { and, count, inArray, type SQL } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Executor } from "../../../db/connect.ts";
import { userFacets } from "../../../db/schema/index.ts";
import type { Viewer } from "../users/visibility.ts";

/**
 * Up to this many matches a find list counts exactly, in the statement that reads its page, so
 * that its count and its pages agree under concurrent inserts. A longer list (a popular field,
 * no filter at all: tens of thousands) is counted apart on the narrow facets and its count kept a
 * while: nobody pages to its end, and counting it exactly on every request would cost more than
 * everything else the request does.
 */
export const EXACT_COUNT_UP_TO = 200;

/** How long a long list's count is kept: its last page may be this late in showing a newcomer. */
export const LONG_COUNT_KEPT_MS = 60_000;

/**
 * What a long list's count includes: the listed members of the role that a visitor, or any member,
 * may see. It does not look at one viewer's blocks and connections, so one count serves everyone
 * and tells nobody anything of another's; a few more or fewer hardly move the page count.
 */
function seenBy(viewer: Viewer): SQL {
  return inArray(userFacets.profileVisibility, viewer ? ["everyone", "members"] : ["everyone"]);
}

export interface LongCounts {
  /** The count of a long list, kept under `key` (the scope and its filters) for LONG_COUNT_KEPT_MS. */
  read(db: Executor, key: string, viewer: Viewer, where: { role: SQL; filters: SQL | undefined }): Promise<number>;
}

/** One per process: the counts of the long lists asked for recently, the least read making room. */
export function longCounts(entries = 1000): LongCounts {
  const kept = new LRUCache<string, Promise<number>>({ max: entries, ttl: LONG_COUNT_KEPT_MS });
  return {
    read(db, key, viewer, where) {
      const keyed = `${viewer ? "member" : "visitor"}:${key}`;
      const hit = kept.get(keyed);
      if (hit) return hit;
      // Concurrent requests for the same list share one count; a failed one is not kept.
      const counting = db
        .select({ total: count() })
        .from(userFacets)
        .where(and(where.role, seenBy(viewer), where.filters))
        .then(([row]) => row.total);
      kept.set(keyed, counting);
      counting.catch(() => kept.delete(keyed));
      return counting;
    },
  };
}

/** The key of a list's count: what it lists, whatever the page or order. */
export const countKey = (scope: FindScope, parts: unknown): string => `${scope}:${JSON.stringify(parts)}`;
