import {
  addendumResource,
  briefUserResource,
  creativeFieldResource,
  documentSchema,
  JSONAPI_MEDIA_TYPE,
  listDocumentSchema,
  locationResource,
  OPPORTUNITY_LIMITS,
  opportunityCancelSchema,
  opportunityCreateSchema,
  opportunityMaterialResource,
  opportunityResource,
  opportunityUpdateSchema,
  type Resource,
  resourceBody,
  SUPPORTED_LOCALES,
  standardizedSkillResource,
} from "@atelier/common";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Transaction } from "../../db/connect.ts";
import { newestFirst } from "../../db/order.ts";
import { opportunities } from "../../db/schema/index.ts";
import {
  contractJson,
  contractRoutes,
  errorResponses,
  fileReply,
  matchBodyId,
  noBody,
  noContent,
} from "../../jsonapi/contract.ts";
import { errors } from "../../jsonapi/errors.ts";
import { idPath } from "../../jsonapi/params.ts";
import { queryParams } from "../../jsonapi/query.ts";
import { pageLinks } from "../../jsonapi/serialize.ts";
import { requireAuth } from "../../platform/auth/plugin.ts";
import { KeptBody } from "../../platform/http/compression.ts";
import { requestLocale } from "../../platform/http/locale.ts";
import { keptAddress, keptForVisitors, showsBoard } from "../../platform/reads/visitor-cache.ts";
import { SHARE_IMAGE_RATE_LIMIT, sendShareImage } from "../../platform/uploads/share-images.ts";
import { discardObjects } from "../../platform/uploads/store.ts";
import { presentBriefUsers } from "../discovery/users/brief.ts";
import { memberList } from "../discovery/users/member-lists.ts";
import { type Viewer, viewerOf } from "../discovery/users/visibility.ts";
import { referenceCatalog } from "../reference/catalog.ts";
import { boardPage } from "./board.ts";
import { lockOwnOpportunity, type OpportunityRow, ownOpportunity, readableOpportunity } from "./policy.ts";
import { opportunityDocument, presentOpportunities } from "./present.ts";
import { boardQuery } from "./query.ts";
import {
  cancelOpportunity,
  checkApplicants,
  createOpportunity,
  deleteOpportunity,
  extendOpportunity,
  publishOpportunity,
  updateOpportunity,
} from "./service.ts";
import { renderOpportunityShareImage } from "./share.ts";

const tags = ["opportunities"];
const signedIn = { auth: "user" } as const;

export const OPPORTUNITY_INCLUDED = [
  briefUserResource,
  locationResource,
  creativeFieldResource,
  standardizedSkillResource,
  opportunityMaterialResource,
  addendumResource,
];
const one = documentSchema(opportunityResource, { included: OPPORTUNITY_INCLUDED });
const list = listDocumentSchema(opportunityResource, { included: OPPORTUNITY_INCLUDED });
const mineList = listDocumentSchema(opportunityResource, { included: OPPORTUNITY_INCLUDED, paged: false });
export const keyPath = z.object({ id: z.string().max(200).describe("The opportunity's id or slug") });

/** The owner an opportunity's resource names. */
const ownerOf = (resource: Resource): number =>
  Number((resource.relationships?.owner?.data as { id: string } | null)?.id);

/** Posting needs a complete profile: the board shows who posts. */
function requireComplete(req: FastifyRequest) {
  const auth = requireAuth(req);
  if (!auth.user.complete) throw errors.forbidden("Complete your profile before posting opportunities.");
  return auth;
}

/**
 * The board (spec 001): the public list and one opportunity by id or slug, and the owner's own:
 * drafts, writes, publishing, extending, cancelling, the checked mark.
 */
export async function opportunityRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db, visitorCache } = app.deps;
  const strict = !app.deps.config.isProduction;

  async function sendOne(req: FastifyRequest, reply: FastifyReply, row: OpportunityRow, viewer: Viewer, code = 200) {
    return reply
      .code(code)
      .type(JSONAPI_MEDIA_TYPE)
      .send(await opportunityDocument(db, row, viewer, requestLocale(req)));
  }

  const sendMany = (req: FastifyRequest, ids: readonly number[], viewer: Viewer) =>
    presentOpportunities(db, ids, viewer, requestLocale(req));

  app.get(
    "/v1/opportunities",
    {
      schema: {
        tags,
        summary: "The board: opportunities others may see",
        description:
          "Published opportunities of people the caller may see, on the board now (or `filter[with_opportunity_statuses]" +
          "=expired`: past their date or cancelled). Every filter given must match; values of one match any. Each " +
          "includes its owner, place, creative fields and skills. Newest first unless `sort` says otherwise. Visitors get " +
          "a copy kept until any opportunity or who may see its owner changes (at most 30 s); so do members who block " +
          'nobody and see no "connections only" profile, with their own bookmarks and applications read anew.',
        querystring: boardQuery,
        response: { 200: list, ...errorResponses },
      },
    },
    async (req, reply) => {
      const viewer = viewerOf(req);
      const contract = { schema: list, strict, route: "GET /v1/opportunities" };
      // The board as one viewer reads it; it goes with any change to an opportunity or who may see its owner.
      const build = async (as: Viewer) => {
        showsBoard();
        const page = await boardPage(db, req.query, as);
        const { data, included } = await sendMany(req, page.ids, as);
        const { links, meta } = pageLinks(req.url, req.query.list.page, page.total);
        return { body: { data, included, links, meta }, data };
      };
      const key = `${requestLocale(req)}|${keptAddress(req.url)}`;
      if (viewer) {
        const page = async (as: Viewer) => {
          const { body, data } = await build(as);
          const opportunities = data.map((o) => ({ id: Number(o.id), ownerId: ownerOf(o) }));
          return { body, users: [], items: [], opportunities };
        };
        return reply
          .type(JSONAPI_MEDIA_TYPE)
          .send(await memberList(db, visitorCache, `board-member:${key}`, viewer, page, contract));
      }
      // Every visitor reads the board alike: kept as sent until it changes, or for the cache's half
      // minute, in which those past their date leave it.
      const kept = await keptForVisitors(visitorCache, `board:${key}`, async () => {
        return new KeptBody(contractJson(list, (await build(null)).body, contract));
      });
      return kept.send(req, reply.type(JSONAPI_MEDIA_TYPE));
    },
  );

  app.get(
    "/v1/opportunities/:id",
    {
      schema: {
        tags,
        summary: "One opportunity, by id or slug",
        description:
          "A published one of someone the caller may see (on the board or past it), or one of the caller's own; 404 " +
          "for anything else, others' drafts too. Includes its owner, place, fields, skills, materials and addenda.",
        params: keyPath,
        querystring: queryParams({}),
        response: { 200: one, ...errorResponses },
      },
    },
    async (req, reply) => {
      const viewer = viewerOf(req);
      return sendOne(req, reply, await readableOpportunity(db, req.params.id, viewer), viewer);
    },
  );

  app.get(
    "/v1/opportunities/:id/share_image",
    {
      config: { rateLimit: SHARE_IMAGE_RATE_LIMIT },
      schema: {
        tags,
        summary: "An opportunity's picture for shared links",
        description:
          "A JPEG of 1200 x 630 pixels in `lang`: what kind of work and where, the title and who offers it, with " +
          "the employer's logo when there is one. Only for published ones of owners visitors may see (else 404), " +
          "whoever asks; publicly cacheable for a day. `v` is the version the opportunity's page names it with.",
        params: keyPath,
        querystring: z.object({ lang: z.enum(SUPPORTED_LOCALES).default("en"), v: z.string().max(40).optional() }),
        response: { 200: fileReply(["image/jpeg"], "The picture"), ...errorResponses },
      },
    },
    async (req, reply) => {
      // Cached by anyone on the way, so it is what a visitor may see, even for the owner asking.
      const row = await readableOpportunity(db, req.params.id, null);
      const [[owner], [place]] = await Promise.all([
        presentBriefUsers(db, 0, [row.ownerId]),
        row.locationId === null ? [] : referenceCatalog(db).locations([row.locationId]),
      ]);
      const ownerName = (owner?.attributes as { name: string | null } | undefined)?.name ?? null;
      const facts = { row, ownerName, placeName: place?.name ?? null };
      return sendShareImage(reply, await renderOpportunityShareImage(app.deps, facts, req.query.lang));
    },
  );

  app.get(
    "/v1/my/opportunities",
    {
      schema: {
        tags,
        summary: "All my opportunities",
        description:
          "Drafts, published and expired, newest first, each with its counts of applications and new ones " +
          `(at most ${OPPORTUNITY_LIMITS.mineMax}; the manager reads them at once).`,
        querystring: queryParams({}),
        response: { 200: mineList, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const rows = await db
        .select({ id: opportunities.id })
        .from(opportunities)
        .where(eq(opportunities.ownerId, user.id))
        .orderBy(...newestFirst(opportunities.createdAt, opportunities.id))
        .limit(OPPORTUNITY_LIMITS.mineMax);
      const body = await sendMany(
        req,
        rows.map((r) => r.id),
        { id: user.id },
      );
      return reply.type(JSONAPI_MEDIA_TYPE).send(body);
    },
  );

  app.get(
    "/v1/my/opportunities/:id",
    {
      schema: {
        tags,
        summary: "One of my opportunities",
        description: "404 for one that is not mine.",
        params: idPath,
        response: { 200: one, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      return sendOne(req, reply, await ownOpportunity(db, req.params.id, user.id), { id: user.id });
    },
  );

  app.post(
    "/v1/my/opportunities",
    {
      schema: {
        tags,
        summary: "Start an opportunity, as a draft",
        description:
          "`kind` (project or job) and `title`; any other attribute may come now or later. Publishing asks for the " +
          "rest. Needs a complete profile (403).",
        body: resourceBody({ type: "opportunities", attributes: opportunityCreateSchema }),
        response: { 201: one, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireComplete(req);
      const row = await db.transaction((tx) => createOpportunity(tx, user.id, req.body));
      return sendOne(req, reply, row, { id: user.id }, 201);
    },
  );

  app.patch(
    "/v1/my/opportunities/:id",
    {
      schema: {
        tags,
        summary: "Change one of my opportunities",
        description:
          "Any attribute; `creative_field_ids` and `skill_ids` replace the whole set. A published one keeps its kind " +
          "(422 kind_fixed) and what publishing asked for (422 required_to_publish at each attribute).",
        params: idPath,
        body: resourceBody({ type: "opportunities", id: true, attributes: opportunityUpdateSchema }),
        response: { 200: one, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      matchBodyId(req, req.params.id);
      const row = await onMine(user.id, req.params.id, (tx, own) => updateOpportunity(tx, own, req.body));
      return sendOne(req, reply, row, { id: user.id });
    },
  );

  app.delete(
    "/v1/my/opportunities/:id",
    {
      schema: {
        tags,
        summary: "Delete one of my opportunities",
        description: "With its applications and everyone's bookmarks of it. 404 for one that is not mine.",
        params: idPath,
        response: { 204: noContent, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const keys = await db.transaction(async (tx) =>
        deleteOpportunity(tx, await lockOwnOpportunity(tx, req.params.id, user.id)),
      );
      await discardObjects(app.deps, keys);
      return reply.code(204).send();
    },
  );

  for (const [action, summary, description, command] of [
    [
      "publish",
      "Publish one of my drafts",
      `On the board for ${OPPORTUNITY_LIMITS.periodDays} days. Needs a description, the kind of job or the ` +
        "project's period, a creative field, a place or remote, and the apply address for weblink and email: " +
        "422 required_to_publish at each that is missing. Its creative fields' people hear of it. Publishing " +
        "what is published changes nothing.",
      publishOpportunity,
    ],
    [
      "extend",
      "Extend one of my published opportunities",
      `Another ${OPPORTUNITY_LIMITS.periodDays} days on the board from now, on the board or expired. 422 ` +
        "not_published for a draft, 409 opportunity_cancelled for a cancelled one.",
      extendOpportunity,
    ],
    [
      "checked",
      "Mark my opportunity's applicants as seen",
      "Applications so far are no longer counted as new, and those at the stage new move to viewed, which " +
        "their applicants see. Reading the applicants moves nothing: the manager calls this when it shows them.",
      checkApplicants,
    ],
  ] as const) {
    app.patch(
      `/v1/my/opportunities/:id/${action}`,
      {
        schema: {
          tags,
          summary,
          description,
          params: idPath,
          body: noBody,
          response: { 200: one, ...errorResponses },
        },
        config: signedIn,
      },
      async (req, reply) => {
        const { user } = requireAuth(req);
        const row = await onMine(user.id, req.params.id, command);
        return sendOne(req, reply, row, { id: user.id });
      },
    );
  }

  app.patch(
    "/v1/my/opportunities/:id/cancel",
    {
      schema: {
        tags,
        summary: "Cancel one of my published opportunities",
        description:
          "Off the board for good, with `reason` (found_candidate_on, found_candidate_outside, position_got_closed, " +
          "rather_not_say, other) and, for other, `text`. 422 not_published for a draft (delete it instead), 409 " +
          "opportunity_cancelled the second time.",
        params: idPath,
        body: resourceBody({ type: "opportunities", id: true, attributes: opportunityCancelSchema }),
        response: { 200: one, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      matchBodyId(req, req.params.id);
      const row = await onMine(user.id, req.params.id, (tx, own) => cancelOpportunity(tx, own, req.body));
      return sendOne(req, reply, row, { id: user.id });
    },
  );

  /** Runs a command on the caller's own opportunity, locked; answers it as it is after. */
  function onMine(
    userId: number,
    id: number,
    command: (tx: Transaction, row: OpportunityRow) => Promise<unknown>,
  ): Promise<OpportunityRow> {
    return db.transaction(async (tx) => {
      const row = await lockOwnOpportunity(tx, id, userId);
      await command(tx, row);
      const [after] = await tx.select().from(opportunities).where(eq(opportunities.id, id));
      return after ?? row;
    });
  }
}
