import { type BookmarkableType, OPPORTUNITY_ERROR_CODES } from "@atelier/common";
import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import { bookmarks } from "../../db/schema/index.ts";
import { errors } from "../../jsonapi/errors.ts";
import type { OpportunityRow } from "../opportunities/policy.ts";

/**
 * Who reads and writes bookmarks: each member their own alone; another's is a 404, like a missing
 * one. One saves an opportunity one may read (404 otherwise), never one's own, and each once.
 */

export type BookmarkRow = typeof bookmarks.$inferSelect;

/** The caller's own bookmark; missing or another's, a 404. */
export async function ownBookmark(db: Executor, id: number, userId: number): Promise<BookmarkRow> {
  const [row] = await db
    .select()
    .from(bookmarks)
    .where(and(eq(bookmarks.id, id), eq(bookmarks.ownerId, userId)));
  if (!row) throw errors.notFound("There is no such bookmark.");
  return row;
}

/** The caller's own bookmark of the thing named; none is a 404. */
export async function ownBookmarkOf(
  db: Executor,
  userId: number,
  type: BookmarkableType,
  opportunityId: number,
): Promise<BookmarkRow> {
  const [row] = await db
    .select()
    .from(bookmarks)
    .where(
      and(
        eq(bookmarks.ownerId, userId),
        eq(bookmarks.bookmarkableType, type),
        eq(bookmarks.opportunityId, opportunityId),
      ),
    );
  if (!row) throw errors.notFound("There is no such bookmark.");
  return row;
}

/** One's own opportunities are in one's manager already: they are not saved. */
export function requireBookmarkable(opportunity: OpportunityRow, userId: number): void {
  if (opportunity.ownerId === userId) {
    throw errors.invalid(
      "bookmarkableId",
      "You cannot save your own opportunity.",
      OPPORTUNITY_ERROR_CODES.ownOpportunity,
    );
  }
}
