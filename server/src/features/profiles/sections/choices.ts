import { and, eq } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../../../db/connect.ts";
import { errors } from "../../../jsonapi/errors.ts";
import type { OwnedTable } from "../../../platform/owned/rows.ts";

/** A list of a user's choices among reference entries (professions, industries), and the rules it keeps. */
export interface ChoiceList {
  table: OwnedTable;
  /** The column naming the chosen entry. */
  column: PgColumn;
  /** The request attribute that names it, for the error's pointer. */
  attribute: string;
  limit: number;
  count: (db: Executor, userId: number) => Promise<number>;
  duplicate: { detail: string; code: string };
  tooMany: { detail: string; code: string };
}

/**
 * Where a newly chosen entry goes: at the end of the user's list, once each, within the limit (else
 * a 422 at the attribute).
 */
export async function nextChoicePosition(tx: Executor, list: ChoiceList, userId: number, id: number): Promise<number> {
  const [taken] = await tx
    .select({ id: list.table.id })
    .from(list.table)
    .where(and(eq(list.table.userId, userId), eq(list.column, id)));
  if (taken) throw errors.invalid(list.attribute, list.duplicate.detail, list.duplicate.code);
  const position = await list.count(tx, userId);
  if (position >= list.limit) {
    throw errors.invalid(list.attribute, list.tooMany.detail, list.tooMany.code, { max: list.limit });
  }
  return position;
}
