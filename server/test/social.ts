import { randomBytes } from "node:crypto";
import { asc } from "drizzle-orm";
import type { Executor } from "../src/db/connect.ts";
import { creativeFields, userCreativeFields, type users } from "../src/db/schema/index.ts";
import { buildSignedInUser } from "./factories.ts";

type UserInsert = typeof users.$inferInsert;

/** Letters only, so a name made with it is unique within a test file's database and searchable. */
export const uniqueWord = (): string => Array.from(randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join("");

/** The first `n` creative fields of the reference data, by position. */
export async function someCreativeFields(db: Executor, n: number): Promise<number[]> {
  const rows = await db.select({ id: creativeFields.id }).from(creativeFields).orderBy(asc(creativeFields.position));
  return rows.slice(0, n).map((r) => r.id);
}

/** A complete, signed-in member with the given creative fields. */
export async function buildMember(db: Executor, overrides: Partial<UserInsert> = {}, fieldIds: number[] = []) {
  const member = await buildSignedInUser(db, overrides);
  if (fieldIds.length > 0) {
    await db
      .insert(userCreativeFields)
      .values(fieldIds.map((creativeFieldId, position) => ({ userId: member.user.id, creativeFieldId, position })));
  }
  return member;
}

/** The ids of a list answer's data, in order. */
export const idsOf = (body: { data: { id: string }[] }): string[] => body.data.map((r) => r.id);
