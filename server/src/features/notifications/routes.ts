import {
  briefUserResource,
  documentSchema,
  JSONAPI_MEDIA_TYPE,
  listDocumentSchema,
  notificationCountsResource,
  notificationResource,
  resourceBody,
} from "@atelier/common";
import { and, count, eq, isNull, lte, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Executor } from "../../db/connect.ts";
import { newestFirst } from "../../db/order.ts";
import { notifications } from "../../db/schema/index.ts";
import { contractRoutes, errorResponses } from "../../jsonapi/contract.ts";
import { listQuery } from "../../jsonapi/query.ts";
import { document, pageLinks, resource } from "../../jsonapi/serialize.ts";
import { requireAuth } from "../../platform/auth/plugin.ts";
import { requestLocale } from "../../platform/http/locale.ts";
import { presentBriefUsers } from "../discovery/users/brief.ts";
import { presentNotification, publishNotifications } from "./service.ts";

const tags = ["notifications"];
const signedIn = { auth: "user" } as const;

/** The unread notifications of a user, in one statement: the header's badge. */
export async function unreadNotifications(db: Executor, userId: number): Promise<number> {
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return unread;
}

/** GET /v1/notifications, its counts, and marking them read (spec 001 section 7). */
export async function notificationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db } = app.deps;

  app.get(
    "/v1/notifications",
    {
      schema: {
        tags,
        summary: "My notifications, the newest first",
        description:
          "Each names its `key` (the sentence), its `actor` (included as a users resource), the subject's " +
          "title in my language and the `path` it leads to in the app; `others_count` tells how many more " +
          "did the same within its burst.",
        querystring: listQuery({}, { filters: [], maxSize: 100 }),
        response: {
          200: listDocumentSchema(notificationResource, { included: [briefUserResource] }),
          ...errorResponses,
        },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const { page } = req.query;
      const mine = eq(notifications.userId, user.id);
      const rows = await db
        .select()
        .from(notifications)
        .where(mine)
        .orderBy(...newestFirst(notifications.createdAt, notifications.id))
        .limit(page.size)
        .offset(page.offset);
      const [{ total }] = await db.select({ total: count() }).from(notifications).where(mine);
      const locale = requestLocale(req);
      const actors = await presentBriefUsers(
        db,
        user.id,
        rows.flatMap((row) => (row.actorId === null ? [] : [row.actorId])),
      );
      const { links, meta } = pageLinks(req.url, page, total);
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        document(
          rows.map((row) => presentNotification(row, locale)),
          { included: actors, links, meta },
        ),
      );
    },
  );

  app.get(
    "/v1/notifications/counts",
    {
      schema: {
        tags,
        summary: "How many of my notifications are unread",
        response: { 200: documentSchema(notificationCountsResource), ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const unread = await unreadNotifications(db, user.id);
      return reply.type(JSONAPI_MEDIA_TYPE).send(document(resource("notification_counts", user.id, { unread })));
    },
  );

  app.patch(
    "/v1/notifications/mark_as_read",
    {
      schema: {
        tags,
        summary: "Mark my notifications read, up to a time",
        description:
          "`created_at_before`: the time of the newest notification the reader saw (spec 001: the list's " +
          "first); those up to it are read, newer ones that arrived meanwhile stay unread. Answers the counts, " +
          "which the member's other open clients get live.",
        body: resourceBody({
          type: ["notifications", "notification_counts"],
          attributes: z.object({ createdAtBefore: z.iso.datetime({ offset: true, error: "Use an ISO time." }) }),
        }),
        response: { 200: documentSchema(notificationCountsResource), ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.userId, user.id),
            isNull(notifications.readAt),
            // The client holds times to the millisecond; the newest it saw must count as seen.
            lte(sql`date_trunc('milliseconds', ${notifications.createdAt})`, new Date(req.body.createdAtBefore)),
          ),
        );
      const unread = await unreadNotifications(db, user.id);
      await publishNotifications(app.deps.bus, [], new Map([[user.id, unread]]), req.log);
      return reply.type(JSONAPI_MEDIA_TYPE).send(document(resource("notification_counts", user.id, { unread })));
    },
  );
}
