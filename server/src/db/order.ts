import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/**
 * Descending, as the schema's descending indexes hold their columns: an index column declared
 * `.desc()` is DESC NULLS LAST, while a plain DESC puts nulls first, so an ORDER BY written with
 * drizzle's `desc` is never served by such an index, even on a column that is never null, and every
 * matching row is read and sorted instead. Only for columns that are never null, where both orders agree.
 */
export const newestFirst = (...columns: SQLWrapper[]): SQL[] => columns.map((column) => sql`${column} desc nulls last`);
