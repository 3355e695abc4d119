import {
  type ApiErrorObject,
  OPPORTUNITY_ERROR_CODES,
  OPPORTUNITY_LIMITS,
  type OpportunityCancelInput,
  type OpportunityCreateInput,
  type OpportunityUpdateInput,
  PROFILE_ERROR_CODES,
} from "@atelier/common";
import { and, count, eq, inArray, ne, sql } from "drizzle-orm";
import type { Executor, Transaction } from "../../db/connect.ts";
import {
  opportunities,
  opportunityApplications,
  opportunityFields,
  opportunityMaterials,
  opportunitySkills,
  storedFiles,
  users,
} from "../../db/schema/index.ts";
import { ApiError, attributePointer, errors } from "../../jsonapi/errors.ts";
import { emit } from "../../platform/events/emit.ts";
import { freeSlug, slugify } from "../discovery/users/slugs.ts";
import { isPremiumNow } from "../membership/memberships.ts";
import { referenceCatalog } from "../reference/catalog.ts";
import { dropLogoFile } from "./files/logo.ts";
import { type OpportunityRow, onBoard } from "./policy.ts";

/** Words a slug may not be: the addresses of the board's own screens (/jobs/new, /jobs/category/…). */
const RESERVED_SLUGS = new Set(["new", "category", "edit", "materials"]);

const PERIOD = sql`make_interval(days => ${OPPORTUNITY_LIMITS.periodDays})`;

async function opportunitySlug(tx: Executor, title: string): Promise<string> {
  const base = slugify(title, "opportunity");
  return freeSlug(tx, opportunities.slug, RESERVED_SLUGS.has(base) ? `${base}-opportunity` : base);
}

/** Refuses ids the reference catalog does not know, at the attribute that named them. */
async function requireKnown(
  db: Executor,
  attribute: "creativeFieldIds" | "skillIds" | "locationId",
  ids: readonly number[],
): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return wanted;
  const catalog = referenceCatalog(db);
  const found =
    attribute === "creativeFieldIds"
      ? await catalog.creativeFields(wanted)
      : attribute === "skillIds"
        ? await catalog.skills(wanted)
        : await catalog.locations(wanted);
  const known = new Set(found.map((row) => row.id));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw errors.invalid(
      attribute,
      `There is nothing with the id ${unknown.join(", ")}.`,
      PROFILE_ERROR_CODES.unknownId,
    );
  }
  return wanted;
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The apply address fits the apply type: a web address for weblink, an e-mail address for email, none for the messenger. */
function applyTargetOf(applyType: OpportunityRow["applyType"], target: string | null | undefined): string | null {
  if (applyType === "messenger" || !target) return null;
  if (applyType === "email") {
    if (!EMAIL_SHAPE.test(target)) throw errors.invalid("applyTarget", "Enter the e-mail address applications go to.");
    return target;
  }
  const withScheme = /^https?:\/\//i.test(target) ? target : `https://${target}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("scheme");
    return url.toString();
  } catch {
    throw errors.invalid("applyTarget", "Enter the web address applications go to, starting with https://.");
  }
}

type Columns = Partial<typeof opportunities.$inferInsert>;

/** The columns an input changes, checked against each other and against what the row already holds. */
async function columnsOf(
  tx: Executor,
  input: OpportunityUpdateInput,
  current: Pick<OpportunityRow, "kind" | "applyType" | "applyTarget"> | null,
): Promise<Columns> {
  const kind = input.kind ?? current?.kind ?? "job";
  const columns: Columns = {};
  for (const name of ["title", "description", "salary", "currency", "salaryInterval", "remote"] as const) {
    if (input[name] !== undefined) Object.assign(columns, { [name]: input[name] });
  }
  if (input.kind !== undefined) columns.kind = input.kind;
  if (input.jobType !== undefined) columns.jobType = input.jobType;
  if (input.projectPeriod !== undefined) columns.projectPeriod = input.projectPeriod;
  // Each kind keeps only its own particular: a job its type, a project its period.
  if (kind === "project") columns.jobType = null;
  else columns.projectPeriod = null;
  if (input.locationId !== undefined) {
    columns.locationId =
      input.locationId === null ? null : (await requireKnown(tx, "locationId", [input.locationId]))[0];
  }
  if (input.applyType !== undefined || input.applyTarget !== undefined) {
    const applyType = input.applyType ?? current?.applyType ?? "messenger";
    columns.applyType = applyType;
    columns.applyTarget = applyTargetOf(
      applyType,
      input.applyTarget !== undefined ? input.applyTarget : current?.applyTarget,
    );
  }
  return columns;
}

async function replaceParts(tx: Transaction, opportunityId: number, input: OpportunityUpdateInput): Promise<void> {
  if (input.creativeFieldIds !== undefined) {
    const ids = await requireKnown(tx, "creativeFieldIds", input.creativeFieldIds);
    await tx.delete(opportunityFields).where(eq(opportunityFields.opportunityId, opportunityId));
    if (ids.length > 0) {
      await tx.insert(opportunityFields).values(ids.map((creativeFieldId) => ({ opportunityId, creativeFieldId })));
    }
  }
  if (input.skillIds !== undefined) {
    const ids = await requireKnown(tx, "skillIds", input.skillIds);
    await tx.delete(opportunitySkills).where(eq(opportunitySkills.opportunityId, opportunityId));
    if (ids.length > 0) await tx.insert(opportunitySkills).values(ids.map((skillId) => ({ opportunityId, skillId })));
  }
}

/** A new draft with a slug from its title; two taking the same slug at once, the later takes the next. */
export async function createOpportunity(
  tx: Transaction,
  ownerId: number,
  input: OpportunityCreateInput,
): Promise<OpportunityRow> {
  const columns = await columnsOf(tx, input, null);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await tx
      .insert(opportunities)
      .values({
        ...columns,
        ownerId,
        kind: input.kind,
        title: input.title,
        slug: await opportunitySlug(tx, input.title),
      })
      .onConflictDoNothing()
      .returning();
    if (row) {
      await replaceParts(tx, row.id, input);
      return row;
    }
  }
  throw errors.conflict("The opportunity's address could not be reserved. Please try again.");
}

/**
 * Changes what the owner sends; the slug stays, so shared links keep working. A published one
 * keeps its kind, and must still hold what publishing asked for.
 */
export async function updateOpportunity(
  tx: Transaction,
  row: OpportunityRow,
  input: OpportunityUpdateInput,
): Promise<void> {
  if (row.status === "published" && input.kind !== undefined && input.kind !== row.kind) {
    throw errors.invalid("kind", "A published opportunity keeps its kind.", OPPORTUNITY_ERROR_CODES.kindFixed);
  }
  const columns = await columnsOf(tx, input, row);
  await tx
    .update(opportunities)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(eq(opportunities.id, row.id));
  await replaceParts(tx, row.id, input);
  if (row.status === "published") await requirePublishable(tx, row.id);
}

/** What publishing asks for, one error per missing attribute, so the form marks each field. */
async function requirePublishable(tx: Executor, id: number): Promise<void> {
  const [row] = await tx
    .select({
      row: opportunities,
      fields:
        sql<number>`(select count(*) from ${opportunityFields} where ${opportunityFields.opportunityId} = ${opportunities.id})`.mapWith(
          Number,
        ),
    })
    .from(opportunities)
    .where(eq(opportunities.id, id));
  const o = row.row;
  const missing: [string, string][] = [];
  if ((o.description ?? "").length < OPPORTUNITY_LIMITS.descriptionToPublish) {
    missing.push([
      "description",
      `Describe the opportunity in at least ${OPPORTUNITY_LIMITS.descriptionToPublish} characters.`,
    ]);
  }
  if (o.kind === "job" && !o.jobType) missing.push(["jobType", "Choose the kind of job."]);
  if (o.kind === "project" && !o.projectPeriod) missing.push(["projectPeriod", "Choose how long the project runs."]);
  if (row.fields === 0) missing.push(["creativeFieldIds", "Choose at least one creative field."]);
  if (!o.remote && o.locationId === null) missing.push(["locationId", "Choose a place, or mark it remote."]);
  if (o.applyType !== "messenger" && !o.applyTarget) {
    missing.push(["applyTarget", "Enter where applications go."]);
  }
  const salaryParts = [o.salary, o.currency, o.salaryInterval].filter((v) => v !== null).length;
  if (salaryParts > 0 && salaryParts < 3) {
    for (const [name, value] of [
      ["salary", o.salary],
      ["currency", o.currency],
      ["salaryInterval", o.salaryInterval],
    ] as const) {
      if (value === null)
        missing.push([name, "Give the salary with its currency and what it is paid for, or none of them."]);
    }
  }
  if (missing.length === 0) return;
  const problems: Omit<ApiErrorObject, "status">[] = missing.map(([attribute, detail]) => ({
    code: OPPORTUNITY_ERROR_CODES.requiredToPublish,
    title: "Invalid attribute",
    detail,
    source: { pointer: attributePointer(attribute) },
  }));
  throw new ApiError(422, problems);
}

/**
 * Puts a draft on the board for a period: its first publication is news to the people of its
 * creative fields. Publishing what is published already changes nothing.
 */
export async function publishOpportunity(tx: Transaction, row: OpportunityRow): Promise<void> {
  if (row.status === "published") return;
  await requirePublishable(tx, row.id);
  await requireRoomOnBoard(tx, row);
  await tx
    .update(opportunities)
    .set({
      status: "published",
      publishedAt: sql`now()`,
      expiresAt: sql`now() + ${PERIOD}`,
      updatedAt: sql`now()`,
    })
    .where(eq(opportunities.id, row.id));
  await emit(tx, { type: "opportunity_published", opportunityId: row.id, ownerId: row.ownerId });
}

/**
 * A free member has OPPORTUNITY_LIMITS.freeOnBoard opportunities on the board at once; a premium
 * member has no limit. The owner's row is locked first, so that two publishes at once count each
 * other.
 */
async function requireRoomOnBoard(tx: Transaction, row: OpportunityRow): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, row.ownerId)).for("no key update");
  if (await isPremiumNow(tx, row.ownerId)) return;
  const [{ live }] = await tx
    .select({ live: count() })
    .from(opportunities)
    .where(and(eq(opportunities.ownerId, row.ownerId), onBoard, ne(opportunities.id, row.id)));
  const max = OPPORTUNITY_LIMITS.freeOnBoard;
  if (live >= max)
    throw errors.conflict(
      `Free members have up to ${max} opportunities on the board at a time; premium has no limit.`,
      {
        code: OPPORTUNITY_ERROR_CODES.boardLimit,
        meta: { max },
      },
    );
}

/** Another period on the board from now, for a published one that was not cancelled, on the board or expired. */
export async function extendOpportunity(tx: Transaction, row: OpportunityRow): Promise<void> {
  if (row.status !== "published") {
    throw errors.invalid("status", "Publish the opportunity first.", OPPORTUNITY_ERROR_CODES.notPublished);
  }
  if (row.cancelledAt !== null) {
    throw errors.conflict("A cancelled opportunity is not extended.", { code: OPPORTUNITY_ERROR_CODES.cancelled });
  }
  if (row.expiresAt === null || row.expiresAt <= new Date()) await requireRoomOnBoard(tx, row);
  await tx
    .update(opportunities)
    .set({ extendedAt: sql`now()`, expiresAt: sql`now() + ${PERIOD}`, updatedAt: sql`now()` })
    .where(eq(opportunities.id, row.id));
}

/** Takes a published one off the board for good, with the owner's reason. */
export async function cancelOpportunity(
  tx: Transaction,
  row: OpportunityRow,
  input: OpportunityCancelInput,
): Promise<void> {
  if (row.status !== "published") {
    throw errors.invalid(
      "status",
      "Only a published opportunity is cancelled; delete a draft.",
      OPPORTUNITY_ERROR_CODES.notPublished,
    );
  }
  if (row.cancelledAt !== null) {
    throw errors.conflict("The opportunity was cancelled already.", { code: OPPORTUNITY_ERROR_CODES.cancelled });
  }
  await tx
    .update(opportunities)
    .set({
      cancelledAt: sql`now()`,
      cancelReason: input.reason,
      cancelText: input.reason === "other" ? (input.text ?? null) : null,
      updatedAt: sql`now()`,
    })
    .where(eq(opportunities.id, row.id));
}

/**
 * Deletes an opportunity with its applications and everyone's bookmarks of it, and the stored
 * files of its logo and materials; answers the storage keys to discard once this commits.
 */
export async function deleteOpportunity(tx: Transaction, row: OpportunityRow): Promise<string[]> {
  const materials = await tx
    .delete(storedFiles)
    .where(
      inArray(
        storedFiles.id,
        tx
          .select({ id: opportunityMaterials.fileId })
          .from(opportunityMaterials)
          .where(eq(opportunityMaterials.opportunityId, row.id)),
      ),
    )
    .returning({ key: storedFiles.key });
  const logo = await dropLogoFile(tx, row);
  await tx.delete(opportunities).where(eq(opportunities.id, row.id));
  return [...materials.map((m) => m.key), ...logo];
}

/**
 * The owner saw the applicants so far: they are no longer new, and those still at the stage `new`
 * move to `viewed`, which their applicants read. Reading the list moves nothing: a read may be a
 * prefetch or a server render, and the owner marks what they saw.
 */
export async function checkApplicants(tx: Executor, row: OpportunityRow): Promise<void> {
  await tx.update(opportunities).set({ applicantsCheckedAt: sql`now()` }).where(eq(opportunities.id, row.id));
  await tx
    .update(opportunityApplications)
    .set({ stage: "viewed", stageChangedAt: sql`now()` })
    .where(and(eq(opportunityApplications.opportunityId, row.id), eq(opportunityApplications.stage, "new")));
}
