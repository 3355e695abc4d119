import { OPPORTUNITY_ERROR_CODES } from "@atelier/common";
import { and, count, eq, type SQL } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import { newestFirst } from "../../db/order.ts";
import { pageTotal, totalOver } from "../../db/paging.ts";
import { bookmarks, opportunities } from "../../db/schema/index.ts";
import { errors } from "../../jsonapi/errors.ts";
import type { Viewer } from "../discovery/users/visibility.ts";
import { type OpportunityRow, visibleOpportunitiesFilter } from "../opportunities/policy.ts";
import type { BookmarkRow } from "./policy.ts";

/**
 * A page of the viewer's bookmarks, the latest first, of opportunities they may still read (one
 * since hidden from them drops out, and comes back with its bookmark), and how many there are: one
 * statement but past the end.
 */
export async function myBookmarks(
  db: Executor,
  viewer: NonNullable<Viewer>,
  page: { size: number; offset: number },
): Promise<{ rows: BookmarkRow[]; total: number }> {
  const where = and(eq(bookmarks.ownerId, viewer.id), visibleOpportunitiesFilter(viewer)) as SQL;
  const rows = await db
    .select({ bookmark: bookmarks, total: totalOver() })
    .from(bookmarks)
    .innerJoin(opportunities, eq(opportunities.id, bookmarks.opportunityId))
    .where(where)
    .orderBy(...newestFirst(bookmarks.createdAt, bookmarks.id))
    .limit(page.size)
    .offset(page.offset);
  const total = await pageTotal(rows, page.offset, async () => {
    const [all] = await db
      .select({ total: count() })
      .from(bookmarks)
      .innerJoin(opportunities, eq(opportunities.id, bookmarks.opportunityId))
      .where(where);
    return all.total;
  });
  return { rows: rows.map((row) => row.bookmark), total };
}

/** Saves an opportunity for the user, once (409 the second time). */
export async function saveOpportunity(db: Executor, userId: number, opportunity: OpportunityRow): Promise<BookmarkRow> {
  const [row] = await db
    .insert(bookmarks)
    .values({ ownerId: userId, bookmarkableType: "opportunity", opportunityId: opportunity.id })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    throw errors.conflict("You have saved this opportunity already.", {
      code: OPPORTUNITY_ERROR_CODES.alreadyBookmarked,
    });
  }
  return row;
}

/** Takes a bookmark back. */
export async function removeBookmark(db: Executor, row: BookmarkRow): Promise<void> {
  await db.delete(bookmarks).where(eq(bookmarks.id, row.id));
}
