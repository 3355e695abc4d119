import { OPPORTUNITY_ERROR_CODES, OPPORTUNITY_LIMITS, VALIDATION_ERROR_CODES } from "@atelier/common";
import { and, count, eq } from "drizzle-orm";
import { opportunityAddenda } from "../../../db/schema/index.ts";
import { ApiError, errors } from "../../../jsonapi/errors.ts";
import type { AppDeps } from "../../../platform/deps.ts";
import { lockOwnOpportunity } from "../policy.ts";

type AddendumRow = typeof opportunityAddenda.$inferSelect;

const notPublished = () =>
  new ApiError(422, [
    {
      code: OPPORTUNITY_ERROR_CODES.notPublished,
      title: "Invalid attribute",
      detail: "Addenda are for a published opportunity: change the draft itself, or publish it first.",
      source: { pointer: "/data" },
    },
  ]);

/**
 * Adds a note beneath one of the user's opportunities, once it is published (a draft is still
 * changed itself), up to the limit of addenda an opportunity holds.
 */
export async function addAddendum(
  deps: Pick<AppDeps, "db">,
  opportunityId: number,
  userId: number,
  content: string,
): Promise<AddendumRow> {
  return deps.db.transaction(async (tx) => {
    const opportunity = await lockOwnOpportunity(tx, opportunityId, userId);
    if (opportunity.status !== "published") throw notPublished();
    const [{ addenda }] = await tx
      .select({ addenda: count() })
      .from(opportunityAddenda)
      .where(eq(opportunityAddenda.opportunityId, opportunity.id));
    if (addenda >= OPPORTUNITY_LIMITS.addenda) {
      throw errors.invalid(
        "content",
        `An opportunity holds at most ${OPPORTUNITY_LIMITS.addenda} addenda.`,
        VALIDATION_ERROR_CODES.tooBig,
        { maximum: OPPORTUNITY_LIMITS.addenda, origin: "array" },
      );
    }
    const [row] = await tx.insert(opportunityAddenda).values({ opportunityId: opportunity.id, content }).returning();
    return row;
  });
}

/** Removes an addendum of one of the user's opportunities; false when it has no such addendum. */
export async function removeAddendum(
  deps: Pick<AppDeps, "db">,
  opportunityId: number,
  addendumId: number,
  userId: number,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const opportunity = await lockOwnOpportunity(tx, opportunityId, userId);
    const removed = await tx
      .delete(opportunityAddenda)
      .where(and(eq(opportunityAddenda.id, addendumId), eq(opportunityAddenda.opportunityId, opportunity.id)))
      .returning({ id: opportunityAddenda.id });
    return removed.length > 0;
  });
}
