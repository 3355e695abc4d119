import { type SQL, sql } from "drizzle-orm";

/** How many rows a paged statement matches in all, as a column of every row it returns. */
export const totalOver = (): SQL<number> => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The total of a page read with `totalOver`: its rows carry it, so a page costs one statement; a
 * page past the end carries none, and only then is it counted apart.
 */
export async function pageTotal(
  rows: readonly { total: number }[],
  offset: number,
  countAll: () => Promise<number>,
): Promise<number> {
  return rows[0]?.total ?? (offset === 0 ? 0 : countAll());
}
