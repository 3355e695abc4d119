import {
  PROFILE_ERROR_CODES,
  SHOWROOM_ERROR_CODES,
  SHOWROOM_LIMITS,
  SHOWROOM_SOCIAL_ERROR_CODES,
} from "@atelier/common";
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../../../db/connect.ts";
import {
  creationCoCreators,
  creationSkills,
  creations,
  creationWeblinks,
  notifications,
  users,
} from "../../../db/schema/index.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { emit } from "../../../platform/events/emit.ts";
import { requireKnownIds } from "../../accounts/me/known-ids.ts";
import { type Viewer, visibleUsersFilter } from "../../discovery/users/visibility.ts";
import type { AssignedSkillRow, CoCreatorRow, ItemWeblinkRow } from "../items/present.ts";
import { CREATION_RESOURCE_TYPES, type CreationRow, showsCoCreator } from "../policy.ts";

/**
 * The parts of an item other than media: its skills, co-creators and web links. Commands receive
 * the item already locked and authorized (policy.ts lockOwnCreation), so the limits and duplicate
 * checks below hold under concurrent requests.
 */

type PartTable = PgTable & { creationId: PgColumn };

const countOf = async (tx: Executor, table: PartTable, creationId: number) =>
  (await tx.select({ n: count() }).from(table).where(eq(table.creationId, creationId)))[0].n;

/** Refuses one more row past `max`, at the attribute the new row is named by. */
async function requireRoom(
  tx: Executor,
  table: PartTable,
  item: CreationRow,
  max: number,
  refusal: { attribute: string; detail: string; code: string },
) {
  if ((await countOf(tx, table, item.id)) >= max) {
    throw errors.invalid(refusal.attribute, refusal.detail, refusal.code, { max });
  }
}

export const listAssignedSkills = (db: Executor, item: CreationRow): Promise<AssignedSkillRow[]> =>
  db
    .select()
    .from(creationSkills)
    .where(eq(creationSkills.creationId, item.id))
    .orderBy(asc(creationSkills.createdAt), asc(creationSkills.id));

export async function findAssignedSkill(db: Executor, item: CreationRow, id: number) {
  const [row] = await db
    .select()
    .from(creationSkills)
    .where(and(eq(creationSkills.id, id), eq(creationSkills.creationId, item.id)));
  return row;
}

/** Assigns a standardized skill to a showroom item: a known skill, once, within the limit. */
export async function assignSkill(tx: Executor, item: CreationRow, skillId: number): Promise<AssignedSkillRow> {
  await requireKnownIds(tx, "standardizedSkills", [skillId], "skillId");
  const [taken] = await tx
    .select({ id: creationSkills.id })
    .from(creationSkills)
    .where(and(eq(creationSkills.creationId, item.id), eq(creationSkills.skillId, skillId)));
  if (taken) throw errors.invalid("skillId", "This skill is assigned already.", PROFILE_ERROR_CODES.duplicateSkill);
  await requireRoom(tx, creationSkills, item, SHOWROOM_LIMITS.skillsPerItem, {
    attribute: "skillId",
    detail: `An item holds at most ${SHOWROOM_LIMITS.skillsPerItem} skills.`,
    code: SHOWROOM_ERROR_CODES.tooManyItemSkills,
  });
  const [row] = await tx.insert(creationSkills).values({ creationId: item.id, skillId }).returning();
  return row;
}

export async function removeAssignedSkill(tx: Executor, row: AssignedSkillRow): Promise<void> {
  await tx.delete(creationSkills).where(eq(creationSkills.id, row.id));
}

export const listItemWeblinks = (db: Executor, item: CreationRow): Promise<ItemWeblinkRow[]> =>
  db
    .select()
    .from(creationWeblinks)
    .where(eq(creationWeblinks.creationId, item.id))
    .orderBy(asc(creationWeblinks.position), asc(creationWeblinks.id));

export async function findItemWeblink(db: Executor, item: CreationRow, id: number) {
  const [row] = await db
    .select()
    .from(creationWeblinks)
    .where(and(eq(creationWeblinks.id, id), eq(creationWeblinks.creationId, item.id)));
  return row;
}

/** Adds a link at the end of the item's links, within the limit. */
export async function addItemWeblink(tx: Executor, item: CreationRow, url: string): Promise<ItemWeblinkRow> {
  await requireRoom(tx, creationWeblinks, item, SHOWROOM_LIMITS.weblinksPerItem, {
    attribute: "url",
    detail: `An item holds at most ${SHOWROOM_LIMITS.weblinksPerItem} web links.`,
    code: SHOWROOM_ERROR_CODES.tooManyItemWeblinks,
  });
  const position = await countOf(tx, creationWeblinks, item.id);
  const [row] = await tx.insert(creationWeblinks).values({ creationId: item.id, url, position }).returning();
  return row;
}

/** Changes a link's address; a change that names none leaves it as it is. */
export async function changeItemWeblink(
  tx: Executor,
  row: ItemWeblinkRow,
  input: { url?: string },
): Promise<ItemWeblinkRow> {
  if (input.url === undefined) return row;
  const [changed] = await tx
    .update(creationWeblinks)
    .set({ url: input.url })
    .where(eq(creationWeblinks.id, row.id))
    .returning();
  return changed;
}

export async function removeItemWeblink(tx: Executor, row: ItemWeblinkRow): Promise<void> {
  await tx.delete(creationWeblinks).where(eq(creationWeblinks.id, row.id));
}

/** The co-creators of an item the viewer may see, in the order they were named. */
export async function listCoCreators(db: Executor, item: CreationRow, viewer: Viewer): Promise<CoCreatorRow[]> {
  const rows = await db
    .select({ coCreator: creationCoCreators })
    .from(creationCoCreators)
    .innerJoin(users, eq(users.id, creationCoCreators.userId))
    .where(and(eq(creationCoCreators.creationId, item.id), visibleUsersFilter(viewer)))
    .orderBy(asc(creationCoCreators.createdAt), asc(creationCoCreators.id));
  return rows.map((r) => r.coCreator).filter((coCreator) => showsCoCreator(item, coCreator, viewer));
}

/** A co-creator of the item the viewer may see. */
export async function findCoCreator(db: Executor, item: CreationRow, id: number, viewer: Viewer) {
  const [row] = await db
    .select({ coCreator: creationCoCreators })
    .from(creationCoCreators)
    .innerJoin(users, eq(users.id, creationCoCreators.userId))
    .where(and(eq(creationCoCreators.id, id), eq(creationCoCreators.creationId, item.id), visibleUsersFilter(viewer)))
    .limit(1);
  return row?.coCreator;
}

/**
 * Names a co-creator: someone the owner may see (listed, no block either way), not the owner, once
 * per item, within the limit. The co-creator hears of it (co_creator_added) once the item is
 * published, or at once when it already is.
 */
export async function addCoCreator(
  tx: Executor,
  item: CreationRow,
  input: { userId: number; role?: string | null },
): Promise<CoCreatorRow> {
  if (input.userId === item.ownerId) {
    throw errors.invalid(
      "userId",
      "You are the owner of this item; name someone else.",
      SHOWROOM_SOCIAL_ERROR_CODES.selfCoCreator,
    );
  }
  const [person] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.userId), visibleUsersFilter({ id: item.ownerId })));
  if (!person) throw errors.invalid("userId", "There is no such user.", PROFILE_ERROR_CODES.unknownId);
  const [taken] = await tx
    .select({ id: creationCoCreators.id })
    .from(creationCoCreators)
    .where(and(eq(creationCoCreators.creationId, item.id), eq(creationCoCreators.userId, input.userId)));
  if (taken)
    throw errors.invalid("userId", "This person is named already.", SHOWROOM_SOCIAL_ERROR_CODES.duplicateCoCreator);
  await requireRoom(tx, creationCoCreators, item, SHOWROOM_LIMITS.coCreatorsPerItem, {
    attribute: "userId",
    detail: `An item names at most ${SHOWROOM_LIMITS.coCreatorsPerItem} co-creators.`,
    code: SHOWROOM_SOCIAL_ERROR_CODES.tooManyCoCreators,
  });
  const [row] = await tx
    .insert(creationCoCreators)
    .values({ creationId: item.id, userId: input.userId, role: input.role ?? null })
    .returning();
  await emit(tx, {
    type: "co_creator_added",
    coCreatorId: row.id,
    creationId: item.id,
    ownerId: item.ownerId,
    userId: input.userId,
  });
  return row;
}

/** Changes a co-creator's role; a change that names none leaves it as it is. */
export async function changeCoCreator(
  tx: Executor,
  row: CoCreatorRow,
  input: { role?: string | null },
): Promise<CoCreatorRow> {
  if (input.role === undefined) return row;
  const [changed] = await tx
    .update(creationCoCreators)
    .set({ role: input.role })
    .where(eq(creationCoCreators.id, row.id))
    .returning();
  return changed;
}

/** Takes a naming back, whether the owner removes it or the co-creator declines or leaves. */
export async function removeCoCreator(tx: Executor, row: CoCreatorRow): Promise<void> {
  await tx.delete(creationCoCreators).where(eq(creationCoCreators.id, row.id));
}

/** The co-creator accepts: the item shows on their profile from now on. Confirming twice changes nothing. */
export async function confirmCoCreator(tx: Executor, row: CoCreatorRow): Promise<CoCreatorRow> {
  const [confirmed] = await tx
    .update(creationCoCreators)
    .set({ confirmedAt: sql`coalesce(${creationCoCreators.confirmedAt}, now())` })
    .where(eq(creationCoCreators.id, row.id))
    .returning();
  return confirmed;
}

/**
 * Whether the co-creator still stands unconfirmed on a published item: what makes the
 * added_as_co_creator notice worth telling. `namedAfterPublishing` keeps to those named once the
 * item was out (the others hear of it at its first publication). Locks the row until the caller's
 * transaction ends.
 */
export async function coCreatorInvitationStands(
  tx: Executor,
  coCreatorId: number,
  opts: { namedAfterPublishing?: boolean } = {},
): Promise<boolean> {
  const [row] = await tx
    .select({ id: creationCoCreators.id })
    .from(creationCoCreators)
    .innerJoin(creations, eq(creations.id, creationCoCreators.creationId))
    .where(
      and(
        eq(creationCoCreators.id, coCreatorId),
        isNull(creationCoCreators.confirmedAt),
        eq(creations.status, "published"),
        opts.namedAfterPublishing ? sql`${creationCoCreators.createdAt} > ${creations.publishedAt}` : undefined,
      ),
    )
    .for("share", { of: creationCoCreators });
  return row !== undefined;
}

/** The unconfirmed co-creators of an item who meet `when`, in the order they were named. */
function unconfirmedCoCreators(tx: Executor, creationId: number, when: SQL): Promise<CoCreatorRow[]> {
  return tx
    .select({ coCreator: creationCoCreators })
    .from(creationCoCreators)
    .innerJoin(creations, eq(creations.id, creationCoCreators.creationId))
    .where(and(eq(creationCoCreators.creationId, creationId), isNull(creationCoCreators.confirmedAt), when))
    .then((rows) => rows.map((r) => r.coCreator));
}

/**
 * The co-creators named while the item was still a draft, unconfirmed: told when it is first
 * published. Those named after the publication were told when they were named.
 */
export const coCreatorsNamedBeforePublishing = (tx: Executor, creationId: number): Promise<CoCreatorRow[]> =>
  unconfirmedCoCreators(tx, creationId, sql`${creationCoCreators.createdAt} <= ${creations.publishedAt}`);

/**
 * The co-creators of an item published again who stand unconfirmed and were never told of it: named
 * after its first publication while it was back in draft (those named while it was out were told
 * at once, those named before at its first publication).
 */
export const coCreatorsNotYetTold = (tx: Executor, creationId: number): Promise<CoCreatorRow[]> =>
  unconfirmedCoCreators(
    tx,
    creationId,
    sql`${creationCoCreators.createdAt} > ${creations.publishedAt} and not exists (select 1 from ${notifications} where ${notifications.userId} = ${creationCoCreators.userId} and ${notifications.key} = 'added_as_co_creator' and ${notifications.subjectId} = ${creationId} and ${inArray(notifications.subjectType, Object.values(CREATION_RESOURCE_TYPES))})`,
  );
