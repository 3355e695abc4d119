import {
  BOOKMARKABLE_TYPES,
  bookmarkCreateSchema,
  bookmarkResource,
  documentSchema,
  JSONAPI_MEDIA_TYPE,
  listDocumentSchema,
  OPPORTUNITY_LIMITS,
  opportunityResource,
  resourceBody,
} from "@atelier/common";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { contractRoutes, errorResponses, noContent } from "../../jsonapi/contract.ts";
import { idPath, numericId } from "../../jsonapi/params.ts";
import { listQuery, parseListQuery, queryParams, type RawQuery } from "../../jsonapi/query.ts";
import { document, pageLinks } from "../../jsonapi/serialize.ts";
import { requireAuth } from "../../platform/auth/plugin.ts";
import { requestLocale } from "../../platform/http/locale.ts";
import { readableOpportunity } from "../opportunities/policy.ts";
import { presentOpportunities } from "../opportunities/present.ts";
import { OPPORTUNITY_INCLUDED } from "../opportunities/routes.ts";
import { myBookmarks, removeBookmark, saveOpportunity } from "./bookmarks.ts";
import { type BookmarkRow, ownBookmark, ownBookmarkOf, requireBookmarkable } from "./policy.ts";
import { presentBookmark } from "./present.ts";

const tags = ["bookmarks"];
const signedIn = { auth: "user" } as const;

/** What a bookmark includes, always: a client may name it, as JSON:API lets it. */
const INCLUDES = ["bookmarkable", "bookmarkable.owner"];
const INCLUDE_PARAM = `${INCLUDES.join(", ")} (comma-separated; always included)`;

const included = [opportunityResource, ...OPPORTUNITY_INCLUDED];
const bookmarkDocument = documentSchema(bookmarkResource, { included });
const bookmarksList = listDocumentSchema(bookmarkResource, { included });
const oneQuery = queryParams({ include: INCLUDE_PARAM }).transform((raw) =>
  parseListQuery(raw as RawQuery, { includable: INCLUDES }),
);
const targetPath = z.object({
  type: z.enum(BOOKMARKABLE_TYPES).describe("What is bookmarked: opportunity"),
  id: numericId.describe("The opportunity's id"),
});

/**
 * Bookmarks (spec 000): opportunities a member saved for later, theirs alone. Each includes its
 * opportunity and the opportunity's owner.
 */
export async function bookmarkRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db } = app.deps;

  /** Bookmarks with their opportunities, as the caller may read them, and what those include. */
  async function presentBookmarks(req: FastifyRequest, rows: BookmarkRow[], viewer: { id: number }) {
    const opportunities = await presentOpportunities(
      db,
      rows.map((row) => row.opportunityId),
      viewer,
      requestLocale(req),
    );
    return { data: rows.map(presentBookmark), included: [...opportunities.data, ...opportunities.included] };
  }

  async function sendOne(req: FastifyRequest, reply: FastifyReply, row: BookmarkRow, code = 200) {
    const { data, included } = await presentBookmarks(req, [row], { id: row.ownerId });
    return reply.code(code).type(JSONAPI_MEDIA_TYPE).send(document(data[0], { included }));
  }

  app.get(
    "/v1/bookmarks",
    {
      schema: {
        tags,
        summary: "My bookmarks",
        description:
          "The latest first, of opportunities I may still read (on the board or past it), each including its " +
          "opportunity and the opportunity's owner.",
        querystring: listQuery(
          {
            "page[size]": `Page size, ${OPPORTUNITY_LIMITS.pageSize} by default, at most 100`,
            include: INCLUDE_PARAM,
          },
          { includable: INCLUDES, defaultSize: OPPORTUNITY_LIMITS.pageSize, maxSize: 100 },
        ),
        response: { 200: bookmarksList, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const viewer = { id: user.id };
      const { page } = req.query;
      const { rows, total } = await myBookmarks(db, viewer, page);
      const { data, included } = await presentBookmarks(req, rows, viewer);
      return reply.type(JSONAPI_MEDIA_TYPE).send(document(data, { included, ...pageLinks(req.url, page, total) }));
    },
  );

  app.get(
    "/v1/bookmarks/:id",
    {
      schema: {
        tags,
        summary: "One of my bookmarks",
        description: "404 for another's, and for one of an opportunity I may no longer read.",
        params: idPath,
        querystring: oneQuery,
        response: { 200: bookmarkDocument, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const row = await ownBookmark(db, req.params.id, user.id);
      await readableOpportunity(db, String(row.opportunityId), { id: user.id });
      return sendOne(req, reply, row);
    },
  );

  app.post(
    "/v1/bookmarks",
    {
      schema: {
        tags,
        summary: "Save an opportunity",
        description:
          "`bookmarkable_type` opportunity and `bookmarkable_id`: one I may read (404 otherwise), not my own (422 " +
          "own_opportunity), once (409 already_bookmarked). Applying to it takes the bookmark away.",
        body: resourceBody({ type: "bookmarks", attributes: bookmarkCreateSchema }),
        response: { 201: bookmarkDocument, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const opportunity = await readableOpportunity(db, String(req.body.bookmarkableId), { id: user.id });
      requireBookmarkable(opportunity, user.id);
      return sendOne(req, reply, await saveOpportunity(db, user.id, opportunity), 201);
    },
  );

  app.delete(
    "/v1/bookmarks/:id",
    {
      schema: {
        tags,
        summary: "Remove one of my bookmarks",
        description: "404 for another's.",
        params: idPath,
        response: { 204: noContent, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      await removeBookmark(db, await ownBookmark(db, req.params.id, user.id));
      return reply.code(204).send();
    },
  );

  app.delete(
    "/v1/bookmarks/delete/:type/:id",
    {
      schema: {
        tags,
        summary: "Remove my bookmark of an opportunity",
        description: "By what it saved: `opportunity` and the opportunity's id. 404 when I have none of it.",
        params: targetPath,
        response: { 204: noContent, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      await removeBookmark(db, await ownBookmarkOf(db, user.id, req.params.type, req.params.id));
      return reply.code(204).send();
    },
  );
}
