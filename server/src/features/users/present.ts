import { FALLBACK_LOCALE, type Resource, type SupportedLocale, type UserAttributes } from "@atelier/common";
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import {
  connections,
  creativeFields,
  follows,
  locations,
  memberships,
  profileImages,
  profiles,
  standardizedProfessions,
  storedFiles,
  userCreativeFields,
  userProfessions,
  users,
} from "../../db/schema/index.ts";
import { resource, toMany, toOne } from "../../jsonapi/serialize.ts";
import { storageUrl } from "../../platform/storage/storage.ts";
import { presentCreativeField, presentLocation, presentStandardizedProfession } from "../reference/present.ts";
import { type Viewer, visibleUsersFilter } from "./visibility.ts";

export type UserRow = typeof users.$inferSelect;
type ProfileRow = typeof profiles.$inferSelect;
/** A stored image with the key of its cleaned original. */
type ImageRow = typeof profileImages.$inferSelect & { originalKey: string };
export type UserProfessionRow = typeof userProfessions.$inferSelect;

/** What `include` may name on a users document. */
export const USER_INCLUDES = ["assignedProfessions", "assignedProfessions.profession", "location", "creativeFields"];

/** Rendition names of the stored images, smallest first (the upload endpoints write these). */
const RENDITIONS = { profile: ["small", "medium", "large"], title: ["medium", "large"] } as const;

interface ViewerConnection {
  id: number;
  status: "requested" | "confirmed";
  requesterId: number;
}

/** Everything the users resource shows beside the row, loaded for a whole page at once. */
interface UserFacts {
  profiles: Map<number, ProfileRow>;
  images: Map<string, ImageRow>;
  creativeFieldIds: Map<number, number[]>;
  professions: Map<number, UserProfessionRow[]>;
  followers: Map<number, number>;
  followings: Map<number, number>;
  connections: Map<number, number>;
  premium: Set<number>;
  followedByViewer: Set<number>;
  viewerConnections: Map<number, ViewerConnection>;
}

const groupBy = <T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> => {
  const out = new Map<K, T[]>();
  for (const row of rows) out.set(key(row), [...(out.get(key(row)) ?? []), row]);
  return out;
};

const counts = (rows: { id: number; n: number }[]) => new Map(rows.map((r) => [r.id, r.n]));

/**
 * Follower, following and connection counts for many users in grouped queries. Only users the
 * viewer may see are counted, so a count always matches the list it summarises.
 */
async function countsOf(db: Executor, ids: number[], viewer: Viewer) {
  const visible = visibleUsersFilter(viewer);
  const [followers, followings, asRequester, asConnectee] = await Promise.all([
    db
      .select({ id: follows.followeeId, n: count() })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followerId))
      .where(and(inArray(follows.followeeId, ids), visible))
      .groupBy(follows.followeeId),
    db
      .select({ id: follows.followerId, n: count() })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followeeId))
      .where(and(inArray(follows.followerId, ids), visible))
      .groupBy(follows.followerId),
    db
      .select({ id: connections.requesterId, n: count() })
      .from(connections)
      .innerJoin(users, eq(users.id, connections.connecteeId))
      .where(and(inArray(connections.requesterId, ids), eq(connections.status, "confirmed"), visible))
      .groupBy(connections.requesterId),
    db
      .select({ id: connections.connecteeId, n: count() })
      .from(connections)
      .innerJoin(users, eq(users.id, connections.requesterId))
      .where(and(inArray(connections.connecteeId, ids), eq(connections.status, "confirmed"), visible))
      .groupBy(connections.connecteeId),
  ]);
  const connected = counts(asRequester);
  for (const { id, n } of asConnectee) connected.set(id, (connected.get(id) ?? 0) + n);
  return { followers: counts(followers), followings: counts(followings), connections: connected };
}

/** Whose membership in force is a premium one; of several covering now, the latest start counts. */
async function premiumOf(db: Executor, ids: number[]): Promise<Set<number>> {
  const rows = await db
    .selectDistinctOn([memberships.userId], { userId: memberships.userId, isPremium: memberships.isPremium })
    .from(memberships)
    .where(
      and(
        inArray(memberships.userId, ids),
        lte(memberships.startsAt, sql`now()`),
        or(isNull(memberships.endsAt), gt(memberships.endsAt, sql`now()`)),
      ),
    )
    .orderBy(memberships.userId, desc(memberships.startsAt), desc(memberships.id));
  return new Set(rows.filter((r) => r.isPremium).map((r) => r.userId));
}

async function viewerRelations(db: Executor, ids: number[], viewer: Viewer) {
  if (!viewer) return { followedByViewer: new Set<number>(), viewerConnections: new Map<number, ViewerConnection>() };
  const [followed, connected] = await Promise.all([
    db
      .select({ id: follows.followeeId })
      .from(follows)
      .where(and(eq(follows.followerId, viewer.id), inArray(follows.followeeId, ids))),
    db
      .select({
        id: connections.id,
        status: connections.status,
        requesterId: connections.requesterId,
        connecteeId: connections.connecteeId,
      })
      .from(connections)
      .where(
        or(
          and(eq(connections.requesterId, viewer.id), inArray(connections.connecteeId, ids)),
          and(eq(connections.connecteeId, viewer.id), inArray(connections.requesterId, ids)),
        ),
      ),
  ]);
  return {
    followedByViewer: new Set(followed.map((r) => r.id)),
    viewerConnections: new Map(
      connected.map((c) => [c.requesterId === viewer.id ? c.connecteeId : c.requesterId, c] as const),
    ),
  };
}

async function loadFacts(db: Executor, ids: number[], viewer: Viewer): Promise<UserFacts> {
  const [profileRows, imageRows, fieldRows, professionRows, counted, premium, relations] = await Promise.all([
    db.select().from(profiles).where(inArray(profiles.userId, ids)),
    db
      .select({ image: profileImages, originalKey: storedFiles.key })
      .from(profileImages)
      .innerJoin(storedFiles, eq(storedFiles.id, profileImages.fileId))
      .where(inArray(profileImages.userId, ids)),
    db
      .select({ userId: userCreativeFields.userId, id: userCreativeFields.creativeFieldId })
      .from(userCreativeFields)
      .where(inArray(userCreativeFields.userId, ids))
      .orderBy(asc(userCreativeFields.position), asc(userCreativeFields.creativeFieldId)),
    db
      .select()
      .from(userProfessions)
      .where(inArray(userProfessions.userId, ids))
      .orderBy(asc(userProfessions.position), asc(userProfessions.id)),
    countsOf(db, ids, viewer),
    premiumOf(db, ids),
    viewerRelations(db, ids, viewer),
  ]);
  return {
    profiles: new Map(profileRows.map((p) => [p.userId, p])),
    images: new Map(
      imageRows.map(({ image, originalKey }) => [`${image.userId}:${image.kind}`, { ...image, originalKey }]),
    ),
    creativeFieldIds: new Map(
      [...groupBy(fieldRows, (r) => r.userId)].map(([userId, rows]) => [userId, rows.map((r) => r.id)]),
    ),
    professions: groupBy(professionRows, (r) => r.userId),
    ...counted,
    premium,
    ...relations,
  };
}

/** The name a profile shows: a company's display name when it chose one, else the account name. */
export function shownName(user: Pick<UserRow, "name">, profile: Pick<ProfileRow, "nameOption" | "displayName"> | null) {
  const display = profile?.nameOption === "display" ? profile.displayName : null;
  return display?.trim() ? display : user.name;
}

/**
 * An image's renditions, and its whole original with its size: an owner chooses the focal point on
 * the original, the crops of which the renditions are.
 */
function presentImage(image: ImageRow | undefined, names: readonly string[]) {
  if (!image) return null;
  return {
    ...Object.fromEntries(names.map((n) => [n, image.renditions[n] ? storageUrl(image.renditions[n]) : null])),
    original: storageUrl(image.originalKey),
    width: image.width,
    height: image.height,
    focalX: image.focalX,
    focalY: image.focalY,
  };
}

export function presentUserProfession(row: UserProfessionRow): Resource {
  return resource(
    "user_professions",
    row.id,
    { position: row.position },
    { profession: toOne("standardized_professions", row.professionId), user: toOne("users", row.userId) },
  );
}

/**
 * Whether the viewer may write to the user: never to oneself; to anyone who takes messages from
 * everyone, or only from connections when the two are connected.
 */
function mayMessage(user: UserRow, viewerId: number, connection: ViewerConnection | undefined): boolean {
  if (user.id === viewerId) return false;
  if (user.messagePermission === "everyone") return true;
  return user.messagePermission === "connections" && connection?.status === "confirmed";
}

/**
 * The public view of a user (B5: never the e-mail, password hash, tokens, addresses or settings).
 * What concerns the viewer (is_me, is_followed, connection, may_message) is there only for a
 * signed-in viewer.
 */
function presentUser(user: UserRow, facts: UserFacts, viewer: Viewer): Resource {
  const profile = facts.profiles.get(user.id) ?? null;
  const professions = facts.professions.get(user.id) ?? [];
  const connection = facts.viewerConnections.get(user.id);
  const forViewer = viewer && {
    isMe: viewer.id === user.id,
    isFollowed: facts.followedByViewer.has(user.id),
    connection: connection
      ? {
          id: String(connection.id),
          status: connection.status,
          direction: connection.requesterId === viewer.id ? ("outgoing" as const) : ("incoming" as const),
        }
      : null,
    mayMessage: mayMessage(user, viewer.id, connection),
  };
  return resource(
    "users",
    user.id,
    {
      name: shownName(user, profile),
      slug: profile?.slug ?? null,
      kind: user.kind,
      isCreative: user.isCreative,
      isClient: user.isClient,
      isInsideCci: user.isInsideCci,
      headline: profile?.headline ?? null,
      about: profile?.about ?? null,
      profileImage: presentImage(facts.images.get(`${user.id}:profile`), RENDITIONS.profile),
      titleImage: presentImage(facts.images.get(`${user.id}:title`), RENDITIONS.title),
      hasCv: profile?.cvFileId != null,
      followersCount: facts.followers.get(user.id) ?? 0,
      followingsCount: facts.followings.get(user.id) ?? 0,
      connectionsCount: facts.connections.get(user.id) ?? 0,
      isPremium: facts.premium.has(user.id),
      createdAt: user.createdAt.toISOString(),
      ...forViewer,
    } satisfies UserAttributes,
    {
      location: toOne("locations", user.locationId),
      creative_fields: toMany("creative_fields", facts.creativeFieldIds.get(user.id) ?? []),
      assigned_professions: toMany(
        "user_professions",
        professions.map((p) => p.id),
      ),
    },
  );
}

/** The users resources of rows, in their order, with every count and relation loaded in batches. */
export async function presentUsers(db: Executor, rows: readonly UserRow[], viewer: Viewer): Promise<Resource[]> {
  return (await presentUsersWithIncluded(db, rows, viewer, [], FALLBACK_LOCALE)).data;
}

/** The same, plus the included resources `include` (see USER_INCLUDES) asks for. */
export async function presentUsersWithIncluded(
  db: Executor,
  rows: readonly UserRow[],
  viewer: Viewer,
  include: readonly string[],
  locale: SupportedLocale,
): Promise<{ data: Resource[]; included: Resource[] }> {
  if (rows.length === 0) return { data: [], included: [] };
  const facts = await loadFacts(
    db,
    rows.map((r) => r.id),
    viewer,
  );
  const data = rows.map((row) => presentUser(row, facts, viewer));
  const included: Resource[] = [];

  if (include.some((path) => path.startsWith("assignedProfessions"))) {
    const assigned = [...facts.professions.values()].flat();
    included.push(...assigned.map(presentUserProfession));
    const professionIds = [...new Set(assigned.map((p) => p.professionId))];
    if (professionIds.length > 0) {
      const named = await db
        .select()
        .from(standardizedProfessions)
        .where(inArray(standardizedProfessions.id, professionIds));
      included.push(...named.map((p) => presentStandardizedProfession(p, locale)));
    }
  }
  const locationIds = [...new Set(rows.flatMap((r) => (r.locationId === null ? [] : [r.locationId])))];
  if (include.includes("location") && locationIds.length > 0) {
    const rowsOfLocations = await db.select().from(locations).where(inArray(locations.id, locationIds));
    included.push(...rowsOfLocations.map((l) => presentLocation(l, locale)));
  }
  const fieldIds = [...new Set([...facts.creativeFieldIds.values()].flat())];
  if (include.includes("creativeFields") && fieldIds.length > 0) {
    const fields = await db
      .select()
      .from(creativeFields)
      .where(inArray(creativeFields.id, fieldIds))
      .orderBy(asc(creativeFields.position));
    included.push(...fields.map((f) => presentCreativeField(f, locale)));
  }
  return { data, included };
}
