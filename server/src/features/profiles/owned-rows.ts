import { and, count, eq, type InferInsertModel, type InferSelectModel, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/connect.ts";

/** A table of profile rows: each has its own id and belongs to one user. */
export type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn };

/**
 * The queries every profile section runs on its table, each bound to the owner, so that a row of
 * another user is never found, changed or removed: to its owner it does not exist (B1).
 */
export function ownedRows<T extends OwnedTable>(table: T, order: SQL[]) {
  type Row = InferSelectModel<T>;
  const mine = (userId: number, id: number) => and(eq(table.id, id), eq(table.userId, userId));
  return {
    async list(db: Executor, userId: number, page: { size: number; offset: number }) {
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(table as PgTable)
          .where(eq(table.userId, userId))
          .orderBy(...order)
          .limit(page.size)
          .offset(page.offset),
        db
          .select({ total: count() })
          .from(table as PgTable)
          .where(eq(table.userId, userId)),
      ]);
      return { rows: rows as Row[], total };
    },
    async count(db: Executor, userId: number): Promise<number> {
      const [{ total }] = await db
        .select({ total: count() })
        .from(table as PgTable)
        .where(eq(table.userId, userId));
      return total;
    },
    async find(db: Executor, id: number): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(eq(table.id, id));
      return row as Row | undefined;
    },
    async findMine(db: Executor, userId: number, id: number): Promise<Row | undefined> {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(mine(userId, id));
      return row as Row | undefined;
    },
    async insert(db: Executor, values: InferInsertModel<T>): Promise<Row> {
      const rows = (await db.insert(table).values(values).returning()) as unknown as Row[];
      return rows[0];
    },
    /** Sets `values` on the user's row; with nothing to set, answers the row unchanged. */
    async update(db: Executor, userId: number, id: number, values: PgUpdateSetSource<T>): Promise<Row | undefined> {
      if (Object.values(values).every((v) => v === undefined)) return this.findMine(db, userId, id);
      const rows = (await db.update(table).set(values).where(mine(userId, id)).returning()) as unknown as Row[];
      return rows[0];
    },
    async remove(db: Executor, userId: number, id: number): Promise<Row | undefined> {
      const rows = (await db.delete(table).where(mine(userId, id)).returning()) as unknown as Row[];
      return rows[0];
    },
  };
}
