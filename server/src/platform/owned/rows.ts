import { createHash } from "node:crypto";
import {
  count,
  eq,
  getTableColumns,
  type InferInsertModel,
  type InferSelectModel,
  inArray,
  type SQL,
  sql,
} from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/connect.ts";
import { fromJsonRow } from "../../db/json-rows.ts";
import { preparedStatement } from "../../db/prepared.ts";
import { scopedLoader } from "../reads/request-scope.ts";

/** A table of owned rows: each has its own id and belongs to one user. */
export type OwnedTable = PgTable & { id: PgColumn; userId: PgColumn };

interface ListRequest {
  /** Which list of `ownedRows` asks: its table in its order. */
  list: number;
  table: OwnedTable;
  order: SQL[];
  userId: number;
  page: { size: number; offset: number };
}

type ListsStatement = (db: Executor) => {
  execute(values: Record<string, unknown>): Promise<Record<string, unknown>[]>;
};

/** One prepared statement per set of lists a page asks for together: a page asks for the same set each time. */
const listsStatements = new Map<string, ListsStatement>();

function listsStatement(requests: readonly ListRequest[]): ListsStatement {
  const key = requests.map(({ list }) => list).join(",");
  let statement = listsStatements.get(key);
  if (!statement) {
    const digest = createHash("sha256").update(key).digest("hex").slice(0, 24);
    statement = preparedStatement(`owned-lists-${digest}`, (db, name) => {
      const selection: Record<string, SQL> = {};
      requests.forEach(({ table, order }, i) => {
        const owner = eq(table.userId, sql.placeholder(`user${i}`));
        const ordered = db
          .select({
            ...getTableColumns(table),
            ordinal: sql`row_number() over (order by ${sql.join(order, sql`, `)})`.as("ordinal"),
          })
          .from(table as PgTable)
          .where(owner)
          .orderBy(...order)
          .limit(sql.placeholder(`size${i}`))
          .offset(sql.placeholder(`offset${i}`));
        selection[`rows${i}`] =
          sql`(select coalesce(json_agg(page order by page.ordinal), '[]') from (${ordered}) page)`;
        selection[`total${i}`] = sql`(select count(*)::int from ${table} where ${owner})`;
      });
      return db.select(selection).from(sql`(values (1)) as one(x)`).prepare(name);
    });
    listsStatements.set(key, statement);
  }
  return statement;
}

/**
 * Pages of owned rows, as many as are asked for within one batch (the sections of a profile page),
 * in one statement: per list a JSON array of its page, in the list's order, and its total. The
 * lists go in in the order they were defined, so that the same set of lists is the same statement
 * whatever order they were asked in.
 */
const ownedLists = (db: Executor) =>
  scopedLoader<ListRequest, { rows: unknown[]; total: number }>(
    "owned-lists",
    async (asked) => {
      const requests = [...asked].sort((a, b) => a.list - b.list);
      const values: Record<string, unknown> = {};
      requests.forEach(({ userId, page }, i) => {
        values[`user${i}`] = userId;
        values[`size${i}`] = page.size;
        values[`offset${i}`] = page.offset;
      });
      const [row] = await listsStatement(requests)(db).execute(values);
      const results = new Map(
        requests.map(({ table }, i) => [
          requests[i],
          {
            rows: (row[`rows${i}`] as Record<string, unknown>[]).map((json) => fromJsonRow(table, json)),
            total: Number(row[`total${i}`]),
          },
        ]),
      );
      return asked.map((request) => results.get(request) as { rows: unknown[]; total: number });
    },
    ({ list, userId, page }) => `${list}:${userId}:${page.size}:${page.offset}`,
  );

/**
 * The queries every list of owned rows runs on its table (see jsonapi/owned-resources.ts). Reads
 * of a list are bound to its owner; a write names the row its route loaded and authorized, so who
 * may change what is decided by the area's policy, not hidden here.
 */
let lists = 0;

export function ownedRows<T extends OwnedTable>(table: T, order: SQL[]) {
  const list = ++lists;
  type Row = InferSelectModel<T>;
  const byId = (id: number) => eq(table.id, id);
  return {
    /** A page of the user's rows; lists asked for side by side (a page's sections) share one statement. */
    async list(db: Executor, userId: number, page: { size: number; offset: number }) {
      const { rows, total } = await ownedLists(db).load({ list, table, order, userId, page });
      return { rows: rows as Row[], total };
    },
    /** Every row of the user, in the list's order. */
    async all(db: Executor, userId: number): Promise<Row[]> {
      const rows = await db
        .select()
        .from(table as PgTable)
        .where(eq(table.userId, userId))
        .orderBy(...order);
      return rows as Row[];
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
        .where(byId(id));
      return row as Row | undefined;
    },
    async insert(db: Executor, values: InferInsertModel<T>): Promise<Row> {
      const rows = (await db.insert(table).values(values).returning()) as unknown as Row[];
      return rows[0];
    },
    /** Sets `values` on the row; with nothing to set, answers the row unchanged. */
    async update(db: Executor, row: Row, values: PgUpdateSetSource<T>): Promise<Row> {
      if (Object.values(values).every((v) => v === undefined)) return row;
      const rows = (await db
        .update(table)
        .set(values)
        .where(byId((row as { id: number }).id))
        .returning()) as unknown as Row[];
      return rows[0];
    },
    async remove(db: Executor, row: Row): Promise<void> {
      await db.delete(table).where(byId((row as { id: number }).id));
    },
    /**
     * Numbers the rows 0, 1, 2... in the order given, in one statement; for tables with a
     * `position` column.
     */
    async setPositions(db: Executor, rows: Row[]): Promise<void> {
      const position = (table as unknown as { position?: PgColumn }).position;
      if (!position) throw new Error("This table keeps no position.");
      if (rows.length === 0) return;
      const ids = rows.map((r) => (r as { id: number }).id);
      const cases = sql.join(
        ids.map((id, i) => sql`when ${id}::bigint then ${i}::integer`),
        sql` `,
      );
      await db
        .update(table)
        .set({ position: sql`case ${table.id} ${cases} end` } as PgUpdateSetSource<T>)
        .where(inArray(table.id, ids));
    },
  };
}
