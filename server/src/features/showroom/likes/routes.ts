import {
  type CreationType,
  documentSchema,
  JSONAPI_MEDIA_TYPE,
  type LikeAttributes,
  likeResource,
  type Resource,
} from "@atelier/common";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { contractRoutes, errorResponses, noBody, noContent } from "../../../jsonapi/contract.ts";
import { document, resource, toOne } from "../../../jsonapi/serialize.ts";
import { requireAuth } from "../../../platform/auth/plugin.ts";
import { sendUsersPage, usersListDocument, usersQuery } from "../../discovery/users/list.ts";
import { listUsers } from "../../discovery/users/service.ts";
import { viewerOf } from "../../discovery/users/visibility.ts";
import { CREATION_RESOURCE_TYPES, readableCreation } from "../policy.ts";
import { likeCreation, likersScope, unlikeCreation } from "./likes.ts";

const tags = ["likes"];
const signedIn = { auth: "user" } as const;
const itemPath = z.object({ id: z.string().describe("Item id or slug") });
const likeDocument = documentSchema(likeResource);

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

  for (const type of ["showroom", "gallery"] as const) {
    const resourceType = CREATION_RESOURCE_TYPES[type];
    const path = `/v1/likes/${resourceType}/:id`;
    const noun = `${type} item`;

    app.get(
      path,
      {
        schema: {
          tags,
          summary: `Who liked a ${noun}`,
          description: `Users list, the latest like first, of the likers the caller may see; 404 when the ${noun} is hidden.`,
          params: itemPath,
          querystring: usersQuery(),
          response: { 200: usersListDocument, ...errorResponses },
        },
      },
      async (req, reply) => {
        const query = req.query;
        const item = await readableCreation(req, type, req.params.id);
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
