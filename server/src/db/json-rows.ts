import { type Column, getTableColumns, type InferSelectModel } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

const columnLists = new WeakMap<PgTable, [string, Column][]>();

/** A table's columns by property name, listed once: every message's readers come back through fromJsonRow. */
function columnsOf(table: PgTable): [string, Column][] {
  let columns = columnLists.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table));
    columnLists.set(table, columns);
  }
  return columns;
}

/**
 * A table's row from its JSON form (`row_to_json`, `json_agg`), typed and mapped as a plain select
 * would map it: lets one statement bring back several tables' rows.
 */
export function fromJsonRow<T extends PgTable>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columnsOf(table)) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}
