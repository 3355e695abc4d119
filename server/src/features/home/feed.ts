import { and, count, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import { connections, creations, follows } from "../../db/schema/index.ts";
import { errors } from "../../jsonapi/errors.ts";
import { type CreationRow, visibleCreationsFilter } from "../showroom/policy.ts";

/** Where the feed goes on from: the last item shown, by the time it was published and its id. */
export interface FeedCursor {
  publishedAt: string;
  id: number;
}

export interface FeedPage {
  rows: CreationRow[];
  next: FeedCursor | null;
}

/** The cursor as the client carries it: opaque, so the order it stands for may change without breaking links. */
export const encodeCursor = (cursor: FeedCursor): string =>
  Buffer.from(`${cursor.publishedAt}|${cursor.id}`).toString("base64url");

export function decodeCursor(raw: string, parameter: string): FeedCursor {
  const [publishedAt, id] = Buffer.from(raw, "base64url").toString().split("|");
  if (!publishedAt || Number.isNaN(Date.parse(publishedAt)) || !/^\d{1,15}$/.test(id ?? "")) {
    throw errors.badRequest("The cursor is not one this list gave.", { parameter });
  }
  return { publishedAt, id: Number(id) };
}

/**
 * The people whose work a member's feed shows: those they follow and those they are connected
 * with, as one subquery, so the feed stays one statement however many they are.
 */
const networkOf = (userId: number): SQL => sql`(
  select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${userId}
  union
  select case when ${connections.requesterId} = ${userId} then ${connections.connecteeId} else ${connections.requesterId} end
  from ${connections}
  where ${connections.status} = 'confirmed' and (${connections.requesterId} = ${userId} or ${connections.connecteeId} = ${userId})
)`;

/**
 * The time of publication to the microsecond, as text: a cursor made from a JavaScript date would
 * lose the microseconds and show an item twice or skip one.
 */
const publishedAtText = sql<string>`to_char(${creations.publishedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * A page of the feed: published showroom and gallery items of the member's network that the member
 * may see, newest first, after the cursor. One statement, served per owner by
 * creations_owner_published_idx; one row more than the page tells whether another page follows.
 */
export async function feedPage(
  db: Executor,
  userId: number,
  after: FeedCursor | null,
  size: number,
): Promise<FeedPage> {
  const found = await db
    .select({ row: creations, at: publishedAtText })
    .from(creations)
    .where(
      and(
        eq(creations.status, "published"),
        sql`${creations.ownerId} in ${networkOf(userId)}`,
        ne(creations.ownerId, userId),
        visibleCreationsFilter({ id: userId }),
        after
          ? sql`(${creations.publishedAt}, ${creations.id}) < (${after.publishedAt}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(creations.publishedAt), desc(creations.id))
    .limit(size + 1);
  const shown = found.slice(0, size);
  const last = shown.at(-1);
  return {
    rows: shown.map(({ row }) => row),
    next: found.length > size && last ? { publishedAt: last.at, id: last.row.id } : null,
  };
}

/** How many people the member follows or is connected with: the home tells "follow someone" from "nothing new". */
export async function networkSize(db: Executor, userId: number): Promise<number> {
  const [{ size }] = await db.select({ size: count() }).from(sql`${networkOf(userId)} as network`);
  return size;
}
