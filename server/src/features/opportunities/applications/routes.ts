import {
  applicationCountsAttributes,
  applicationResource,
  applicationUpdateSchema,
  applySchema,
  briefUserResource,
  documentSchema,
  JSONAPI_MEDIA_TYPE,
  listDocumentSchema,
  OPPORTUNITY_LIMITS,
  opportunityResource,
  resourceBody,
} from "@atelier/common";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { contractRoutes, errorResponses, matchBodyId } from "../../../jsonapi/contract.ts";
import { idPath, numericId } from "../../../jsonapi/params.ts";
import { listQuery } from "../../../jsonapi/query.ts";
import { document, pageLinks } from "../../../jsonapi/serialize.ts";
import { requireAuth } from "../../../platform/auth/plugin.ts";
import { requestLocale } from "../../../platform/http/locale.ts";
import { enforceRateLimit } from "../../../platform/rate-limit/enforce.ts";
import { presentBriefUsers } from "../../discovery/users/brief.ts";
import { ownOpportunity, readableOpportunity, requireApplicable } from "../policy.ts";
import { opportunityDocument, presentOpportunities } from "../present.ts";
import { keyPath, OPPORTUNITY_INCLUDED } from "../routes.ts";
import {
  applicantsOf,
  applyTo,
  lockApplication,
  myApplications,
  newApplicants,
  ownersApplication,
  stageCounts,
  updateApplication,
} from "./applications.ts";
import { presentApplication } from "./present.ts";

const tags = ["applications"];
const signedIn = { auth: "user" } as const;

/** Applying is limited per applicant: each one may open a conversation with a stranger. */
const APPLY_LIMIT = { limit: 30, windowMs: 60 * 60_000 };

const opportunityDocumentSchema = documentSchema(opportunityResource, { included: OPPORTUNITY_INCLUDED });
const withOpportunities = [opportunityResource, ...OPPORTUNITY_INCLUDED];
const applicationsList = listDocumentSchema(applicationResource, { included: withOpportunities });
const applicantsPage = listDocumentSchema(applicationResource, { included: [briefUserResource] });
const applicantsList = applicantsPage.extend({
  meta: (applicantsPage.shape.meta as z.ZodObject).extend({ stages: applicationCountsAttributes }),
});
const applicationDocument = documentSchema(applicationResource, { included: [briefUserResource] });
const pagedQuery = () =>
  listQuery(
    { "page[size]": `Page size, ${OPPORTUNITY_LIMITS.pageSize} by default, at most 100` },
    { defaultSize: OPPORTUNITY_LIMITS.pageSize, maxSize: 100 },
  );
const applicationPath = z.object({ id: numericId, applicationId: numericId.describe("Application id") });

/**
 * Applications (spec 001): applying to an opportunity on the board, one's own applications and
 * where they stand, and the owner's applicants with their pipeline. An applicant reads the stage,
 * never the owner's note; anything of an opportunity that is not the caller's is a 404.
 */
export async function applicationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db } = app.deps;

  app.patch(
    "/v1/opportunities/:id/apply",
    {
      schema: {
        tags,
        summary: "Apply to an opportunity, by id or slug",
        description:
          "With an optional `note` for the owner. Once per opportunity (409 already_applied), never to one's own " +
          "(422 own_opportunity), only while it is on the board (422 off_board); 404 for one the caller may not " +
          "read. For messenger applications the note, or a greeting in the applicant's language, opens or " +
          "continues the conversation with the owner, in their inbox (403 messages_not_accepted when they take no messages " +
          "from the caller). The caller's bookmark of it goes; the owner is notified. At most 30 an hour. Answers " +
          "the opportunity, its `applied_at` set.",
        params: keyPath,
        body: resourceBody({ type: "opportunity_applications", attributes: applySchema }),
        response: { 200: opportunityDocumentSchema, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      await enforceRateLimit(req, "applications", { ...APPLY_LIMIT, key: user.id, keyOnly: true });
      const viewer = { id: user.id };
      const opportunity = await readableOpportunity(db, req.params.id, viewer);
      requireApplicable(opportunity, user.id);
      await db.transaction((tx) => applyTo(tx, opportunity, user, req.body));
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(await opportunityDocument(db, opportunity, viewer, requestLocale(req)));
    },
  );

  app.get(
    "/v1/my/opportunity_applications",
    {
      schema: {
        tags,
        summary: "My applications",
        description:
          "The newest first, each with its stage, including its opportunity (as far as I may still read it) " +
          "with what an opportunity includes.",
        querystring: pagedQuery(),
        response: { 200: applicationsList, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const viewer = { id: user.id };
      const { page } = req.query;
      const { rows, total } = await myApplications(db, viewer, page);
      const opportunities = await presentOpportunities(
        db,
        rows.map((row) => row.opportunityId),
        viewer,
        requestLocale(req),
      );
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        document(
          rows.map((row) => presentApplication(row, "applicant")),
          { included: [...opportunities.data, ...opportunities.included], ...pageLinks(req.url, page, total) },
        ),
      );
    },
  );

  app.get(
    "/v1/my/opportunities/new_applicants",
    {
      schema: {
        tags,
        summary: "Applications to my opportunities I have not checked",
        description:
          "Across all my opportunities, the newest first: those since each opportunity's applicants were last " +
          "marked checked. `meta.total` counts them all; each included opportunity counts its own in " +
          "`new_applications_count`. Each includes its applicant and its opportunity.",
        querystring: pagedQuery(),
        response: { 200: applicationsList, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const { page } = req.query;
      const { rows, total } = await newApplicants(db, user.id, page);
      const [applicants, opportunities] = await Promise.all([
        presentBriefUsers(
          db,
          user.id,
          rows.map((row) => row.applicantId),
        ),
        presentOpportunities(
          db,
          [...new Set(rows.map((row) => row.opportunityId))],
          { id: user.id },
          requestLocale(req),
        ),
      ]);
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        document(
          rows.map((row) => presentApplication(row, "owner")),
          {
            included: [...applicants, ...opportunities.data, ...opportunities.included],
            ...pageLinks(req.url, page, total),
          },
        ),
      );
    },
  );

  app.get(
    "/v1/my/opportunities/:id/applications",
    {
      schema: {
        tags,
        summary: "The applicants of one of my opportunities",
        description:
          "The latest application first, each including its applicant, with `is_new` (since I last marked them " +
          "checked) and my `owner_note`. `meta.stages` counts the applications at each stage. 404 for an " +
          "opportunity that is not mine. Reading them moves no stage: marking them checked moves the new ones " +
          "to viewed.",
        params: idPath,
        querystring: pagedQuery(),
        response: { 200: applicantsList, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const { page } = req.query;
      const opportunity = await ownOpportunity(db, req.params.id, user.id);
      const [{ rows, total }, stages] = await Promise.all([
        applicantsOf(db, user.id, opportunity.id, page),
        stageCounts(db, opportunity.id),
      ]);
      const applicants = await presentBriefUsers(
        db,
        user.id,
        rows.map((row) => row.applicantId),
      );
      const { links, meta } = pageLinks(req.url, page, total);
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        document(
          rows.map((row) => presentApplication(row, "owner")),
          { included: applicants, links, meta: { ...meta, stages } },
        ),
      );
    },
  );

  app.patch(
    "/v1/my/opportunities/:id/applications/:applicationId",
    {
      schema: {
        tags,
        summary: "Move an applicant through my pipeline",
        description:
          "`stage` (new, viewed, shortlisted, declined, hired) and my `owner_note`, which the applicant never " +
          "reads. With the stage declined, `send_decline_message: true` writes the applicant a kind message in " +
          "their language through the messenger, by its rules (403 when they take no messages from me); with " +
          "any other stage it is a 422. 404 for an application to an opportunity that is not mine.",
        params: applicationPath,
        body: resourceBody({ type: "opportunity_applications", id: true, attributes: applicationUpdateSchema }),
        response: { 200: applicationDocument, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      matchBodyId(req, req.params.applicationId);
      const application = await db.transaction(async (tx) => {
        const opportunity = await ownOpportunity(tx, req.params.id, user.id);
        const row = await lockApplication(tx, opportunity.id, req.params.applicationId);
        await updateApplication(tx, opportunity, row, req.body);
        return ownersApplication(tx, user.id, row.id);
      });
      const applicants = await presentBriefUsers(db, user.id, [application.applicantId]);
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(document(presentApplication(application, "owner"), { included: applicants }));
    },
  );
}
