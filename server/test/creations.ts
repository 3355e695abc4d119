import { randomBytes } from "node:crypto";
import type { Executor } from "../src/db/connect.ts";
import { creationFields, creations } from "../src/db/schema/index.ts";
import { buildUser } from "./factories.ts";

type CreationInsert = typeof creations.$inferInsert;

/**
 * A showroom item, published unless `status` says otherwise, of a new owner unless one is named;
 * `fieldIds` are its creative fields.
 */
export async function buildCreation(
  db: Executor,
  columns: Partial<CreationInsert> = {},
  fieldIds: readonly number[] = [],
) {
  const status = columns.status ?? "published";
  const [row] = await db
    .insert(creations)
    .values({
      type: "showroom",
      title: "Test item",
      slug: `item-${randomBytes(5).toString("hex")}`,
      seedRank: randomBytes(3).readUIntBE(0, 3),
      publishedAt: status === "published" ? new Date() : null,
      ...columns,
      status,
      ownerId: columns.ownerId ?? (await buildUser(db)).id,
    })
    .returning();
  if (fieldIds.length > 0) {
    await db
      .insert(creationFields)
      .values(fieldIds.map((creativeFieldId) => ({ creationId: row.id, creativeFieldId })));
  }
  return row;
}
