import { blockCreateSchema, JSONAPI_MEDIA_TYPE } from "@atelier/common";
import type { FastifyInstance } from "fastify";
import { parseBody } from "../../../jsonapi/body.ts";
import { SIGNED_IN } from "../../../jsonapi/contract.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { idParam } from "../../../jsonapi/params.ts";
import { parseListQuery, type RawQuery } from "../../../jsonapi/query.ts";
import { document, pageLinks } from "../../../jsonapi/serialize.ts";
import { requireAuth } from "../../../platform/auth/plugin.ts";
import { blockUser, listBlocks, unblockUser } from "./blocks.ts";
import { currentMembershipId, listMemberships } from "./memberships.ts";
import { presentBlock, presentBlockedUser, presentMembership } from "./present.ts";

const pageQuerystring = (filters: Record<string, string> = {}) => ({
  type: "object",
  properties: {
    "page[number]": { description: "Page number, from 1" },
    "page[size]": { description: "Page size" },
    ...Object.fromEntries(Object.entries(filters).map(([name, description]) => [`filter[${name}]`, { description }])),
  },
});

function booleanFilter(values: string[] | undefined, parameter: string): boolean | undefined {
  if (values === undefined || values.length === 0) return undefined;
  if (values.length === 1 && (values[0] === "true" || values[0] === "false")) return values[0] === "true";
  throw errors.badRequest(`${parameter} takes true or false.`, { parameter });
}

/** The signed-in user's own lists under /v1/my: blocked users and memberships. */
export async function myRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get(
    "/v1/my/blocks",
    {
      schema: {
        tags: ["blocks"],
        summary: "The users I blocked, the latest first, each included as a `users` resource",
        security: SIGNED_IN,
        querystring: pageQuerystring(),
      },
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const query = parseListQuery(req.query as RawQuery, { filters: [] });
      const result = await listBlocks(db, user.id, query.page);
      const { links, meta } = pageLinks(req.url, query.page, result.total);
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
        tags: ["blocks"],
        summary: "Block a user",
        description:
          "Takes a `blocks` resource with `user_id` (or a `user` relationship). 201 for a new block, 200 when " +
          "the user was blocked already; 422 for oneself, 404 for an unknown user.",
        security: SIGNED_IN,
      },
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const input = parseBody(req.body, blockCreateSchema, { type: "blocks", relationships: ["user"] });
      const { block, created } = await blockUser(db, user.id, input.userId);
      return reply
        .code(created ? 201 : 200)
        .type(JSONAPI_MEDIA_TYPE)
        .send(document(presentBlock(block), { included: [presentBlockedUser(block)] }));
    },
  );

  app.delete<{ Params: { userId: string } }>(
    "/v1/my/blocks/:userId",
    {
      schema: {
        tags: ["blocks"],
        summary: "Unblock a user; 404 when I had not blocked them",
        security: SIGNED_IN,
        params: { type: "object", properties: { userId: { type: "string" } }, required: ["userId"] },
      },
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      if (!(await unblockUser(db, user.id, idParam(req.params.userId)))) throw errors.notFound();
      return reply.code(204).send();
    },
  );

  app.get(
    "/v1/my/memberships",
    {
      schema: {
        tags: ["memberships"],
        summary: "My memberships, the latest first; `current` marks the one in force. None means the free plan.",
        security: SIGNED_IN,
        querystring: pageQuerystring({ is_premium: "true or false" }),
      },
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const query = parseListQuery(req.query as RawQuery, { filters: ["isPremium"] });
      const isPremium = booleanFilter(query.filter.isPremium, "filter[is_premium]");
      const result = await listMemberships(db, user.id, { isPremium }, query.page);
      const currentId = await currentMembershipId(db, user.id);
      const { links, meta } = pageLinks(req.url, query.page, result.total);
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        document(
          result.rows.map((row) => presentMembership(row, currentId)),
          { links, meta },
        ),
      );
    },
  );
}
