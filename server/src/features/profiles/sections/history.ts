import {
  achievementCreateSchema,
  achievementUpdateSchema,
  ENDS_BEFORE_START,
  educationCreateSchema,
  educationUpdateSchema,
  employmentCreateSchema,
  employmentUpdateSchema,
  endsBeforeStart,
  PROFILE_ERROR_CODES,
} from "@atelier/common";
import { desc, eq, type InferSelectModel, sql } from "drizzle-orm";
import { achievements, educations, employments, storedFiles } from "../../../db/schema/index.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { resource, toOne } from "../../../jsonapi/serialize.ts";
import { ownedRows } from "../owned-rows.ts";
import { defineSection, removeRow } from "../section-routes.ts";

type Achievement = InferSelectModel<typeof achievements>;

/** Current entries first (no end date), then the latest ended, then the latest started. */
const newestPeriodFirst = (t: typeof educations | typeof employments) => [
  sql`${t.endedOn} desc nulls first`,
  sql`${t.startedOn} desc nulls last`,
  desc(t.id),
];

const achievementRows = ownedRows(achievements, [
  sql`${achievements.achievedOn} desc nulls last`,
  desc(achievements.id),
]);
const educationRows = ownedRows(educations, newestPeriodFirst(educations));
const employmentRows = ownedRows(employments, newestPeriodFirst(employments));

/** The API path of an achievement's attached file. */
export const achievementFilePath = (id: number) => `/api/v1/achievements/${id}/file`;

export function presentAchievement(row: Achievement) {
  return resource(
    "achievements",
    row.id,
    {
      title: row.title,
      issuer: row.issuer,
      description: row.description,
      achievedOn: row.achievedOn,
      hasFile: row.fileId !== null,
      createdAt: row.createdAt.toISOString(),
    },
    { user: toOne("users", row.userId) },
    row.fileId === null ? undefined : { file: achievementFilePath(row.id) },
  );
}

/**
 * A change of either date is checked against the other one as stored, so an entry can never end
 * before it starts, however its dates arrive.
 */
async function requireDatesInOrder<T extends { startedOn: string | null; endedOn: string | null }>(
  current: T | undefined,
  change: { startedOn?: string | null; endedOn?: string | null },
): Promise<void> {
  if (!current) return;
  const merged = {
    startedOn: change.startedOn === undefined ? current.startedOn : change.startedOn,
    endedOn: change.endedOn === undefined ? current.endedOn : change.endedOn,
  };
  if (endsBeforeStart(merged)) throw errors.invalid("endedOn", ENDS_BEFORE_START, PROFILE_ERROR_CODES.endsBeforeStart);
}

/** Awards, prizes and certificates, the latest first; each may carry one file (see achievement-files). */
export const achievementSection = defineSection({
  type: "achievements",
  noun: "achievement",
  list: achievementRows.list,
  present: presentAchievement,
  create: {
    schema: achievementCreateSchema,
    run: (tx, userId, input) => achievementRows.insert(tx, { ...input, userId }),
  },
  update: {
    schema: achievementUpdateSchema,
    run: (tx, userId, id, input) => achievementRows.update(tx, userId, id, input),
  },
  /** The attached file goes with the achievement. */
  async remove(tx, userId, id) {
    const removed = await achievementRows.remove(tx, userId, id);
    if (!removed) return null;
    if (removed.fileId === null) return { discard: [] };
    const files = await tx.delete(storedFiles).where(eq(storedFiles.id, removed.fileId)).returning();
    return { discard: files.map((f) => f.key) };
  },
});

export const educationSection = defineSection({
  type: "educations",
  noun: "education",
  list: educationRows.list,
  present: (row) =>
    resource(
      "educations",
      row.id,
      {
        school: row.school,
        degree: row.degree,
        fieldOfStudy: row.fieldOfStudy,
        startedOn: row.startedOn,
        endedOn: row.endedOn,
        description: row.description,
        createdAt: row.createdAt.toISOString(),
      },
      { user: toOne("users", row.userId) },
    ),
  create: {
    schema: educationCreateSchema,
    run: (tx, userId, input) => educationRows.insert(tx, { ...input, userId }),
  },
  update: {
    schema: educationUpdateSchema,
    async run(tx, userId, id, input) {
      await requireDatesInOrder(await educationRows.findMine(tx, userId, id), input);
      return educationRows.update(tx, userId, id, input);
    },
  },
  remove: removeRow(educationRows.remove),
});

/** Positions held; one without an end date is a current position. */
export const employmentSection = defineSection({
  type: "employments",
  noun: "employment",
  list: employmentRows.list,
  present: (row) =>
    resource(
      "employments",
      row.id,
      {
        employer: row.employer,
        title: row.title,
        place: row.place,
        startedOn: row.startedOn,
        endedOn: row.endedOn,
        current: row.endedOn === null,
        description: row.description,
        createdAt: row.createdAt.toISOString(),
      },
      { user: toOne("users", row.userId) },
    ),
  create: {
    schema: employmentCreateSchema,
    run: (tx, userId, input) => employmentRows.insert(tx, { ...input, userId }),
  },
  update: {
    schema: employmentUpdateSchema,
    async run(tx, userId, id, input) {
      await requireDatesInOrder(await employmentRows.findMine(tx, userId, id), input);
      return employmentRows.update(tx, userId, id, input);
    },
  },
  remove: removeRow(employmentRows.remove),
});
