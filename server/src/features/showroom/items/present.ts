import type {
  AssignedSkillAttributes,
  CoCreatorAttributes,
  CreationAttributes,
  ItemWeblinkAttributes,
  Resource,
  SupportedLocale,
} from "@atelier/common";
import { and, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../../db/connect.ts";
import { fromJsonRow } from "../../../db/json-rows.ts";
import { preparedStatement } from "../../../db/prepared.ts";
import {
  creationCoCreators,
  creationFields,
  creationMedia,
  creationSkills,
  creations,
  creationWeblinks,
  likes,
  storedFiles,
  users,
} from "../../../db/schema/index.ts";
import { resource, toMany, toOne } from "../../../jsonapi/serialize.ts";
import { showsUser } from "../../../platform/reads/request-scope.ts";
import { storageUrl } from "../../../platform/storage/storage.ts";
import { presentUsers, type UserRow, userColumns } from "../../discovery/users/present.ts";
import { type Viewer, visibleUsersFilter } from "../../discovery/users/visibility.ts";
import { referenceCatalog } from "../../reference/catalog.ts";
import { presentCreativeField, presentStandardizedSkill } from "../../reference/present.ts";
import { type MediaRow, mediaThumbnail, presentMedia } from "../media/present.ts";
import { CREATION_RESOURCE_TYPES, type CreationRow, showsCoCreator } from "../policy.ts";

export type CoCreatorRow = typeof creationCoCreators.$inferSelect;
export type AssignedSkillRow = typeof creationSkills.$inferSelect;
export type ItemWeblinkRow = typeof creationWeblinks.$inferSelect;

/** Everything an item's resource names beside its own row, in each list's order. */
export interface ItemParts {
  media: MediaRow[];
  creativeFieldIds: number[];
  skills: AssignedSkillRow[];
  /** The co-creators the viewer may see; the others are left out as if they were not named. */
  coCreators: CoCreatorRow[];
  weblinks: ItemWeblinkRow[];
  likedByViewer: boolean;
  /** The storage keys of the images' originals by medium id: for the owner alone, empty for anyone else. */
  originals: Record<string, string>;
}

/**
 * The item's id, named with its table: drizzle writes the columns of a one-table select unqualified,
 * and inside a subquery on a part's table an unqualified `id` would be the part's own.
 */
const itemId = sql`${creations}."id"`;

const jsonRows = (table: unknown, order: string) =>
  sql`(select coalesce(json_agg(row_to_json(part) order by ${sql.raw(order)}), '[]') from ${table} part where part.creation_id = ${itemId})`;

const viewerId = sql.placeholder("viewer");

/**
 * The parts of many items in one statement: per item its media, creative fields, skills,
 * co-creators and links as JSON arrays, and whether the viewer likes it. Prepared, once for
 * visitors and once for signed-in viewers: every list and item page runs it, and planning its
 * subqueries anew each time cost more than running them.
 */
const partsStatement = (signedIn: boolean) =>
  preparedStatement(`item-parts-${signedIn ? "viewer" : "visitor"}`, (db, name) =>
    db
      .select({
        id: creations.id,
        media: jsonRows(creationMedia, "part.position, part.id").mapWith((v) => v as Record<string, unknown>[]),
        fields: sql<
          number[]
        >`(select coalesce(json_agg(${creationFields.creativeFieldId} order by ${creationFields.creativeFieldId}), '[]') from ${creationFields} where ${creationFields.creationId} = ${itemId})`,
        skills: jsonRows(creationSkills, "part.created_at, part.id").mapWith((v) => v as Record<string, unknown>[]),
        coCreators: jsonRows(creationCoCreators, "part.created_at, part.id").mapWith(
          (v) => v as Record<string, unknown>[],
        ),
        weblinks: jsonRows(creationWeblinks, "part.position, part.id").mapWith((v) => v as Record<string, unknown>[]),
        liked: signedIn
          ? sql<boolean>`exists (select 1 from ${likes} where ${likes.creationId} = ${itemId} and ${likes.userId} = ${viewerId})`
          : sql<boolean>`false`,
        originals: signedIn
          ? sql<
              Record<string, string>
            >`(select coalesce(json_object_agg(part.id, file.key), '{}') from ${creationMedia} part join ${storedFiles} file on file.id = part.file_id where part.creation_id = ${itemId} and ${creations}."owner_id" = ${viewerId})`
          : sql<Record<string, string>>`'{}'::json`,
      })
      .from(creations)
      .where(sql`${creations.id} = any(${sql.placeholder("ids")}::bigint[])`)
      .prepare(name),
  );
const visitorParts = partsStatement(false);
const viewerParts = partsStatement(true);

async function loadParts(db: Executor, ids: number[], viewer: Viewer): Promise<Map<number, ItemParts>> {
  if (ids.length === 0) return new Map();
  const rows = viewer
    ? await viewerParts(db).execute({ ids, viewer: viewer.id })
    : await visitorParts(db).execute({ ids });
  return new Map(
    rows.map((row) => [
      row.id,
      {
        media: row.media.map((json) => fromJsonRow(creationMedia, json)),
        creativeFieldIds: row.fields.map(Number),
        skills: row.skills.map((json) => fromJsonRow(creationSkills, json)),
        coCreators: row.coCreators.map((json) => fromJsonRow(creationCoCreators, json)),
        weblinks: row.weblinks.map((json) => fromJsonRow(creationWeblinks, json)),
        likedByViewer: Boolean(row.liked),
        originals: row.originals,
      },
    ]),
  );
}

/** The users of these ids the viewer may see, in one statement. */
async function visibleUsers(db: Executor, ids: number[], viewer: Viewer): Promise<Map<number, UserRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(and(inArray(users.id, [...new Set(ids)]), visibleUsersFilter(viewer)));
  return new Map(rows.map((row) => [row.id, row]));
}

export function presentCoCreator(row: CoCreatorRow, item: Pick<CreationRow, "type">): Resource {
  return resource(
    "co_creators",
    row.id,
    {
      userId: String(row.userId),
      role: row.role,
      confirmed: row.confirmedAt !== null,
      createdAt: row.createdAt.toISOString(),
    } satisfies CoCreatorAttributes,
    { user: toOne("users", row.userId), item: toOne(CREATION_RESOURCE_TYPES[item.type], row.creationId) },
  );
}

export function presentAssignedSkill(row: AssignedSkillRow): Resource {
  return resource("assigned_skills", row.id, { skillId: String(row.skillId) } satisfies AssignedSkillAttributes, {
    skill: toOne("standardized_skills", row.skillId),
    item: toOne("showroom_items", row.creationId),
  });
}

export function presentItemWeblink(row: ItemWeblinkRow, item: Pick<CreationRow, "type">): Resource {
  return resource("item_weblinks", row.id, { url: row.url, position: row.position } satisfies ItemWeblinkAttributes, {
    item: toOne(CREATION_RESOURCE_TYPES[item.type], row.creationId),
  });
}

/** An item's resource: its attributes, the ids of its parts, and `links` when given (prev/next). */
export function presentItem(
  row: CreationRow,
  parts: ItemParts,
  viewer: Viewer,
  links?: Record<string, string | null>,
): Resource {
  const first = parts.media[0];
  const attributes: CreationAttributes = {
    slug: row.slug,
    title: row.title,
    description: row.description,
    status: row.status,
    position: row.position,
    likesCount: row.likesCount,
    mediaCount: parts.media.length,
    cover: first ? mediaThumbnail(first) : null,
    coverType: first ? first.type : null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...(viewer ? { isMine: row.ownerId === viewer.id, isLiked: parts.likedByViewer } : {}),
  };
  const ids = (list: { id: number }[]) => list.map((part) => part.id);
  return resource(
    CREATION_RESOURCE_TYPES[row.type],
    row.id,
    attributes,
    {
      owner: toOne("users", row.ownerId),
      media: toMany("media", ids(parts.media)),
      co_creators: toMany("co_creators", ids(parts.coCreators)),
      weblinks: toMany("item_weblinks", ids(parts.weblinks)),
      ...(row.type === "showroom"
        ? {
            creative_fields: toMany("creative_fields", parts.creativeFieldIds),
            assigned_skills: toMany("assigned_skills", ids(parts.skills)),
          }
        : {}),
    },
    links,
  );
}

export interface PresentOptions {
  viewer: Viewer;
  include: readonly string[];
  locale: SupportedLocale;
  /** Links of each item by id (prev/next of a single item). */
  links?: (row: CreationRow) => Record<string, string | null> | undefined;
}

/**
 * Items with what `include` asks for, in a fixed number of statements whatever their number: their
 * parts in one, the users they name (owners, co-creators) the viewer may see in one, and those
 * users' facts in one when included. Reference rows (creative fields, skills) come from memory.
 */
export async function presentItems(
  db: Executor,
  rows: CreationRow[],
  opts: PresentOptions,
): Promise<{ data: Resource[]; included: Resource[] }> {
  if (rows.length === 0) return { data: [], included: [] };
  const { viewer, include, locale } = opts;
  const loaded = await loadParts(
    db,
    rows.map((row) => row.id),
    viewer,
  );
  const coCreatorIds = [...loaded.values()].flatMap((parts) => parts.coCreators.map((c) => c.userId));
  const shown = await visibleUsers(
    db,
    [...coCreatorIds, ...(include.includes("owner") ? rows.map((row) => row.ownerId) : [])],
    viewer,
  );
  const partsOf = (row: CreationRow): ItemParts => {
    const parts = loaded.get(row.id) as ItemParts;
    return {
      ...parts,
      coCreators: parts.coCreators.filter((c) => shown.has(c.userId) && showsCoCreator(row, c, viewer)),
    };
  };
  const data = rows.map((row) => presentItem(row, partsOf(row), viewer, opts.links?.(row)));
  // A change to an item is announced as a change of its owner: a page kept for visitors that
  // shows the item is dropped with the owner's.
  for (const row of rows) showsUser(row.ownerId);

  const included: Resource[] = [];
  const has = (name: string) => include.includes(name);
  const wantedUsers = [
    ...(has("owner") ? rows.map((row) => row.ownerId) : []),
    ...(has("coCreators") ? rows.flatMap((row) => partsOf(row).coCreators.map((c) => c.userId)) : []),
  ];
  if (wantedUsers.length > 0) {
    const people = [...new Set(wantedUsers)].flatMap((id) => shown.get(id) ?? []);
    for (const person of people) showsUser(person.id);
    included.push(...(await presentUsers(db, people, viewer)));
  }
  for (const row of rows) {
    const parts = partsOf(row);
    if (has("media")) {
      const original = (medium: MediaRow) =>
        row.ownerId === viewer?.id
          ? { original: parts.originals[medium.id] ? storageUrl(parts.originals[medium.id]) : null }
          : {};
      included.push(...parts.media.map((medium) => presentMedia(medium, row, original(medium))));
    }
    if (has("coCreators")) included.push(...parts.coCreators.map((c) => presentCoCreator(c, row)));
    if (has("weblinks")) included.push(...parts.weblinks.map((link) => presentItemWeblink(link, row)));
    if (has("assignedSkills")) included.push(...parts.skills.map(presentAssignedSkill));
  }
  const catalog = referenceCatalog(db);
  if (has("creativeFields")) {
    const fields = await catalog.creativeFields(rows.flatMap((row) => partsOf(row).creativeFieldIds));
    included.push(...fields.map((field) => presentCreativeField(field, locale)));
  }
  if (has("assignedSkills")) {
    const skills = await catalog.skills(rows.flatMap((row) => partsOf(row).skills.map((s) => s.skillId)));
    included.push(...skills.map((skill) => presentStandardizedSkill(skill, locale)));
  }
  return { data, included };
}
