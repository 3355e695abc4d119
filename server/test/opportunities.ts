import type { Executor } from "../src/db/connect.ts";
import { opportunities, opportunityFields } from "../src/db/schema/index.ts";
import { uniqueWord } from "./social.ts";

/** An opportunity of the owner, on the board for a month unless the columns say otherwise, in the given fields. */
export async function buildOpportunity(
  db: Executor,
  ownerId: number,
  columns: Partial<typeof opportunities.$inferInsert> = {},
  fieldIds: number[] = [],
) {
  const [row] = await db
    .insert(opportunities)
    .values({
      ownerId,
      slug: `opportunity-${uniqueWord()}`,
      kind: "job",
      title: "Art director",
      status: "published",
      publishedAt: new Date(),
      expiresAt: new Date(Date.now() + 30 * 864e5),
      ...columns,
    })
    .returning();
  if (fieldIds.length > 0) {
    await db
      .insert(opportunityFields)
      .values(fieldIds.map((creativeFieldId) => ({ opportunityId: row.id, creativeFieldId })));
  }
  return row;
}
