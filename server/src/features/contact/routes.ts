import {
  captchaResource,
  contactCaptchaRenewSchema,
  contactMessageCreateSchema,
  contactMessageResource,
  documentSchema,
  JSONAPI_MEDIA_TYPE,
  resourceBody,
} from "@atelier/common";
import type { FastifyInstance, FastifyReply } from "fastify";
import { contractRoutes, errorResponses } from "../../jsonapi/contract.ts";
import { document, resource } from "../../jsonapi/serialize.ts";
import { captchaImagePath, type NewCaptcha } from "../../platform/captcha/captcha.ts";
import { requestLocale } from "../../platform/http/locale.ts";
import { enforceRateLimit } from "../../platform/rate-limit/enforce.ts";
import { contactCaptcha, sendContactMessage } from "./contact.ts";

const WINDOW = 15 * 60_000;
/** A form shows one image and a few new ones; a flood of images is someone harvesting them. */
const CAPTCHA_LIMIT = { name: "contact-captcha", limit: 30, windowMs: WINDOW };
/** People write to the operators now and then; more is a flood, whatever the captcha says. */
const SEND_LIMIT = { limit: 5, windowMs: 60 * 60_000 };

/** Every call is a new image, so no cache may keep one. */
const sendCaptcha = (reply: FastifyReply, captcha: NewCaptcha) =>
  reply
    .type(JSONAPI_MEDIA_TYPE)
    .header("cache-control", "no-store")
    .send(
      document(
        resource("captchas", captcha.id, {
          imageUrl: captchaImagePath(captcha.id),
          expiresAt: captcha.expiresAt.toISOString(),
        }),
      ),
    );

/** The contact form (spec 001): its captcha, a new one, and the message to the operators. */
export async function contactRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db, config } = app.deps;
  const captchaOptions = { fixedText: config.captchaFixedText };

  app.get(
    "/v1/contact",
    {
      schema: {
        tags: ["contact"],
        summary: "The contact form's captcha",
        description:
          "Answers a new `captchas` resource with its `image_url`, for the form to show; the message names its id " +
          "as `captcha_id`. Not cached: every call is a new image. 30 per address in 15 minutes.",
        response: { 200: documentSchema(captchaResource), ...errorResponses },
      },
      config: { rateLimit: CAPTCHA_LIMIT },
    },
    async (_req, reply) => sendCaptcha(reply, await contactCaptcha(db, captchaOptions)),
  );

  app.patch(
    "/v1/contact",
    {
      schema: {
        tags: ["contact"],
        summary: "Another captcha for the contact form",
        description:
          "Takes a `captchas` resource naming the image shown as `captcha_id` (optional), which no longer counts, " +
          "and answers a new one. Shares the 30 per address in 15 minutes with GET.",
        body: resourceBody({ type: "captchas", attributes: contactCaptchaRenewSchema }),
        response: { 200: documentSchema(captchaResource), ...errorResponses },
      },
      config: { rateLimit: CAPTCHA_LIMIT },
    },
    async (req, reply) => sendCaptcha(reply, await contactCaptcha(db, captchaOptions, req.body.captchaId)),
  );

  app.post(
    "/v1/contact",
    {
      schema: {
        tags: ["contact"],
        summary: "Write to the operators",
        description:
          "Takes `topic` (general, support, privacy, press), `name`, `email`, `message` (10 to 5000 characters), " +
          "`captcha_id` and `captcha`, the characters in its image. Every answer uses the image up: on 422 at " +
          "`captcha` get a new one. Stored and mailed to the operators, who answer the given address. 5 an hour " +
          "per address, and per account when signed in.",
        body: resourceBody({ type: "contact_messages", attributes: contactMessageCreateSchema }),
        response: { 201: documentSchema(contactMessageResource), ...errorResponses },
      },
    },
    async (req, reply) => {
      const userId = req.auth?.user.id ?? null;
      await enforceRateLimit(req, "contact", { ...SEND_LIMIT, ...(userId ? { key: userId } : {}) });
      const message = await sendContactMessage(
        db,
        { appUrl: config.appUrl, operatorsEmail: config.operatorsEmail },
        { userId, ip: req.ip, locale: requestLocale(req) },
        req.body,
      );
      return reply
        .code(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(
          document(
            resource("contact_messages", message.id, {
              topic: message.topic,
              name: message.name,
              email: message.email,
              message: message.message,
              createdAt: message.createdAt.toISOString(),
            }),
          ),
        );
    },
  );
}
