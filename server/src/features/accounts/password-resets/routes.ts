import { setTimeout as delay } from "node:timers/promises";
import {
  detailMeta,
  JSONAPI_MEDIA_TYPE,
  metaDocumentSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  resourceBody,
} from "@atelier/common";
import type { FastifyInstance } from "fastify";
import { contractRoutes, errorResponses } from "../../../jsonapi/contract.ts";
import { announceEndedSessions } from "../credentials/ended-sessions.ts";
import { requestPasswordReset, resetPassword } from "./service.ts";

const WINDOW = 15 * 60_000;
const REQUESTS_PER_ADDRESS = { name: "password-reset-request", limit: 25, windowMs: WINDOW };
/** Each use of a link is an attempt at a token; a few suffice for a person, not for guessing. */
const RESETS_PER_ADDRESS = { name: "password-reset", limit: 10, windowMs: WINDOW };
/**
 * Mailing a link takes longer than finding no account. Every request, whatever the address, is
 * answered this long after it arrived, so the time does not tell which addresses have accounts:
 * work that takes longer (a busy database) goes on after the answer.
 */
const REQUEST_ANSWER_MS = 250;

const tags = ["password resets"];
const detailReply = metaDocumentSchema(detailMeta);

/** Forgotten passwords: a link by e-mail, then a new password through it. */
export async function passwordResetRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db, config } = app.deps;
  const unfinished = new Set<Promise<void>>();
  // Requests answered before their work ended still get their mail when the server stops.
  app.addHook("onClose", async () => {
    await Promise.all(unfinished);
  });

  app.post(
    "/v1/password_resets",
    {
      schema: {
        tags,
        summary: "Ask for a password reset link",
        description:
          "Takes a `password_resets` resource with `email`. Answers 202 with the same body whether or not an " +
          "account has that address, and as late: a confirmed account gets a link (at most 5 per 30 minutes), " +
          "an unconfirmed one its confirmation link again. 25 requests per address in 15 minutes.",
        body: resourceBody({ type: "password_resets", attributes: passwordResetRequestSchema }),
        response: { 202: detailReply, ...errorResponses },
      },
      config: { rateLimit: REQUESTS_PER_ADDRESS },
    },
    async (req, reply) => {
      const started = Date.now();
      const work = requestPasswordReset(db, config.appUrl, req.body.email).catch((err) => {
        req.log.error({ err }, "password reset request failed");
      });
      unfinished.add(work);
      void work.finally(() => unfinished.delete(work));
      await Promise.race([work, delay(REQUEST_ANSWER_MS)]);
      await delay(Math.max(0, started + REQUEST_ANSWER_MS - Date.now()));
      return reply
        .code(202)
        .type(JSONAPI_MEDIA_TYPE)
        .send({ meta: { detail: "If an account has this address, a link to reset its password is on its way." } });
    },
  );

  app.patch(
    "/v1/password_resets",
    {
      schema: {
        tags,
        summary: "Set a new password with a reset link",
        description:
          "Takes `token` (from the link) and `password`. Answers 200 without signing in: every session of the " +
          "account ends and the owner gets a mail. A wrong, used or expired token is a 422 on `/data/attributes/token`.",
        body: resourceBody({ type: "password_resets", attributes: passwordResetSchema }),
        response: { 200: detailReply, ...errorResponses },
      },
      config: { rateLimit: RESETS_PER_ADDRESS },
    },
    async (req, reply) => {
      const ended = await resetPassword(db, config.appUrl, req.body);
      await announceEndedSessions(app.deps, ended.userId, ended.sessionIds, req.log);
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send({ meta: { detail: "Your password has been changed. Please sign in." } });
    },
  );
}
