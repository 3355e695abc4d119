import { and, eq, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../../db/connect.ts";
import { fromJsonRow } from "../../../db/json-rows.ts";
import { preparedStatement } from "../../../db/prepared.ts";
import {
  connections,
  follows,
  profileImages,
  profiles,
  storedFiles,
  userBlocks,
  userCreativeFields,
  userProfessions,
  users,
} from "../../../db/schema/index.ts";
import { premiumNow } from "../../membership/memberships.ts";
import { type Viewer, visibleUsersFilter } from "./visibility.ts";

type ProfileRow = typeof profiles.$inferSelect;
/** A stored image with the key of its cleaned original. */
export type ImageRow = typeof profileImages.$inferSelect & { originalKey: string };
export type UserProfessionRow = typeof userProfessions.$inferSelect;

export interface ViewerConnection {
  id: number;
  status: "requested" | "confirmed";
  requesterId: number;
  note: string | null;
}

/** Everything the users resource shows beside the row. */
export interface UserFacts {
  profile: ProfileRow | null;
  images: Map<string, ImageRow>;
  creativeFieldIds: number[];
  professions: UserProfessionRow[];
  followers: number;
  followings: number;
  connections: number;
  premium: boolean;
  followedByViewer: boolean;
  /** Whether the viewer blocked the user (only the profile page of whom one blocked shows them at all). */
  blockedByViewer: boolean;
  viewerConnection: ViewerConnection | undefined;
}

type Json = Record<string, unknown>;

const t = { id: sql`t.id` };

/** Counts only users the viewer may see, so a count always matches the list it summarises. */
function countOf(table: SQL, them: SQL, me: SQL, visible: SQL, extra?: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from ${table} inner join ${users} on ${users.id} = ${them} where ${me} = ${t.id} and ${visible}${extra ? sql` and ${extra}` : sql``})`;
}

const viewerId = sql.placeholder("viewer");

/**
 * The facts of many users in one statement: a row per user id, each part a correlated subquery on
 * the indexes by user. Prepared, once for visitors and once for signed-in viewers: every profile
 * read runs it.
 */
const factsStatement = (signedIn: boolean) =>
  preparedStatement(`user-facts-${signedIn ? "viewer" : "visitor"}`, (db, name) => {
    const viewer = signedIn ? { id: viewerId } : null;
    const visible = visibleUsersFilter(viewer);
    const confirmed = sql`${connections.status} = 'confirmed'`;
    return db
      .select({
        id: sql<number>`t.id`.mapWith(Number),
        profile: sql<Json | null>`(select row_to_json(${profiles}) from ${profiles} where ${profiles.userId} = ${t.id})`,
        images: sql<
          { image: Json; originalKey: string }[]
        >`(select coalesce(json_agg(json_build_object('image', ${profileImages}, 'originalKey', ${storedFiles.key})), '[]') from ${profileImages} inner join ${storedFiles} on ${storedFiles.id} = ${profileImages.fileId} where ${profileImages.userId} = ${t.id})`,
        fields: sql<
          number[]
        >`(select coalesce(json_agg(${userCreativeFields.creativeFieldId} order by ${userCreativeFields.position}, ${userCreativeFields.creativeFieldId}), '[]') from ${userCreativeFields} where ${userCreativeFields.userId} = ${t.id})`,
        professions: sql<
          Json[]
        >`(select coalesce(json_agg(${userProfessions} order by ${userProfessions.position}, ${userProfessions.id}), '[]') from ${userProfessions} where ${userProfessions.userId} = ${t.id})`,
        followers: countOf(sql`${follows}`, sql`${follows.followerId}`, sql`${follows.followeeId}`, visible),
        followings: countOf(sql`${follows}`, sql`${follows.followeeId}`, sql`${follows.followerId}`, visible),
        connections: sql<number>`(${countOf(sql`${connections}`, sql`${connections.connecteeId}`, sql`${connections.requesterId}`, visible, confirmed)} + ${countOf(sql`${connections}`, sql`${connections.requesterId}`, sql`${connections.connecteeId}`, visible, confirmed)})`,
        premium: premiumNow(t.id),
        followedByViewer: viewer
          ? sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${t.id})`
          : sql<boolean>`false`,
        blockedByViewer: viewer
          ? sql<boolean>`exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${viewerId} and ${userBlocks.blockedId} = ${t.id})`
          : sql<boolean>`false`,
        viewerConnection: viewer
          ? sql<ViewerConnection | null>`(select json_build_object('id', ${connections.id}, 'status', ${connections.status}, 'requesterId', ${connections.requesterId}, 'note', ${connections.note}) from ${connections} where ${or(
              and(eq(connections.requesterId, viewerId), sql`${connections.connecteeId} = ${t.id}`),
              and(eq(connections.connecteeId, viewerId), sql`${connections.requesterId} = ${t.id}`),
            )} limit 1)`
          : sql<null>`null`,
      })
      .from(sql`unnest(${sql.placeholder("ids")}::bigint[]) as t(id)`)
      .prepare(name);
  });

const visitorFacts = factsStatement(false);
const viewerFacts = factsStatement(true);

export async function loadFacts(db: Executor, ids: readonly number[], viewer: Viewer): Promise<Map<number, UserFacts>> {
  if (ids.length === 0) return new Map();
  const rows = viewer
    ? await viewerFacts(db).execute({ ids: [...ids], viewer: viewer.id })
    : await visitorFacts(db).execute({ ids: [...ids] });
  return new Map(
    rows.map((r) => [
      r.id,
      {
        profile: r.profile ? fromJsonRow(profiles, r.profile) : null,
        images: new Map(
          r.images.map(({ image, originalKey }) => {
            const row = fromJsonRow(profileImages, image);
            return [row.kind, { ...row, originalKey }] as const;
          }),
        ),
        creativeFieldIds: r.fields.map(Number),
        professions: r.professions.map((p) => fromJsonRow(userProfessions, p)),
        followers: Number(r.followers),
        followings: Number(r.followings),
        connections: Number(r.connections),
        premium: Boolean(r.premium),
        followedByViewer: Boolean(r.followedByViewer),
        blockedByViewer: Boolean(r.blockedByViewer),
        viewerConnection: r.viewerConnection
          ? {
              ...r.viewerConnection,
              id: Number(r.viewerConnection.id),
              requesterId: Number(r.viewerConnection.requesterId),
            }
          : undefined,
      },
    ]),
  );
}
