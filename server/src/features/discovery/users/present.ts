import {
  FALLBACK_LOCALE,
  IMAGE_RENDITIONS,
  type Resource,
  type SupportedLocale,
  type UserAttributes,
} from "@atelier/common";
import type { Executor } from "../../../db/connect.ts";
import { type profiles, users } from "../../../db/schema/index.ts";
import { resource, toMany, toOne } from "../../../jsonapi/serialize.ts";
import { storageUrl } from "../../../platform/storage/storage.ts";
import { referenceCatalog } from "../../reference/catalog.ts";
import { presentCreativeField, presentLocation, presentStandardizedProfession } from "../../reference/present.ts";
import type { ImageRow, UserFacts, UserProfessionRow } from "./facts.ts";
import { userFacts } from "./user-facts.ts";
import type { Viewer } from "./visibility.ts";

/**
 * The columns of `users` that reads of people select: what the users resource presents and the
 * visibility rules need; never the e-mail address or the password hash.
 */
export const userColumns = {
  id: users.id,
  name: users.name,
  kind: users.kind,
  isCreative: users.isCreative,
  isClient: users.isClient,
  isInsideCci: users.isInsideCci,
  locationId: users.locationId,
  profileVisibility: users.profileVisibility,
  messagePermission: users.messagePermission,
  createdAt: users.createdAt,
};
export type UserRow = { [K in keyof typeof userColumns]: (typeof users.$inferSelect)[K] };
type ProfileRow = typeof profiles.$inferSelect;

export type { UserProfessionRow };

/** What `include` may name on a users document. */
export const USER_INCLUDES = ["assignedProfessions", "assignedProfessions.profession", "location", "creativeFields"];

/** The name a profile shows: a company's display name when it chose one, else the account name. */
export function shownName(user: Pick<UserRow, "name">, profile: Pick<ProfileRow, "nameOption" | "displayName"> | null) {
  const display = profile?.nameOption === "display" ? profile.displayName : null;
  return display?.trim() ? display : user.name;
}

/**
 * An image's renditions, and its whole original with its size: an owner chooses the focal point on
 * the original, the crops of which the renditions are.
 */
function presentImage<const N extends readonly string[]>(image: ImageRow | undefined, names: N) {
  if (!image) return null;
  const renditions = Object.fromEntries(
    names.map((n) => [n, image.renditions[n] ? storageUrl(image.renditions[n]) : null]),
  ) as Record<N[number], string | null>;
  return {
    ...renditions,
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
 * Whether the viewer may write to the user: never to oneself or to someone one blocked; to anyone
 * who takes messages from everyone, or only from connections when the two are connected.
 */
function mayMessage(user: Pick<UserRow, "id" | "messagePermission">, viewerId: number, facts: ViewerFacts): boolean {
  const connection = facts.viewerConnection;
  if (user.id === viewerId || facts.blockedByViewer) return false;
  if (user.messagePermission === "everyone") return true;
  return user.messagePermission === "connections" && connection?.status === "confirmed";
}

type ViewerFacts = Pick<UserFacts, "followedByViewer" | "blockedByViewer" | "viewerConnection">;

/** What of a user concerns the viewer alone: is_me, is_followed, is_blocked, connection, may_message. */
export function viewerAttributes(
  user: Pick<UserRow, "id" | "messagePermission">,
  facts: ViewerFacts,
  viewerId: number,
): Pick<UserAttributes, "isMe" | "isFollowed" | "isBlocked" | "connection" | "mayMessage"> {
  const connection = facts.viewerConnection;
  return {
    isMe: viewerId === user.id,
    isFollowed: facts.followedByViewer,
    isBlocked: facts.blockedByViewer,
    connection: connection
      ? {
          id: String(connection.id),
          status: connection.status,
          direction: connection.requesterId === viewerId ? ("outgoing" as const) : ("incoming" as const),
          note: connection.note,
        }
      : null,
    mayMessage: mayMessage(user, viewerId, facts),
  };
}

/**
 * The public view of a user (B5: never the e-mail, password hash, tokens, addresses or settings).
 * What concerns the viewer is there only for a signed-in viewer.
 */
function presentUser(user: UserRow, facts: UserFacts, viewer: Viewer): Resource {
  const { profile, professions } = facts;
  const forViewer = viewer && viewerAttributes(user, facts, viewer.id);
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
      profileImage: presentImage(facts.images.get("profile"), IMAGE_RENDITIONS.profile),
      titleImage: presentImage(facts.images.get("title"), IMAGE_RENDITIONS.title),
      hasCv: profile?.cvFileId != null,
      followersCount: facts.followers,
      followingsCount: facts.followings,
      connectionsCount: facts.connections,
      isPremium: facts.premium,
      isPublic: user.profileVisibility === "everyone",
      createdAt: user.createdAt.toISOString(),
      ...forViewer,
    } satisfies UserAttributes,
    {
      location: toOne("locations", user.locationId),
      creative_fields: toMany("creative_fields", facts.creativeFieldIds),
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
  const facts = await userFacts(db, viewer).loadMany(rows.map((r) => r.id));
  const factsOf = (index: number) => {
    const loaded = facts[index];
    if (loaded instanceof Error) throw loaded;
    return loaded;
  };
  const data = rows.map((row, index) => presentUser(row, factsOf(index), viewer));
  const included: Resource[] = [];
  const catalog = referenceCatalog(db);

  if (include.some((path) => path.startsWith("assignedProfessions"))) {
    const assigned = rows.flatMap((_, index) => factsOf(index).professions);
    included.push(...assigned.map(presentUserProfession));
    const named = await catalog.professions(assigned.map((p) => p.professionId));
    included.push(...named.map((p) => presentStandardizedProfession(p, locale)));
  }
  if (include.includes("location")) {
    const places = await catalog.locations(rows.flatMap((r) => (r.locationId === null ? [] : [r.locationId])));
    included.push(...places.map((l) => presentLocation(l, locale)));
  }
  if (include.includes("creativeFields")) {
    const fields = await catalog.creativeFields(rows.flatMap((_, index) => factsOf(index).creativeFieldIds));
    included.push(...fields.map((f) => presentCreativeField(f, locale)));
  }
  return { data, included };
}
