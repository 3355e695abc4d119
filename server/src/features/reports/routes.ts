import { documentSchema, JSONAPI_MEDIA_TYPE, reportCreateSchema, reportResource, resourceBody } from "@atelier/common";
import type { FastifyInstance } from "fastify";
import { contractRoutes, errorResponses } from "../../jsonapi/contract.ts";
import { document, resource } from "../../jsonapi/serialize.ts";
import { requireAuth } from "../../platform/auth/plugin.ts";
import { enforceRateLimit } from "../../platform/rate-limit/enforce.ts";
import { fileReport } from "./reports.ts";

/** Reports are read by people: a member files a handful, never a flood. */
const REPORTS_LIMIT = { limit: 20, windowMs: 60 * 60_000 };

/** POST /v1/reports: a message or a profile, reported to the operators. */
export async function reportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db, config } = app.deps;

  app.post(
    "/v1/reports",
    {
      schema: {
        tags: ["reports"],
        summary: "Report a message or a profile to the operators",
        description:
          "`subject_type` messages or users, `subject_id`, `reason` (spam, harassment, inappropriate, " +
          "impersonation, other) and `text`. A message is reported by someone in its conversation, never its " +
          "writer; a profile by someone who may see it, never its owner (422). 404 for what the reporter cannot " +
          "see; 409 already_reported the second time. Stored and mailed to the operators; 20 an hour.",
        body: resourceBody({ type: "reports", attributes: reportCreateSchema }),
        response: { 201: documentSchema(reportResource), ...errorResponses },
      },
      config: { auth: "user" },
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      await enforceRateLimit(req, "reports", { ...REPORTS_LIMIT, key: user.id, keyOnly: true });
      const report = await fileReport(
        db,
        { appUrl: config.appUrl, operatorsEmail: config.operatorsEmail },
        user.id,
        req.body,
      );
      return reply
        .code(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(
          document(
            resource("reports", report.id, {
              subjectType: report.subjectType,
              subjectId: String(report.subjectId),
              reason: report.reason,
              text: report.text,
              createdAt: report.createdAt.toISOString(),
            }),
          ),
        );
    },
  );
}
