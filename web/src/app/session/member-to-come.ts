import type { Document } from "@atelier/common/jsonapi";
import { STANDING_MAX_IDS, STANDING_PATH, STANDING_TYPES } from "@atelier/common/standing";
import type { AppRuntime } from "../runtime/runtime.ts";
import { ME_PATH } from "../runtime/start-paths.ts";
import { ME_INCLUDE, type Me, memberToCome, meQuery, NOBODY, readMe } from "./session.ts";

/**
 * The query of the member's standing toward everything the page holds: the users, items and
 * opportunities in the store, which a page kept for all members drew as any member sees them.
 */
function standingQuery(runtime: Pick<AppRuntime, "store">): Record<string, string> | null {
  const query: Record<string, string> = {};
  for (const type of STANDING_TYPES) {
    const ids = runtime.store.idsOf(type).slice(0, STANDING_MAX_IDS);
    if (ids.length > 0) query[`filter[${type}]`] = ids.join(",");
  }
  return Object.keys(query).length > 0 ? query : null;
}

const arrivals = new WeakMap<AppRuntime["queryClient"], Promise<Me | null>>();

/**
 * The member on a page kept for all members, read once after paint with their standing toward
 * what the page shows (in parallel: two small reads); the standing is laid over the store before
 * the member is set, so no control of theirs is ever live with any member's standing. Resolves at
 * once where the page already knew who reads it; a session gone meanwhile leaves nobody signed in.
 */
export function settledMe(runtime: AppRuntime): Promise<Me | null> {
  if (!memberToCome(runtime)) return Promise.resolve(readMe(runtime));
  let arrival = arrivals.get(runtime.queryClient);
  if (!arrival) {
    const query = standingQuery(runtime);
    const options = { redirectOnForbidden: false } as const;
    arrival = Promise.all([
      runtime.api.get<Document>(ME_PATH, { query: { include: ME_INCLUDE.join(",") }, ...options }),
      query ? runtime.api.get<Document>(STANDING_PATH, { query, ...options }) : null,
    ]).then(
      ([me, standing]) => {
        runtime.store.holdDrawn();
        runtime.store.merge(standing);
        runtime.store.merge(me);
        runtime.queryClient.setQueryData(meQuery(runtime).queryKey, me);
        return readMe(runtime);
      },
      () => {
        runtime.store.holdDrawn();
        runtime.queryClient.setQueryData(meQuery(runtime).queryKey, NOBODY);
        return null;
      },
    );
    arrivals.set(runtime.queryClient, arrival);
  }
  return arrival;
}
