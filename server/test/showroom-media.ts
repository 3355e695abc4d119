import { randomBytes, randomInt } from "node:crypto";
import type { Executor } from "../src/db/connect.ts";
import { creationMedia, creations } from "../src/db/schema/index.ts";
import { buildUser } from "./factories.ts";

type CreationInsert = typeof creations.$inferInsert;

/** A showroom item (or a gallery item with `type`), published unless `status` says draft; a new owner when none is named. */
export async function buildItem(db: Executor, columns: Partial<CreationInsert> = {}) {
  const [row] = await db
    .insert(creations)
    .values({
      type: "showroom",
      title: "Harbour lights",
      status: "published",
      publishedAt: new Date(),
      ...columns,
      ownerId: columns.ownerId ?? (await buildUser(db)).id,
      slug: columns.slug ?? `item-${randomBytes(5).toString("hex")}`,
      seedRank: columns.seedRank ?? randomInt(1_000_000),
    })
    .returning();
  return row;
}

/** `n` YouTube players added to an item as rows, from the given position on. */
export async function buildEmbeds(db: Executor, creationId: number, n: number, from = 0) {
  if (n === 0) return [];
  return db
    .insert(creationMedia)
    .values(
      Array.from({ length: n }, (_, i) => ({
        creationId,
        type: "youtube" as const,
        position: from + i,
        code: `video${String(from + i).padStart(6, "0")}`,
      })),
    )
    .returning();
}
