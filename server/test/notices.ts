import { expect, vi } from "vitest";
import type { TestContext } from "./context.ts";

/** A user id nobody has, nor the wholes kept replies show (the showroom, the board): a marker notice under it drops nothing a reply shows. */
const MARKER = -99;
let markers = 0;

/**
 * Waits until the visitor cache has heard every notice of what was committed before the call: a
 * marker notice sent afterwards arrives after them (notices are delivered in commit order), so once
 * the reply kept under the marker is gone, a kept reply still there was not dropped by any of them.
 */
export async function noticesHeard(ctx: Pick<TestContext, "deps" | "database">): Promise<void> {
  const cache = ctx.deps.visitorCache;
  const key = `notice-marker:${++markers}`;
  cache.keep(key, true, [MARKER], cache.begin());
  await ctx.database.exec(`select pg_notify('user_changed', '${MARKER}')`);
  await vi.waitFor(() => expect(cache.get(key)).toBeUndefined());
}
