import { connectionCreateSchema, followCreateSchema, JSONAPI_MEDIA_TYPE } from "@atelier/common";
import { inArray } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/connect.ts";
import { users } from "../../db/schema/index.ts";
import { parseBody } from "../../jsonapi/body.ts";
import { errors } from "../../jsonapi/errors.ts";
import { idParam, idParams } from "../../jsonapi/params.ts";
import { parseListQuery, type RawQuery } from "../../jsonapi/query.ts";
import { document, pageLinks } from "../../jsonapi/serialize.ts";
import { requireAuth } from "../../platform/auth/plugin.ts";
import { SIGNED_IN } from "../docs/routes.ts";
import { requestLocale } from "../reference/locales.ts";
import { parseUsersQuery, sendUsersPage, usersQuerystring } from "../users/list.ts";
import { presentUsers, presentUsersWithIncluded, USER_INCLUDES } from "../users/present.ts";
import { findVisibleUser, listUsers, type UserScope } from "../users/service.ts";
import { viewerOf } from "../users/visibility.ts";
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
import { presentConnection, presentFollow } from "./present.ts";

type ById = { Params: { id: string } };

/** What `include` may name on the lists of requests: the other party, and what a users list includes. */
const USER_PREFIX = "user.";
const REQUEST_INCLUDES = ["user", ...USER_INCLUDES.map((path) => `${USER_PREFIX}${path}`)];

/** The connections screen fetches whole lists at once (spec 001: page size 1000). */
const CONNECTIONS_PAGE_MAX = 1000;

/** Follows and connections, spec 001: who follows whom, connection requests and their answers. */
export async function socialRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  /** A users list within another user's circle; that user must be visible to the caller. */
  const circle =
    (scopeOf: (userId: number) => UserScope, maxSize?: number) =>
    async (req: FastifyRequest<ById>, reply: FastifyReply) => {
      const query = parseUsersQuery(req, { maxSize });
      const viewer = viewerOf(req);
      const owner = await findVisibleUser(db, viewer, req.params.id);
      if (!owner) throw errors.notFound();
      const result = await listUsers(db, viewer, scopeOf(owner.id), query.filter, query.order, query.list.page);
      return sendUsersPage(req, reply, db, query, result);
    };

  const circleSchema = (summary: string, description: string) => ({
    schema: { tags: ["follows"], summary, description, params: idParams, querystring: usersQuerystring },
  });

  app.get<ById>(
    "/v1/users/:id/followers",
    circleSchema("A user's followers", "Users list, the latest follower first; 404 when the user is hidden."),
    circle(followersScope),
  );

  app.get<ById>(
    "/v1/users/:id/followings",
    circleSchema("Whom a user follows", "Users list, the latest follow first; 404 when the user is hidden."),
    circle(followingsScope),
  );

  app.get<ById>(
    "/v1/users/:id/connections",
    {
      schema: {
        tags: ["connections"],
        summary: "A user's confirmed connections",
        description: "Users list, the latest connection first; `page[size]` up to 1000. 404 when the user is hidden.",
        params: idParams,
        querystring: usersQuerystring,
      },
    },
    circle(connectionsScope, CONNECTIONS_PAGE_MAX),
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
        security: SIGNED_IN,
      },
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const input = parseBody(req.body, followCreateSchema, {
        type: ["follows", "relationships"],
        relationships: ["target"],
      });
      const result = await followUser(db, user.id, input.targetId);
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

  app.delete<{ Params: { userId: string } }>(
    "/v1/followings/:userId",
    {
      schema: {
        tags: ["follows"],
        summary: "Unfollow a user; 404 when I did not follow them",
        security: SIGNED_IN,
        params: { type: "object", properties: { userId: { type: "string" } }, required: ["userId"] },
      },
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      if (!(await unfollowUser(db, user.id, idParam(req.params.userId)))) throw errors.notFound();
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
    const otherIds = list.map((c) => otherParty(c, userId));
    const rows = otherIds.length > 0 ? await db.select().from(users).where(inArray(users.id, otherIds)) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return presentUsersWithIncluded(
      db,
      otherIds.flatMap((id) => byId.get(id) ?? []),
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
          security: SIGNED_IN,
          querystring: {
            type: "object",
            properties: {
              include: {
                description: "user, and below it assigned_professions(.profession), location, creative_fields",
              },
              "page[number]": { description: "Page number, from 1" },
              "page[size]": { description: "Page size, up to 1000" },
            },
          },
        },
      },
      async (req, reply) => {
        const { user } = requireAuth(req);
        const query = parseListQuery(req.query as RawQuery, {
          filters: [],
          maxSize: CONNECTIONS_PAGE_MAX,
          includable: REQUEST_INCLUDES,
        });
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
          "Takes a `connections` resource with `connectee_id` (or a `connectee` relationship). 201 with the " +
          "request; 200 with the confirmed connection when that user had already asked me. 422 at " +
          "connectee_id for oneself or when asked or connected already; 404 for a hidden user.",
        security: SIGNED_IN,
      },
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const input = parseBody(req.body, connectionCreateSchema, { type: "connections", relationships: ["connectee"] });
      return sendChange(req, reply, user.id, await requestConnection(db, user.id, input.connecteeId));
    },
  );

  /** The description of a route on one of my connections, named by its id. */
  const connectionRoute = (summary: string, description: string) => ({
    schema: { tags: ["connections"], summary, description, security: SIGNED_IN, params: idParams },
  });

  /** Ends a request or a connection of mine: 204, or 404 when there was none to end. */
  const ending =
    (end: (db: Database, userId: number, id: number) => Promise<boolean>) =>
    async (req: FastifyRequest<ById>, reply: FastifyReply) => {
      const { user } = requireAuth(req);
      if (!(await end(db, user.id, idParam(req.params.id)))) throw errors.notFound();
      return reply.code(204).send();
    };

  app.patch<ById>(
    "/v1/connections/:id/confirm",
    connectionRoute(
      "Accept a connection request made to me",
      "Only the user asked may confirm; 404 otherwise. The requester is notified.",
    ),
    async (req, reply) => {
      const { user } = requireAuth(req);
      return sendChange(req, reply, user.id, await confirmConnection(db, user.id, idParam(req.params.id)));
    },
  );

  app.patch<ById>(
    "/v1/connections/:id/deny",
    connectionRoute(
      "Turn down a connection request made to me (it is deleted)",
      "204; 404 unless it is an open request made to me.",
    ),
    ending(denyConnection),
  );

  app.delete<ById>(
    "/v1/connections/:id",
    connectionRoute(
      "Withdraw my request, or remove a connection",
      "Either party may; 204, or 404 when it is not one of mine.",
    ),
    ending(removeConnection),
  );
}
