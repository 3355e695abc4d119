import {
  CREATION_INCLUDED,
  CREATION_INCLUDES,
  type CreationType,
  creationResource,
  documentSchema,
  JSONAPI_MEDIA_TYPE,
  type LikeAttributes,
  likeFilterSchema,
  likeResource,
  listDocumentSchema,
  type Resource,
  SHOWROOM_LIMITS,
  toCamel,
  toSnake,
} from "@atelier/common";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { contractRoutes, errorResponses, noBody, noContent } from "../../../jsonapi/contract.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { listQuery } from "../../../jsonapi/query.ts";
import { document, pageLinks, resource, toOne } from "../../../jsonapi/serialize.ts";
import { requireAuth } from "../../../platform/auth/plugin.ts";
import { requestLocale } from "../../../platform/http/locale.ts";
import { sendUsersPage, usersListDocument, usersQuery } from "../../discovery/users/list.ts";
import { listUsers } from "../../discovery/users/service.ts";
import { viewerOf } from "../../discovery/users/visibility.ts";
import { presentItems } from "../items/present.ts";
import { CREATION_RESOURCE_TYPES, readableCreation, requireLikersReader } from "../policy.ts";
import { likeCreation, likersScope, myLikes, unlikeCreation } from "./likes.ts";

const tags = ["likes"];
const signedIn = { auth: "user" } as const;
const itemPath = z.object({ id: z.string().describe("Item id or slug") });
const likeDocument = documentSchema(likeResource);

const LIKED_INCLUDES = CREATION_INCLUDES.map(toCamel);
const likedItemsDocument = listDocumentSchema(creationResource, { included: CREATION_INCLUDED });

/** The lists of my likes: both kinds of item, or one. */
const MY_LIKES = [
  { path: "/v1/likes", types: ["showroom", "gallery"], noun: "items" },
  { path: "/v1/likes/showroom_items", types: ["showroom"], noun: "showroom items" },
  { path: "/v1/likes/gallery_items", types: ["gallery"], noun: "gallery items" },
] as const;

/** A like is named by its item: one per user and item, so the item's id names the caller's like. */
function presentLike(type: CreationType, itemId: number, userId: number, createdAt: Date): Resource {
  return resource("likes", itemId, { createdAt: createdAt.toISOString() } satisfies LikeAttributes, {
    user: toOne("users", userId),
    item: toOne(CREATION_RESOURCE_TYPES[type], itemId),
  });
}

/**
 * Likes of showroom and gallery items (spec 001 "Likes"): who liked an item, liking and unliking.
 * Only items the caller may read can be liked or listed (policy.ts); anything else is a 404.
 */
export async function likeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db } = app.deps;

  for (const { path, types, noun } of MY_LIKES) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `The ${noun} I liked`,
          description:
            "The liked items, the latest like first, as far as I may still read them; filtered by the items' " +
            "creative fields and skills. `include` names what item documents include (the owner by default).",
          querystring: listQuery(
            {
              "page[size]": `Page size, ${SHOWROOM_LIMITS.pageSize} by default and at most`,
              "filter[with_like_creative_field_ids]":
                "Liked items in any of these creative fields (comma-separated ids)",
              "filter[with_like_skills]": "Liked items with any of these standardized skills (comma-separated ids)",
              include: `${LIKED_INCLUDES.map(toSnake).join(", ")} (comma-separated); owner unless named`,
            },
            {
              filters: Object.keys(likeFilterSchema.shape),
              includable: LIKED_INCLUDES,
              defaultSize: SHOWROOM_LIMITS.pageSize,
              maxSize: SHOWROOM_LIMITS.pageSize,
            },
          ),
          response: { 200: likedItemsDocument, ...errorResponses },
        },
        config: signedIn,
      },
      async (req, reply) => {
        const { user } = requireAuth(req);
        const query = req.query;
        const filter = likeFilterSchema.safeParse(query.filter);
        if (!filter.success) {
          const issue = filter.error.issues[0];
          throw errors.badRequest(issue.message, { parameter: `filter[${toSnake(String(issue.path[0]))}]` });
        }
        const viewer = { id: user.id };
        const { rows, total } = await myLikes(db, viewer, types, filter.data, query.page);
        const { data, included } = await presentItems(
          db,
          rows.map((row) => row.creation),
          { viewer, include: query.include.length > 0 ? query.include : ["owner"], locale: requestLocale(req) },
        );
        return reply
          .type(JSONAPI_MEDIA_TYPE)
          .send(document(data, { included, ...pageLinks(req.url, query.page, total) }));
      },
    );
  }

  for (const type of ["showroom", "gallery"] as const) {
    const resourceType = CREATION_RESOURCE_TYPES[type];
    const path = `/v1/likes/${resourceType}/:id`;
    const noun = `${type} item`;

    app.get(
      path,
      {
        schema: {
          tags,
          summary: `Who liked my ${noun}`,
          description:
            `Users list, the latest like first, of the likers the caller may see; 404 when the ${noun} is hidden. ` +
            "Its owner alone reads it, with premium (403 likers_owner_only for anyone else, likers_premium for " +
            "an owner who is not premium); everyone sees the count.",
          params: itemPath,
          querystring: usersQuery(),
          response: { 200: usersListDocument, ...errorResponses },
        },
        config: { auth: "user" },
      },
      async (req, reply) => {
        const query = req.query;
        const item = await readableCreation(req, type, req.params.id);
        await requireLikersReader(db, requireAuth(req).user.id, item);
        const result = await listUsers(
          db,
          viewerOf(req),
          likersScope(item.id),
          query.filter,
          query.order,
          query.list.page,
        );
        return sendUsersPage(req, reply, db, query, result);
      },
    );

    app.patch(
      path,
      {
        schema: {
          tags,
          summary: `Like a ${noun}`,
          description:
            "Answers the like, and the item's new count in `meta.likes_count`. Liking again changes nothing; " +
            `one's own item is a 422; a hidden ${noun} a 404. The owner is notified.`,
          params: itemPath,
          body: noBody,
          response: { 200: likeDocument, ...errorResponses },
        },
        config: signedIn,
      },
      async (req, reply) => {
        const { user } = requireAuth(req);
        const item = await readableCreation(req, type, req.params.id);
        const like = await likeCreation(db, item, user.id);
        return reply
          .type(JSONAPI_MEDIA_TYPE)
          .send(
            document(presentLike(type, item.id, user.id, like.createdAt), { meta: { likes_count: like.likesCount } }),
          );
      },
    );

    app.delete(
      path,
      {
        schema: {
          tags,
          summary: `Unlike a ${noun}`,
          description: `Unliking what I do not like changes nothing; a hidden ${noun} is a 404.`,
          params: itemPath,
          response: { 204: noContent, ...errorResponses },
        },
        config: signedIn,
      },
      async (req, reply) => {
        const { user } = requireAuth(req);
        const item = await readableCreation(req, type, req.params.id);
        await unlikeCreation(db, item, user.id);
        return reply.code(204).send();
      },
    );
  }
}
