import {
  connectionCreateSchema,
  connectionResource,
  documentSchema,
  followCreateSchema,
  followResource,
  JSONAPI_MEDIA_TYPE,
  listDocumentSchema,
  resourceBody,
  SOCIAL_LIMITS,
  USER_INCLUDED,
  userResource,
} from "@atelier/common";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/connect.ts";
import { contractRoutes, errorResponses, noBody, noContent } from "../../jsonapi/contract.ts";
import { errors } from "../../jsonapi/errors.ts";
import { idPath, numericId } from "../../jsonapi/params.ts";
import { listQuery } from "../../jsonapi/query.ts";
import { document, pageLinks } from "../../jsonapi/serialize.ts";
import { requireAuth } from "../../platform/auth/plugin.ts";
import { requestLocale } from "../../platform/http/locale.ts";
import { sendUsersPage, userRefPath, usersListDocument, usersQuery } from "../discovery/users/list.ts";
import { presentUsers, presentUsersWithIncluded, USER_INCLUDES } from "../discovery/users/present.ts";
import { listUsers, type UserScope, usersByIds } from "../discovery/users/service.ts";
import { viewerOf } from "../discovery/users/visibility.ts";
import { blockRoutes } from "./blocks/routes.ts";
import {
  type Connection,
  type ConnectionChange,
  confirmConnection,
  connectionsScope,
  denyConnection,
  listRequests,
  otherParty,
  removeConnection,
  requestConnection,
} from "./connections.ts";
import { followersScope, followingsScope, followUser, unfollowUser } from "./follows.ts";
import { visibleCircleOwner } from "./policy.ts";
import { presentConnection, presentFollow } from "./present.ts";

/** What `include` may name on the lists of requests: the other party, and what a users list includes. */
const USER_PREFIX = "user.";
const REQUEST_INCLUDES = ["user", ...USER_INCLUDES.map((path) => `${USER_PREFIX}${path}`)];

/** The connections screen fetches whole lists at once (spec 001: page size 1000). */
const CONNECTIONS_PAGE_MAX = 1000;

const followDocument = documentSchema(followResource, { included: [userResource] });
const connectionDocument = documentSchema(connectionResource, { included: [userResource] });
const requestsDocument = listDocumentSchema(connectionResource, { included: [userResource, ...USER_INCLUDED] });
const signedIn = { auth: "user" } as const;

/** Follows and connections, spec 001: who follows whom, connection requests and their answers. */
export async function socialRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db } = app.deps;

  /** A users list within another user's circle; that user must be visible to the caller. */
  const circle = (
    path: string,
    scopeOf: (userId: number) => UserScope,
    docs: { tag: string; summary: string; description: string },
    maxSize?: number,
  ) =>
    app.get(
      path,
      {
        schema: {
          tags: [docs.tag],
          summary: docs.summary,
          description: docs.description,
          params: userRefPath,
          querystring: usersQuery({ maxSize }),
          response: { 200: usersListDocument, ...errorResponses },
        },
      },
      async (req, reply) => {
        const query = req.query;
        const viewer = viewerOf(req);
        const owner = await visibleCircleOwner(req, req.params.id);
        const result = await listUsers(db, viewer, scopeOf(owner.id), query.filter, query.order, query.list.page);
        return sendUsersPage(req, reply, db, query, result);
      },
    );

  circle("/v1/users/:id/followers", followersScope, {
    tag: "follows",
    summary: "A user's followers",
    description: "Users list, the latest follower first; 404 when the user is hidden.",
  });
  circle("/v1/users/:id/followings", followingsScope, {
    tag: "follows",
    summary: "Whom a user follows",
    description: "Users list, the latest follow first; 404 when the user is hidden.",
  });
  circle(
    "/v1/users/:id/connections",
    connectionsScope,
    {
      tag: "connections",
      summary: "A user's confirmed connections",
      description: "Users list, the latest connection first; `page[size]` up to 1000. 404 when the user is hidden.",
    },
    CONNECTIONS_PAGE_MAX,
  );

  app.post(
    "/v1/followings",
    {
      schema: {
        tags: ["follows"],
        summary: "Follow a user",
        description:
          "Takes a `follows` resource with `target_id` (or a `target` relationship). 201 for a new follow, 200 " +
          "when already following; 422 for oneself; 404 for a hidden user. The followee is notified.",
        body: resourceBody({
          type: ["follows", "relationships"],
          attributes: followCreateSchema,
          relationships: ["target"],
        }),
        response: { 200: followDocument, 201: followDocument, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const result = await followUser(db, user.id, req.body.targetId);
      return reply
        .code(result.created ? 201 : 200)
        .type(JSONAPI_MEDIA_TYPE)
        .send(
          document(presentFollow(result.target.id, result.createdAt), {
            included: await presentUsers(db, [result.target], { id: user.id }),
          }),
        );
    },
  );

  app.delete(
    "/v1/followings/:userId",
    {
      schema: {
        tags: ["follows"],
        summary: "Unfollow a user; 404 when I did not follow them",
        params: z.object({ userId: numericId }),
        response: { 204: noContent, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      if (!(await unfollowUser(db, user.id, req.params.userId))) throw errors.notFound();
      return reply.code(204).send();
    },
  );

  /** A connection with its other party included. */
  async function sendChange(req: FastifyRequest, reply: FastifyReply, userId: number, change: ConnectionChange) {
    const { data, included } = await presentOthers(req, [change.connection], userId, []);
    return reply
      .code(change.created ? 201 : 200)
      .type(JSONAPI_MEDIA_TYPE)
      .send(document(presentConnection(change.connection, userId), { included: [...data, ...included] }));
  }

  /**
   * The users resources of the other parties, in the order of the connections, and what `include`
   * asks for beside them (USER_INCLUDES, each below `user.`).
   */
  async function presentOthers(req: FastifyRequest, list: Connection[], userId: number, include: string[]) {
    return presentUsersWithIncluded(
      db,
      await usersByIds(
        db,
        list.map((c) => otherParty(c, userId)),
      ),
      { id: userId },
      include.flatMap((path) => (path.startsWith(USER_PREFIX) ? [path.slice(USER_PREFIX.length)] : [])),
      requestLocale(req),
    );
  }

  for (const direction of ["incoming", "outgoing"] as const) {
    app.get(
      `/v1/my/connections/${direction}`,
      {
        schema: {
          tags: ["connections"],
          summary:
            direction === "incoming" ? "Connection requests made to me" : "Connection requests I made, still open",
          description:
            "`connections` resources, the latest first, each with its `user` (the other party) included; " +
            "`include=user.assigned_professions.profession,user.location,user.creative_fields` adds what " +
            "`/v1/users/{id}/connections` includes with each user.",
          querystring: listQuery(
            {
              include: "user, and below it assigned_professions(.profession), location, creative_fields",
              "page[size]": "Page size, up to 1000",
            },
            { filters: [], maxSize: CONNECTIONS_PAGE_MAX, includable: REQUEST_INCLUDES },
          ),
          response: { 200: requestsDocument, ...errorResponses },
        },
        config: signedIn,
      },
      async (req, reply) => {
        const { user } = requireAuth(req);
        const query = req.query;
        const result = await listRequests(db, user.id, direction, query.page);
        const { links, meta } = pageLinks(req.url, query.page, result.total);
        const others = await presentOthers(req, result.rows, user.id, query.include);
        return reply.type(JSONAPI_MEDIA_TYPE).send(
          document(
            result.rows.map((c) => presentConnection(c, user.id)),
            { included: [...others.data, ...others.included], links, meta },
          ),
        );
      },
    );
  }

  app.post(
    "/v1/connections",
    {
      schema: {
        tags: ["connections"],
        summary: "Ask a user to connect",
        description:
          "Takes a `connections` resource with `connectee_id` (or a `connectee` relationship) and an " +
          `optional \`note\` for them (at most ${SOCIAL_LIMITS.connectionNote} characters, trimmed; empty is ` +
          "none), which the two of them alone see. 201 with the request; 200 with the confirmed connection " +
          "when that user had already asked me (their request keeps its note). 422 at connectee_id for " +
          "oneself or when asked or connected already, at note when it is too long; 404 for a hidden user.",
        body: resourceBody({ type: "connections", attributes: connectionCreateSchema, relationships: ["connectee"] }),
        response: { 200: connectionDocument, 201: connectionDocument, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const { connecteeId, note } = req.body;
      return sendChange(req, reply, user.id, await requestConnection(db, user.id, connecteeId, note ?? null));
    },
  );

  /** The description of a route on one of my connections, named by its id. */
  const connectionRoute = (summary: string, description: string, response: Record<number, z.ZodType>) => ({
    schema: {
      tags: ["connections"],
      summary,
      description,
      params: idPath,
      // DELETE takes no body; the PATCH actions read none, an empty document is fine.
      body: noBody,
      response: { ...response, ...errorResponses },
    },
    config: signedIn,
  });

  /** Ends a request or a connection of mine: 204, or 404 when there was none to end. */
  const ending =
    (end: (db: Database, userId: number, id: number) => Promise<boolean>) =>
    async (req: FastifyRequest<{ Params: { id: number } }>, reply: FastifyReply) => {
      const { user } = requireAuth(req);
      if (!(await end(db, user.id, req.params.id))) throw errors.notFound();
      return reply.code(204).send();
    };

  app.patch(
    "/v1/connections/:id/confirm",
    connectionRoute(
      "Accept a connection request made to me",
      "Only the user asked may confirm; 404 otherwise. The requester is notified.",
      { 200: connectionDocument },
    ),
    async (req, reply) => {
      const { user } = requireAuth(req);
      return sendChange(req, reply, user.id, await confirmConnection(db, user.id, req.params.id));
    },
  );

  app.patch(
    "/v1/connections/:id/deny",
    connectionRoute(
      "Turn down a connection request made to me (it is deleted)",
      "204; 404 unless it is an open request made to me.",
      { 204: noContent },
    ),
    ending(denyConnection),
  );

  app.delete(
    "/v1/connections/:id",
    connectionRoute(
      "Withdraw my request, or remove a connection",
      "Either party may; 204, or 404 when it is not one of mine.",
      {
        204: noContent,
      },
    ),
    ending(removeConnection),
  );

  await app.register(blockRoutes);
}
