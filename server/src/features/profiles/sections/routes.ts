import {
  companyContactResource,
  companyContactSchema,
  documentSchema,
  JSONAPI_MEDIA_TYPE,
  listDocumentSchema,
  OPERATION_SKILL_INCLUDED,
  operationSkillCreateSchema,
  operationSkillResource,
  PROFILE_LIMITS,
  resourceBody,
} from "@atelier/common";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { contractRoutes, errorResponses, matchBodyId, noContent } from "../../../jsonapi/contract.ts";
import { idPath, numericId } from "../../../jsonapi/params.ts";
import { document } from "../../../jsonapi/serialize.ts";
import { requireAuth } from "../../../platform/auth/plugin.ts";
import { requestLocale } from "../../../platform/http/locale.ts";
import { ownerPath } from "../../../platform/owned/resources.ts";
import { lockProfileOwner, ownRow, readableRow, requireCompany, visibleOwner } from "../policy.ts";
import { findAccountKind, findCompanyContact, presentCompanyContact, saveCompanyContact } from "./company-contacts.ts";
import { addOperationSkill, findOperationSkill, removeOperationSkill } from "./operation-skills.ts";
import { findOperation, includedSkillNames, type OperationSkill, presentOperationSkill } from "./operations.ts";

/**
 * The profile sections that are not lists of owned rows (those are made by the owned-resources kit
 * in ../routes.ts): the skills of a creative field operation and a company's contact block.
 */

const tags = ["profile sections"];
const signedIn = { auth: "user" } as const;
const operationPath = z.object({ operationId: numericId });
const skillDocument = documentSchema(operationSkillResource, { included: OPERATION_SKILL_INCLUDED });
const skillsDocument = listDocumentSchema(operationSkillResource, { included: OPERATION_SKILL_INCLUDED, paged: false });
const contactDocument = documentSchema(companyContactResource);

/**
 * The skills of a creative field operation: read by anyone who may see its owner, added and
 * removed only by the owner. Each skill names a standardized skill, included in every document.
 */
export async function operationSkillRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db } = app.deps;

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
      const op = await readableRow(req, await findOperation(db, req.params.operationId));
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
      const skill = await readableRow(req, await findOperationSkill(db, req.params.id));
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
        const skill = ownRow(await findOperationSkill(tx, req.params.id), user.id);
        await removeOperationSkill(tx, skill);
      });
      return reply.code(204).send();
    },
  );
}

/**
 * The contact block of a company profile (whom to contact, the role, a public e-mail, phone and
 * website): public like the rest of the profile, changed only by the company itself.
 */
export async function companyContactRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db } = app.deps;

  const sendContact = async (reply: FastifyReply, userId: number) =>
    reply.type(JSONAPI_MEDIA_TYPE).send(document(presentCompanyContact(userId, await findCompanyContact(db, userId))));

  app.get(
    "/v1/users/:userId/company_contacts",
    {
      schema: {
        tags,
        summary: "A company's contact block; 404 for users who are not companies",
        params: ownerPath,
        response: { 200: contactDocument, ...errorResponses },
      },
    },
    async (req, reply) => {
      const owner = await visibleOwner(req, req.params.userId);
      requireCompany(owner);
      return sendContact(reply, owner.id);
    },
  );

  app.get(
    "/v1/my/company_contacts",
    {
      schema: {
        tags,
        summary: "My company's contact block",
        description: "404 for accounts that are not companies.",
        response: { 200: contactDocument, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      requireCompany(await findAccountKind(db, user.id));
      return sendContact(reply, user.id);
    },
  );

  app.patch(
    "/v1/my/company_contacts",
    {
      schema: {
        tags,
        summary: "Change my company's contact block",
        description:
          "Takes a `company_contacts` resource with any of contact_name, role, email, phone, website " +
          "(http or https). 404 for accounts that are not companies.",
        body: resourceBody({ type: "company_contacts", id: true, attributes: companyContactSchema }),
        response: { 200: contactDocument, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      matchBodyId(req, user.id);
      const row = await db.transaction(async (tx) => {
        await lockProfileOwner(tx, user.id);
        requireCompany(await findAccountKind(tx, user.id));
        return saveCompanyContact(tx, user.id, req.body);
      });
      return reply.type(JSONAPI_MEDIA_TYPE).send(document(presentCompanyContact(user.id, row)));
    },
  );
}
