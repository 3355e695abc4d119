import {
  blockCreateSchema,
  blockedUserResource,
  blockResource,
  documentSchema,
  JSONAPI_MEDIA_TYPE,
  listDocumentSchema,
  resourceBody,
} from "@atelier/common";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { contractRoutes, errorResponses, noContent } from "../../../jsonapi/contract.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { numericId } from "../../../jsonapi/params.ts";
import { listQuery } from "../../../jsonapi/query.ts";
import { document, pageLinks } from "../../../jsonapi/serialize.ts";
import { requireAuth } from "../../../platform/auth/plugin.ts";
import { blockUser, listBlocks, unblockUser } from "./blocks.ts";
import { presentBlock, presentBlockedUser } from "./present.ts";

const tags = ["blocks"];
const signedIn = { auth: "user" } as const;
const blockDocument = documentSchema(blockResource, { included: [blockedUserResource] });

/** The users I blocked, under /v1/my/blocks. */
export async function blockRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db } = app.deps;

  app.get(
    "/v1/my/blocks",
    {
      schema: {
        tags,
        summary: "The users I blocked, the latest first, each included as a `users` resource",
        querystring: listQuery({}, { filters: [] }),
        response: { 200: listDocumentSchema(blockResource, { included: [blockedUserResource] }), ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const { page } = req.query;
      const result = await listBlocks(db, user.id, page);
      const { links, meta } = pageLinks(req.url, page, result.total);
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        document(result.rows.map(presentBlock), {
          included: result.rows.map(presentBlockedUser),
          links,
          meta,
        }),
      );
    },
  );

  app.post(
    "/v1/my/blocks",
    {
      schema: {
        tags,
        summary: "Block a user",
        description:
          "Takes a `blocks` resource with `user_id` (or a `user` relationship). 201 for a new block, 200 when " +
          "the user was blocked already; 422 for oneself, 404 for an unknown user.",
        body: resourceBody({ type: "blocks", attributes: blockCreateSchema, relationships: ["user"] }),
        response: { 200: blockDocument, 201: blockDocument, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const { block, created } = await blockUser(db, user.id, req.body.userId);
      return reply
        .code(created ? 201 : 200)
        .type(JSONAPI_MEDIA_TYPE)
        .send(document(presentBlock(block), { included: [presentBlockedUser(block)] }));
    },
  );

  app.delete(
    "/v1/my/blocks/:userId",
    {
      schema: {
        tags,
        summary: "Unblock a user; 404 when I had not blocked them",
        params: z.object({ userId: numericId }),
        response: { 204: noContent, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      if (!(await unblockUser(db, user.id, req.params.userId))) throw errors.notFound();
      return reply.code(204).send();
    },
  );
}
