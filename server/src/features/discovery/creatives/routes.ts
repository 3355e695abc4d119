import type { FastifyInstance } from "fastify";
import { contractRoutes, errorResponses } from "../../../jsonapi/contract.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { idPath } from "../../../jsonapi/params.ts";
import { listQuery } from "../../../jsonapi/query.ts";
import { requireAuth } from "../../../platform/auth/plugin.ts";
import { showsUser } from "../../../platform/reads/request-scope.ts";
import { sendUsersPage, USERS_QUERY_PARAMS, usersListDocument } from "../users/list.ts";
import { USER_INCLUDES } from "../users/present.ts";
import { listUsers } from "../users/service.ts";
import { viewerOf } from "../users/visibility.ts";
import {
  EXPLORE_PAGE_SIZE,
  exploreCreativesScope,
  isVisibleUser,
  RELATED_PAGE_SIZE,
  relatedCreativesScope,
  TO_FOLLOW_PAGE_SIZE,
  toFollowScope,
} from "./service.ts";

const tags = ["creatives"];

/** Finding creatives, spec 001: creatives to explore (the home page) and those related to a profile. */
export async function creativeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db } = app.deps;

  app.get(
    "/v1/creatives/explore",
    {
      schema: {
        tags,
        summary: "Creatives to explore",
        description:
          "Users list of creatives the caller may see (visitors: public profiles), not the caller: those " +
          "with published showroom items first, premium members first among them, then those with a profile " +
          "image, shuffled anew each day (UTC) within those groups, so the pages of one day never overlap. " +
          `\`page[size]\` ${EXPLORE_PAGE_SIZE.defaultSize} by default, at most ${EXPLORE_PAGE_SIZE.maxSize}.`,
        querystring: listQuery(
          {
            include: USERS_QUERY_PARAMS.include,
            "page[size]": `Page size, ${EXPLORE_PAGE_SIZE.defaultSize} by default, at most ${EXPLORE_PAGE_SIZE.maxSize}`,
          },
          { filters: [], sortable: [], includable: USER_INCLUDES, ...EXPLORE_PAGE_SIZE },
        ),
        response: { 200: usersListDocument, ...errorResponses },
      },
    },
    async (req, reply) => {
      const list = req.query;
      const viewer = viewerOf(req);
      const result = await listUsers(db, viewer, exploreCreativesScope(viewer), {}, undefined, list.page);
      // The home page shows them: a visitor's kept copy of it goes when one of them changes.
      for (const row of result.rows) showsUser(row.id);
      return sendUsersPage(req, reply, db, { list }, result);
    },
  );

  app.get(
    "/v1/creatives/to_follow",
    {
      schema: {
        tags,
        summary: "Creatives for me to follow",
        description:
          "Users list of creatives I may see and neither follow nor am connected with: those with published " +
          "work first, then by shared creative fields, shared skills, mutual connections, the same city and " +
          "the same country; a member with none of these in common still gets the newest creatives. " +
          `\`page[size]\` ${TO_FOLLOW_PAGE_SIZE.defaultSize} by default, at most ${TO_FOLLOW_PAGE_SIZE.maxSize}.`,
        querystring: listQuery(
          {
            include: USERS_QUERY_PARAMS.include,
            "page[size]": `Page size, ${TO_FOLLOW_PAGE_SIZE.defaultSize} by default, at most ${TO_FOLLOW_PAGE_SIZE.maxSize}`,
          },
          { filters: [], sortable: [], includable: USER_INCLUDES, ...TO_FOLLOW_PAGE_SIZE },
        ),
        response: { 200: usersListDocument, ...errorResponses },
      },
      config: { auth: "user" },
    },
    async (req, reply) => {
      const list = req.query;
      const { user } = requireAuth(req);
      const scope = await toFollowScope(db, user.id);
      const result = await listUsers(db, { id: user.id }, scope, {}, undefined, list.page);
      return sendUsersPage(req, reply, db, { list }, result);
    },
  );

  app.get(
    "/v1/creatives/:id/related",
    {
      schema: {
        tags,
        summary: "Creatives related to a user",
        description:
          "Users list of creatives sharing creative fields, skills or the place with user `{id}` (a creative " +
          "or a client: a client's fields are those they hire in), neither that user nor the caller, only " +
          "users the caller may see. Ranked by shared creative fields, then shared skills, then the same " +
          "city, then the same country; the newest first among equals. " +
          `\`page[size]\` ${RELATED_PAGE_SIZE.defaultSize} by default, at most ${RELATED_PAGE_SIZE.maxSize}. ` +
          "404 when the user is hidden from the caller or does not exist.",
        params: idPath,
        querystring: listQuery(
          {
            include: USERS_QUERY_PARAMS.include,
            "page[size]": `Page size, ${RELATED_PAGE_SIZE.defaultSize} by default, at most ${RELATED_PAGE_SIZE.maxSize}`,
          },
          { filters: [], sortable: [], includable: USER_INCLUDES, ...RELATED_PAGE_SIZE },
        ),
        response: { 200: usersListDocument, ...errorResponses },
      },
    },
    async (req, reply) => {
      const list = req.query;
      const viewer = viewerOf(req);
      if (!(await isVisibleUser(db, viewer, req.params.id))) throw errors.notFound();
      const scope = await relatedCreativesScope(db, req.params.id, viewer);
      const result = await listUsers(db, viewer, scope, {}, undefined, list.page);
      return sendUsersPage(req, reply, db, { list }, result);
    },
  );
}
