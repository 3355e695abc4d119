import { PROFILE_ERROR_CODES, PROFILE_LIMITS } from "@atelier/common";
import { and, count, eq } from "drizzle-orm";
import type { Executor } from "../../../db/connect.ts";
import { operationSkills, userCreativeFields } from "../../../db/schema/index.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { requireKnownIds } from "../../accounts/me/known-ids.ts";
import type { OperationSkill } from "./operations.ts";

/**
 * Adds a standardized skill to a creative field operation the caller owns, in a transaction that
 * holds the owner's lock: an unknown skill, one listed already or one past the limit is refused at
 * skill_id.
 */
export async function addOperationSkill(tx: Executor, operationId: number, skillId: number): Promise<OperationSkill> {
  await requireKnownIds(tx, "standardizedSkills", [skillId], "skillId");
  const [{ total }] = await tx
    .select({ total: count() })
    .from(operationSkills)
    .where(eq(operationSkills.operationId, operationId));
  const [taken] = await tx
    .select({ id: operationSkills.id })
    .from(operationSkills)
    .where(and(eq(operationSkills.operationId, operationId), eq(operationSkills.skillId, skillId)));
  if (taken) throw errors.invalid("skillId", "This skill is listed already.", PROFILE_ERROR_CODES.duplicateSkill);
  if (total >= PROFILE_LIMITS.skillsPerOperation) {
    throw errors.invalid(
      "skillId",
      `A creative field holds at most ${PROFILE_LIMITS.skillsPerOperation} skills.`,
      PROFILE_ERROR_CODES.tooManySkills,
      { max: PROFILE_LIMITS.skillsPerOperation },
    );
  }
  const [created] = await tx.insert(operationSkills).values({ operationId, skillId }).returning();
  return created;
}

/** A skill of an operation, with the operation's owner, whoever that is. */
export async function findOperationSkill(db: Executor, id: number) {
  const [row] = await db
    .select({ skill: operationSkills, userId: userCreativeFields.userId })
    .from(operationSkills)
    .innerJoin(userCreativeFields, eq(userCreativeFields.id, operationSkills.operationId))
    .where(eq(operationSkills.id, id));
  return row && { ...row.skill, userId: row.userId };
}

/** Removes a skill from its operation, once the policy let the caller change it. */
export async function removeOperationSkill(tx: Executor, skill: Pick<OperationSkill, "id">): Promise<void> {
  await tx.delete(operationSkills).where(eq(operationSkills.id, skill.id));
}
