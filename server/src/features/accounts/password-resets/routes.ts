import { setTimeout as delay } from "node:timers/promises";
import { JSONAPI_MEDIA_TYPE, passwordResetRequestSchema, passwordResetSchema } from "@atelier/common";
import type { FastifyInstance } from "fastify";
import { parseBody } from "../../../jsonapi/body.ts";
import { enforceRateLimit } from "../../../platform/rate-limit/enforce.ts";
import { announceEndedSessions } from "../credentials/ended-sessions.ts";
import { requestPasswordReset, resetPassword } from "./service.ts";

const WINDOW = 15 * 60_000;
const REQUESTS_PER_ADDRESS = { limit: 25, windowMs: WINDOW };
/** Each use of a link is an attempt at a token; a few suffice for a person, not for guessing. */
const RESETS_PER_ADDRESS = { limit: 10, windowMs: WINDOW };
/**
 * Mailing a link takes longer than finding no account. Every request is answered no sooner than
 * this, so the time does not tell which addresses have accounts.
 */
const REQUEST_ANSWER_MS = 250;

const tags = ["password resets"];

/** Forgotten passwords: a link by e-mail, then a new password through it. */
export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, bus } = app.deps;

  app.post(
    "/v1/password_resets",
    {
      schema: {
        tags,
        summary: "Ask for a password reset link",
        description:
          "Takes a `password_resets` resource with `email`. Answers 202 with the same body whether or not an " +
          "account has that address; a confirmed account gets a link (at most 5 per 30 minutes). An unconfirmed " +
          "account is a 401. 25 requests per address in 15 minutes.",
      },
    },
    async (req, reply) => {
      const started = Date.now();
      await enforceRateLimit(req, "password-reset-request", REQUESTS_PER_ADDRESS);
      const { email } = parseBody(req.body, passwordResetRequestSchema, { type: "password_resets" });
      await requestPasswordReset(db, config.appUrl, email);
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
      },
    },
    async (req, reply) => {
      await enforceRateLimit(req, "password-reset", RESETS_PER_ADDRESS);
      const input = parseBody(req.body, passwordResetSchema, { type: "password_resets" });
      const ended = await resetPassword(db, config.appUrl, input);
      await announceEndedSessions(bus, ended.userId, ended.sessionIds, req.log);
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send({ meta: { detail: "Your password has been changed. Please sign in." } });
    },
  );
}
