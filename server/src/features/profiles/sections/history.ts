import {
  type AchievementAttributes,
  achievementCreateSchema,
  achievementResource,
  achievementUpdateSchema,
  type EducationAttributes,
  type EmploymentAttributes,
  ENDS_BEFORE_START,
  educationCreateSchema,
  educationResource,
  educationUpdateSchema,
  employmentCreateSchema,
  employmentResource,
  employmentUpdateSchema,
  endsBeforeStart,
  PROFILE_ERROR_CODES,
} from "@atelier/common";
import { desc, eq, type InferSelectModel, sql } from "drizzle-orm";
import { achievements, educations, employments, storedFiles } from "../../../db/schema/index.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { resource, toOne } from "../../../jsonapi/serialize.ts";
import { defineOwnedResource, removeRow } from "../../../platform/owned/resources.ts";
import { ownedRows } from "../../../platform/owned/rows.ts";

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

/** An achievement by id, whoever owns it: what a route loads before the policy decides. */
export const findAchievement = achievementRows.find;

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
    } satisfies AchievementAttributes,
    { user: toOne("users", row.userId) },
    row.fileId === null ? undefined : { file: achievementFilePath(row.id) },
  );
}

/**
 * A change of either date is checked against the other one as stored, so an entry can never end
 * before it starts, however its dates arrive.
 */
function requireDatesInOrder(
  current: { startedOn: string | null; endedOn: string | null },
  change: { startedOn?: string | null; endedOn?: string | null },
): void {
  const merged = {
    startedOn: change.startedOn === undefined ? current.startedOn : change.startedOn,
    endedOn: change.endedOn === undefined ? current.endedOn : change.endedOn,
  };
  if (endsBeforeStart(merged)) throw errors.invalid("endedOn", ENDS_BEFORE_START, PROFILE_ERROR_CODES.endsBeforeStart);
}

/** Awards, prizes and certificates, the latest first; each may carry one file (see ../documents). */
export const achievementSection = defineOwnedResource({
  type: "achievements",
  noun: "achievement",
  resource: achievementResource,
  list: achievementRows.list,
  load: findAchievement,
  present: presentAchievement,
  create: {
    schema: achievementCreateSchema,
    run: (tx, userId, input) => achievementRows.insert(tx, { ...input, userId }),
  },
  update: {
    schema: achievementUpdateSchema,
    run: (tx, row, input) => achievementRows.update(tx, row, input),
  },
  /** The attached file goes with the achievement. */
  async remove(tx, row) {
    await achievementRows.remove(tx, row);
    if (row.fileId === null) return { discard: [] };
    const files = await tx.delete(storedFiles).where(eq(storedFiles.id, row.fileId)).returning();
    return { discard: files.map((f) => f.key) };
  },
});

export const educationSection = defineOwnedResource({
  type: "educations",
  noun: "education",
  resource: educationResource,
  list: educationRows.list,
  load: educationRows.find,
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
      } satisfies EducationAttributes,
      { user: toOne("users", row.userId) },
    ),
  create: {
    schema: educationCreateSchema,
    run: (tx, userId, input) => educationRows.insert(tx, { ...input, userId }),
  },
  update: {
    schema: educationUpdateSchema,
    run(tx, row, input) {
      requireDatesInOrder(row, input);
      return educationRows.update(tx, row, input);
    },
  },
  remove: removeRow(educationRows.remove),
});

/** Positions held; one without an end date is a current position. */
export const employmentSection = defineOwnedResource({
  type: "employments",
  noun: "employment",
  resource: employmentResource,
  list: employmentRows.list,
  load: employmentRows.find,
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
      } satisfies EmploymentAttributes,
      { user: toOne("users", row.userId) },
    ),
  create: {
    schema: employmentCreateSchema,
    run: (tx, userId, input) => employmentRows.insert(tx, { ...input, userId }),
  },
  update: {
    schema: employmentUpdateSchema,
    run(tx, row, input) {
      requireDatesInOrder(row, input);
      return employmentRows.update(tx, row, input);
    },
  },
  remove: removeRow(employmentRows.remove),
});
