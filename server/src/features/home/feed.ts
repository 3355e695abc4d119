import { and, count, desc, eq, ne, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import { preparedStatement } from "../../db/prepared.ts";
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

export interface FirstFeedPage extends FeedPage {
  /** How many people the feed draws from: a home tells "follow someone" from "nothing new" by it. */
  networkSize: number;
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
const networkOf = (userId: number | Placeholder): SQL => sql`(
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

const viewer = sql.placeholder("viewer");

/** The feed's items the viewer may see, newest first: after a cursor, or from the start. */
const feedItems = (after: SQL | undefined) =>
  and(
    eq(creations.status, "published"),
    sql`${creations.ownerId} in ${networkOf(viewer)}`,
    ne(creations.ownerId, viewer),
    visibleCreationsFilter({ id: viewer }),
    after,
  );

/**
 * The first page carries the size of the network in each row (a subquery PostgreSQL runs once), so
 * a home reads its feed in one statement; only an empty page asks for the size apart.
 */
const firstPageStatement = preparedStatement("feed-first-page", (db, name) =>
  db
    .select({
      row: creations,
      at: publishedAtText,
      network: sql<number>`(select count(*) from ${networkOf(viewer)} as network)`.mapWith(Number),
    })
    .from(creations)
    .where(feedItems(undefined))
    .orderBy(desc(creations.publishedAt), desc(creations.id))
    .limit(sql.placeholder("limit"))
    .prepare(name),
);

const nextPageStatement = preparedStatement("feed-next-page", (db, name) =>
  db
    .select({ row: creations, at: publishedAtText })
    .from(creations)
    .where(
      feedItems(
        sql`(${creations.publishedAt}, ${creations.id}) < (${sql.placeholder("afterAt")}::timestamptz, ${sql.placeholder("afterId")})`,
      ),
    )
    .orderBy(desc(creations.publishedAt), desc(creations.id))
    .limit(sql.placeholder("limit"))
    .prepare(name),
);

/** The page of `size` items out of `found` (one more, telling whether another page follows). */
function pageOf(found: { row: CreationRow; at: string }[], size: number): FeedPage {
  const shown = found.slice(0, size);
  const last = shown.at(-1);
  return {
    rows: shown.map(({ row }) => row),
    next: found.length > size && last ? { publishedAt: last.at, id: last.row.id } : null,
  };
}

/**
 * The feed's first page: published showroom and gallery items of the member's network that the
 * member may see, newest first, with the network's size. One prepared statement, served per owner
 * by creations_owner_published_idx.
 */
export async function firstFeedPage(db: Executor, userId: number, size: number): Promise<FirstFeedPage> {
  const found = await firstPageStatement(db).execute({ viewer: userId, limit: size + 1 });
  return { ...pageOf(found, size), networkSize: found[0]?.network ?? (await networkSize(db, userId)) };
}

/** A page of the feed after the cursor, in the order of the first. */
export async function nextFeedPage(db: Executor, userId: number, after: FeedCursor, size: number): Promise<FeedPage> {
  const found = await nextPageStatement(db).execute({
    viewer: userId,
    afterAt: after.publishedAt,
    afterId: after.id,
    limit: size + 1,
  });
  return pageOf(found, size);
}

/** How many people the member follows or is connected with. */
async function networkSize(db: Executor, userId: number): Promise<number> {
  const [{ size }] = await db.select({ size: count() }).from(sql`${networkOf(userId)} as network`);
  return size;
}
