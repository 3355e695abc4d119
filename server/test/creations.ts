import { randomBytes, randomInt } from "node:crypto";
import type { Executor } from "../src/db/connect.ts";
import {
  creationCoCreators,
  creationFields,
  creationMedia,
  creationSkills,
  creations,
} from "../src/db/schema/index.ts";
import { buildStoredFile, buildUser } from "./factories.ts";

type CreationInsert = typeof creations.$inferInsert;

/**
 * A showroom item (unless `type` says gallery), published with a picture unless `status` says
 * draft; of a new user unless `ownerId` is given. Rows are written directly, as the media
 * endpoints would leave them.
 */
export async function buildItem(
  db: Executor,
  columns: Partial<CreationInsert> & { creativeFieldIds?: number[]; skillIds?: number[]; media?: number } = {},
) {
  const { creativeFieldIds = [], skillIds = [], media, ...rest } = columns;
  const status = rest.status ?? "published";
  const [row] = await db
    .insert(creations)
    .values({
      type: "showroom",
      title: "A test item",
      slug: `item-${randomBytes(5).toString("hex")}`,
      seedRank: randomInt(2 ** 31 - 1),
      publishedAt: status === "published" ? new Date() : null,
      ...rest,
      status,
      ownerId: rest.ownerId ?? (await buildUser(db)).id,
    })
    .returning();
  for (let i = 0; i < (media ?? (status === "published" ? 1 : 0)); i += 1) await buildMedium(db, row.id);
  if (creativeFieldIds.length > 0) {
    await db
      .insert(creationFields)
      .values(creativeFieldIds.map((creativeFieldId) => ({ creationId: row.id, creativeFieldId })));
  }
  if (skillIds.length > 0) {
    await db.insert(creationSkills).values(skillIds.map((skillId) => ({ creationId: row.id, skillId })));
  }
  return row;
}

/** An image medium with its stored original and two renditions, or an embed when `type` names one. */
export async function buildMedium(
  db: Executor,
  creationId: number,
  columns: Partial<typeof creationMedia.$inferInsert> = {},
) {
  const type = columns.type ?? "image";
  const file = type === "image" ? await buildStoredFile(db) : null;
  const hex = randomBytes(5).toString("hex");
  const [row] = await db
    .insert(creationMedia)
    .values({
      creationId,
      type,
      ...(file
        ? {
            fileId: file.id,
            renditions: { "320": `test/${hex}-320.webp`, "640": `test/${hex}-640.webp` },
            width: 640,
            height: 480,
          }
        : { code: "dQw4w9WgXcQ" }),
      ...columns,
    })
    .returning();
  return { medium: row, file };
}

/** A co-creator of an item, confirmed unless `confirmedAt` is null. */
export async function buildCoCreator(db: Executor, creationId: number, userId: number, confirmed = true) {
  const [row] = await db
    .insert(creationCoCreators)
    .values({ creationId, userId, confirmedAt: confirmed ? new Date() : null })
    .returning();
  return row;
}
