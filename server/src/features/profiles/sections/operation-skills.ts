import {
  documentSchema,
  JSONAPI_MEDIA_TYPE,
  listDocumentSchema,
  OPERATION_SKILL_INCLUDED,
  operationSkillCreateSchema,
  operationSkillResource,
  PROFILE_ERROR_CODES,
  PROFILE_LIMITS,
  resourceBody,
} from "@atelier/common";
import { and, count, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Executor } from "../../../db/connect.ts";
import { operationSkills, userCreativeFields } from "../../../db/schema/index.ts";
import { contractRoutes, errorResponses, noContent } from "../../../jsonapi/contract.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { idPath, numericId } from "../../../jsonapi/params.ts";
import { document } from "../../../jsonapi/serialize.ts";
import { requireAuth } from "../../../platform/auth/plugin.ts";
import { requireKnownIds } from "../../accounts/me/known-ids.ts";
import { requestLocale } from "../../reference/locales.ts";
import { lockProfileOwner, ownRow, visibleOwner } from "../policy.ts";
import { findOperation, includedSkillNames, type OperationSkill, presentOperationSkill } from "./operations.ts";

const tags = ["profile sections"];
const operationPath = z.object({ operationId: numericId });
const skillDocument = documentSchema(operationSkillResource, { included: OPERATION_SKILL_INCLUDED });
const skillsDocument = listDocumentSchema(operationSkillResource, { included: OPERATION_SKILL_INCLUDED, paged: false });

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
async function findSkill(db: Executor, id: number) {
  const [row] = await db
    .select({ skill: operationSkills, userId: userCreativeFields.userId })
    .from(operationSkills)
    .innerJoin(userCreativeFields, eq(userCreativeFields.id, operationSkills.operationId))
    .where(eq(operationSkills.id, id));
  return row && { ...row.skill, userId: row.userId };
}

/**
 * The skills of a creative field operation: read by anyone who may see its owner, added and
 * removed only by the owner. Each skill names a standardized skill, included in every document.
 */
export async function operationSkillRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db } = app.deps;
  const signedIn = { auth: "user" } as const;

  async function send(req: FastifyRequest, reply: FastifyReply, skills: OperationSkill[], one: boolean, status = 200) {
    const included = await includedSkillNames(db, skills, requestLocale(req));
    const data = one ? presentOperationSkill(skills[0]) : skills.map(presentOperationSkill);
    return reply.code(status).type(JSONAPI_MEDIA_TYPE).send(document(data, { included }));
  }

  app.get(
    "/v1/creative_field_operations/:operationId/skills",
    {
      schema: {
        tags,
        summary: "The skills of a creative field operation",
        description: "404 when the operation's owner is hidden.",
        params: operationPath,
        response: { 200: skillsDocument, ...errorResponses },
      },
    },
    async (req, reply) => {
      const op = await findOperation(db, req.params.operationId);
      if (!op) throw errors.notFound();
      await visibleOwner(req, String(op.userId));
      return send(req, reply, op.skills, false);
    },
  );

  app.post(
    "/v1/creative_field_operations/:operationId/skills",
    {
      schema: {
        tags,
        summary: "Add a skill to one of my creative field operations",
        description: `Takes a \`skills\` resource with \`skill_id\` (or a \`skill\` relationship). At most ${PROFILE_LIMITS.skillsPerOperation} per operation; a skill listed already is a 422 at skill_id. Another user's operation is a 404.`,
        params: operationPath,
        body: resourceBody({ type: "skills", attributes: operationSkillCreateSchema, relationships: ["skill"] }),
        response: { 201: skillDocument, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const skill = await db.transaction(async (tx) => {
        await lockProfileOwner(tx, user.id);
        const op = ownRow(await findOperation(tx, req.params.operationId), user.id);
        return addOperationSkill(tx, op.id, req.body.skillId);
      });
      return send(req, reply, [skill], true, 201);
    },
  );

  app.get(
    "/v1/skills/:id",
    {
      schema: {
        tags,
        summary: "One skill of a creative field operation",
        params: idPath,
        response: { 200: skillDocument, ...errorResponses },
      },
    },
    async (req, reply) => {
      const skill = await findSkill(db, req.params.id);
      if (!skill) throw errors.notFound();
      await visibleOwner(req, String(skill.userId));
      return send(req, reply, [skill], true);
    },
  );

  app.delete(
    "/v1/skills/:id",
    {
      schema: {
        tags,
        summary: "Remove a skill from one of my operations",
        params: idPath,
        response: { 204: noContent, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      await db.transaction(async (tx) => {
        await lockProfileOwner(tx, user.id);
        const skill = ownRow(await findSkill(tx, req.params.id), user.id);
        await tx.delete(operationSkills).where(eq(operationSkills.id, skill.id));
      });
      return reply.code(204).send();
    },
  );
}
