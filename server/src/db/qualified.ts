import { type Column, getTableName, type SQL, sql } from "drizzle-orm";

/**
 * A column with its table's name, for a correlated subquery: Drizzle leaves the columns of a
 * single-table select unqualified, and a subquery would read its own table's column of that name.
 */
export const qualified = (column: Column): SQL =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
