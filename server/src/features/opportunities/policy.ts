import { OPPORTUNITY_ERROR_CODES, type OpportunityStatus } from "@atelier/common";
import { and, eq, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import { opportunities, users } from "../../db/schema/index.ts";
import { ApiError, errors } from "../../jsonapi/errors.ts";
import { type Viewer, visibleUsersFilter } from "../discovery/users/visibility.ts";

/**
 * Who reads and writes opportunities. Only drafts and published ones are stored; one is on the
 * board while published, not cancelled and before its expiry, and expired after, with no job to
 * flip it. Everyone who may see the owner sees their published ones, on the board or past it;
 * drafts are the owner's alone.
 */

export type OpportunityRow = typeof opportunities.$inferSelect;

/** On the board now: published, not cancelled, not past its date. */
export const onBoard = and(
  eq(opportunities.status, "published"),
  isNull(opportunities.cancelledAt),
  gt(opportunities.expiresAt, sql`now()`),
) as SQL;

/** Published once and off the board now: its date passed, or its owner cancelled it. */
export const offBoard = sql`(${opportunities.status} = 'published' and (${opportunities.cancelledAt} is not null or ${opportunities.expiresAt} <= now()))`;

/** The status as presented, as of now. */
export function statusOf(row: Pick<OpportunityRow, "status" | "cancelledAt" | "expiresAt">): OpportunityStatus {
  if (row.status === "drafted") return "drafted";
  if (row.cancelledAt !== null || (row.expiresAt !== null && row.expiresAt.getTime() <= Date.now())) return "expired";
  return "published";
}

/** The opportunities a viewer may see, as a condition on `opportunities`: published ones of owners they may see, and their own. */
export function visibleOpportunitiesFilter(viewer: Viewer): SQL {
  const ownerVisible = sql`exists (select 1 from ${users} where ${users.id} = ${opportunities.ownerId} and ${visibleUsersFilter(viewer)})`;
  const published = and(eq(opportunities.status, "published"), ownerVisible) as SQL;
  return viewer ? (or(eq(opportunities.ownerId, viewer.id), published) as SQL) : published;
}

/** What a request's key names: digits an id, anything else its slug (any case); null for neither. */
export function opportunityKeyOf(idOrSlug: string): SQL | null {
  if (/^\d{1,15}$/.test(idOrSlug)) return eq(opportunities.id, Number(idOrSlug));
  if (/^[A-Za-z0-9-]{1,200}$/.test(idOrSlug)) return sql`lower(${opportunities.slug}) = ${idOrSlug.toLowerCase()}`;
  return null;
}

/** An opportunity the viewer may see, by id or slug; anything else is a 404. */
export async function readableOpportunity(db: Executor, idOrSlug: string, viewer: Viewer): Promise<OpportunityRow> {
  const key = opportunityKeyOf(idOrSlug);
  if (!key) throw errors.notFound("There is no such opportunity.");
  const [row] = await db
    .select()
    .from(opportunities)
    .where(and(key, visibleOpportunitiesFilter(viewer)));
  if (!row) throw errors.notFound("There is no such opportunity.");
  return row;
}

/** The caller's own opportunity, locked for the rest of the transaction; missing or another's, a 404. */
export async function lockOwnOpportunity(tx: Executor, id: number, userId: number): Promise<OpportunityRow> {
  const [row] = await tx
    .select()
    .from(opportunities)
    .where(and(eq(opportunities.id, id), eq(opportunities.ownerId, userId)))
    .for("update");
  if (!row) throw errors.notFound("There is no such opportunity.");
  return row;
}

/** The caller's own opportunity to read; missing or another's, a 404. */
export async function ownOpportunity(db: Executor, id: number, userId: number): Promise<OpportunityRow> {
  const [row] = await db
    .select()
    .from(opportunities)
    .where(and(eq(opportunities.id, id), eq(opportunities.ownerId, userId)));
  if (!row) throw errors.notFound("There is no such opportunity.");
  return row;
}

const refusedApplication = (code: string, detail: string) =>
  new ApiError(422, [{ code, title: "Invalid application", detail, source: { pointer: "/data" } }]);

/** Applying to what is not on the board (expired, cancelled, a draft): nobody applies any more. */
export const offBoardRefusal = () =>
  refusedApplication(OPPORTUNITY_ERROR_CODES.offBoard, "This opportunity no longer takes applications.");

/** Who may apply to an opportunity they may read: anyone but its owner, while it is on the board. */
export function requireApplicable(row: OpportunityRow, applicantId: number): void {
  if (row.ownerId === applicantId) {
    throw refusedApplication(OPPORTUNITY_ERROR_CODES.ownOpportunity, "You cannot apply to your own opportunity.");
  }
  if (statusOf(row) !== "published") throw offBoardRefusal();
}
