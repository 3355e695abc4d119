import {
  CREATIVE_FIELD_OPERATION_INCLUDED,
  type CreativeFieldOperationAttributes,
  creativeFieldOperationCreateSchema,
  creativeFieldOperationResource,
  creativeFieldOperationUpdateSchema,
  type OperationSkillAttributes,
  PROFILE_ERROR_CODES,
  PROFILE_LIMITS,
  type Resource,
  type SupportedLocale,
} from "@atelier/common";
import { and, asc, eq, type InferSelectModel, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../../db/connect.ts";
import { operationSkills, userCreativeFields } from "../../../db/schema/index.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { resource, toMany, toOne } from "../../../jsonapi/serialize.ts";
import { defineOwnedResource } from "../../../platform/owned/resources.ts";
import { ownedRows } from "../../../platform/owned/rows.ts";
import { requireKnownIds } from "../../accounts/me/known-ids.ts";
import { referenceCatalog } from "../../reference/catalog.ts";
import { presentCreativeField, presentStandardizedSkill } from "../../reference/present.ts";

export type OperationSkill = InferSelectModel<typeof operationSkills>;
export type Operation = InferSelectModel<typeof userCreativeFields> & { skills: OperationSkill[] };

const rows = ownedRows(userCreativeFields, [asc(userCreativeFields.position), asc(userCreativeFields.id)]);

/** The skills of the given operations, oldest first, in one query. */
export async function skillsOf(db: Executor, operationIds: number[]): Promise<OperationSkill[]> {
  if (operationIds.length === 0) return [];
  return db
    .select()
    .from(operationSkills)
    .where(inArray(operationSkills.operationId, operationIds))
    .orderBy(asc(operationSkills.createdAt), asc(operationSkills.id));
}

async function withSkills(db: Executor, ops: InferSelectModel<typeof userCreativeFields>[]): Promise<Operation[]> {
  const skills = await skillsOf(
    db,
    ops.map((op) => op.id),
  );
  return ops.map((op) => ({ ...op, skills: skills.filter((s) => s.operationId === op.id) }));
}

export function presentOperationSkill(skill: OperationSkill): Resource {
  return resource(
    "skills",
    skill.id,
    { operationId: String(skill.operationId), skillId: String(skill.skillId) } satisfies OperationSkillAttributes,
    {
      operation: toOne("creative_field_operations", skill.operationId),
      skill: toOne("standardized_skills", skill.skillId),
    },
  );
}

/** The standardized skills named by operation skills, to include beside them. */
export async function includedSkillNames(
  db: Executor,
  skills: OperationSkill[],
  locale: SupportedLocale,
): Promise<Resource[]> {
  if (skills.length === 0) return [];
  const named = await referenceCatalog(db).skills(skills.map((s) => s.skillId));
  return named.map((skill) => presentStandardizedSkill(skill, locale));
}

/**
 * The creative fields a user works in, each with a level and skills ("creative field operations",
 * the rows PATCH /v1/me's creative_field_ids keeps). Documents include the fields, the skills and
 * the skills' standard names. A profile keeps at least one field: it is part of being complete.
 */
export const operationSection = defineOwnedResource({
  type: "creative_field_operations",
  noun: "creative field operation",
  resource: creativeFieldOperationResource,
  async list(db, userId, page) {
    const { rows: ops, total } = await rows.list(db, userId, page);
    return { rows: await withSkills(db, ops), total };
  },
  load: findOperation,
  present: (op: Operation) =>
    resource(
      "creative_field_operations",
      op.id,
      {
        creativeFieldId: String(op.creativeFieldId),
        level: op.level,
        position: op.position,
      } satisfies CreativeFieldOperationAttributes,
      {
        creative_field: toOne("creative_fields", op.creativeFieldId),
        skills: toMany(
          "skills",
          op.skills.map((s) => s.id),
        ),
        user: toOne("users", op.userId),
      },
    ),
  included: {
    resources: CREATIVE_FIELD_OPERATION_INCLUDED,
    async of(db, ops, locale) {
      if (ops.length === 0) return [];
      const skills = ops.flatMap((op) => op.skills);
      const fields = await referenceCatalog(db).creativeFields(ops.map((op) => op.creativeFieldId));
      return [
        ...fields.map((field) => presentCreativeField(field, locale)),
        ...skills.map(presentOperationSkill),
        ...(await includedSkillNames(db, skills, locale)),
      ];
    },
  },
  create: {
    schema: creativeFieldOperationCreateSchema,
    relationships: ["creative_field"],
    async run(tx, userId, input) {
      await requireKnownIds(tx, "creativeFields", [input.creativeFieldId], "creativeFieldId");
      const [taken] = await tx
        .select({ id: userCreativeFields.id })
        .from(userCreativeFields)
        .where(
          and(eq(userCreativeFields.userId, userId), eq(userCreativeFields.creativeFieldId, input.creativeFieldId)),
        );
      if (taken) {
        throw errors.invalid(
          "creativeFieldId",
          "This creative field is on your profile already.",
          PROFILE_ERROR_CODES.duplicateCreativeField,
        );
      }
      if ((await rows.count(tx, userId)) >= PROFILE_LIMITS.creativeFieldOperations) {
        throw errors.invalid(
          "creativeFieldId",
          `A profile holds at most ${PROFILE_LIMITS.creativeFieldOperations} creative fields.`,
          PROFILE_ERROR_CODES.tooManyCreativeFields,
          { max: PROFILE_LIMITS.creativeFieldOperations },
        );
      }
      const [{ next }] = await tx
        .select({ next: sql<number>`coalesce(max(${userCreativeFields.position}) + 1, 0)`.mapWith(Number) })
        .from(userCreativeFields)
        .where(eq(userCreativeFields.userId, userId));
      const op = await rows.insert(tx, {
        userId,
        creativeFieldId: input.creativeFieldId,
        level: input.level,
        position: next,
      });
      return { ...op, skills: [] };
    },
  },
  update: {
    schema: creativeFieldOperationUpdateSchema,
    async run(tx, op, input) {
      const { skills, ...row } = op;
      return { ...(await rows.update(tx, row, { level: input.level })), skills };
    },
  },
  async remove(tx, op) {
    if ((await rows.count(tx, op.userId)) <= 1) {
      throw errors.conflict("A profile keeps at least one creative field. Add another one before removing this.", {
        code: PROFILE_ERROR_CODES.lastCreativeField,
      });
    }
    await rows.remove(tx, op);
    return { discard: [] };
  },
});

/** An operation with its skills, whoever owns it. */
export async function findOperation(db: Executor, id: number): Promise<Operation | undefined> {
  const op = await rows.find(db, id);
  return op && (await withSkills(db, [op]))[0];
}
