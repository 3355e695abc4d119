import { JSONAPI_MEDIA_TYPE, operationSkillCreateSchema, PROFILE_ERROR_CODES, PROFILE_LIMITS } from "@atelier/common";
import { and, count, eq, inArray } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Executor } from "../../../db/connect.ts";
import { operationSkills, userCreativeFields } from "../../../db/schema/index.ts";
import { parseBody } from "../../../jsonapi/body.ts";
import { SIGNED_IN } from "../../../jsonapi/contract.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { idParam } from "../../../jsonapi/params.ts";
import { document } from "../../../jsonapi/serialize.ts";
import { requireAuth } from "../../../platform/auth/plugin.ts";
import { requireKnownIds } from "../../accounts/me/known-ids.ts";
import { requestLocale } from "../../reference/locales.ts";
import { lockProfileOwner, visibleOwner } from "../owner.ts";
import {
  findMyOperation,
  findOperation,
  includedSkillNames,
  type OperationSkill,
  presentOperationSkill,
  skillsOf,
} from "./operations.ts";

const tags = ["profile sections"];
const params = (name: string) =>
  ({ type: "object", properties: { [name]: { type: "string" } }, required: [name] }) as const;

/**
 * Adds a standardized skill to one of the user's creative field operations, in a transaction that
 * holds the owner's lock: an operation that is not theirs is a 404; an unknown skill, one listed
 * already or one past the limit is refused at skill_id.
 */
export async function addOperationSkill(
  tx: Executor,
  userId: number,
  operationId: number,
  skillId: number,
): Promise<OperationSkill> {
  if (!(await findMyOperation(tx, userId, operationId))) throw errors.notFound();
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

/**
 * The skills of a creative field operation: read by anyone who may see its owner, added and
 * removed only by the owner. Each skill names a standardized skill, included in every document.
 */
export async function operationSkillRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  async function send(req: FastifyRequest, reply: FastifyReply, skills: OperationSkill[], one: boolean, status = 200) {
    const included = await includedSkillNames(db, skills, requestLocale(req));
    const data = one ? presentOperationSkill(skills[0]) : skills.map(presentOperationSkill);
    return reply.code(status).type(JSONAPI_MEDIA_TYPE).send(document(data, { included }));
  }

  app.get<{ Params: { operationId: string } }>(
    "/v1/creative_field_operations/:operationId/skills",
    { schema: { tags, summary: "The skills of a creative field operation", params: params("operationId") } },
    async (req, reply) => {
      const op = await findOperation(db, idParam(req.params.operationId));
      if (!op) throw errors.notFound();
      await visibleOwner(req, String(op.userId));
      return send(req, reply, await skillsOf(db, [op.id]), false);
    },
  );

  app.post<{ Params: { operationId: string } }>(
    "/v1/creative_field_operations/:operationId/skills",
    {
      schema: {
        tags,
        summary: "Add a skill to one of my creative field operations",
        description: `Takes a \`skills\` resource with \`skill_id\` (or a \`skill\` relationship). At most ${PROFILE_LIMITS.skillsPerOperation} per operation; a skill listed already is a 422 at skill_id.`,
        security: SIGNED_IN,
        params: params("operationId"),
      },
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const operationId = idParam(req.params.operationId);
      const input = parseBody(req.body, operationSkillCreateSchema, { type: "skills", relationships: ["skill"] });
      const skill = await db.transaction(async (tx) => {
        await lockProfileOwner(tx, user.id);
        return addOperationSkill(tx, user.id, operationId, input.skillId);
      });
      return send(req, reply, [skill], true, 201);
    },
  );

  app.get<{ Params: { id: string } }>(
    "/v1/skills/:id",
    { schema: { tags, summary: "One skill of a creative field operation", params: params("id") } },
    async (req, reply) => {
      const [row] = await db
        .select({ skill: operationSkills, userId: userCreativeFields.userId })
        .from(operationSkills)
        .innerJoin(userCreativeFields, eq(userCreativeFields.id, operationSkills.operationId))
        .where(eq(operationSkills.id, idParam(req.params.id)));
      if (!row) throw errors.notFound();
      await visibleOwner(req, String(row.userId));
      return send(req, reply, [row.skill], true);
    },
  );

  app.delete<{ Params: { id: string } }>(
    "/v1/skills/:id",
    {
      schema: { tags, summary: "Remove a skill from one of my operations", security: SIGNED_IN, params: params("id") },
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const mine = db
        .select({ id: userCreativeFields.id })
        .from(userCreativeFields)
        .where(eq(userCreativeFields.userId, user.id));
      const removed = await db
        .delete(operationSkills)
        .where(and(eq(operationSkills.id, idParam(req.params.id)), inArray(operationSkills.operationId, mine)))
        .returning({ id: operationSkills.id });
      if (removed.length === 0) throw errors.notFound();
      return reply.code(204).send();
    },
  );
}
