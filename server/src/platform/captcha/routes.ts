import {
  type CaptchaAttributes,
  captchaCreateSchema,
  captchaResource,
  documentSchema,
  JSONAPI_MEDIA_TYPE,
  type Resource,
  resourceBody,
} from "@atelier/common";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { contractRoutes, errorResponses, mediaReply } from "../../jsonapi/contract.ts";
import { errors } from "../../jsonapi/errors.ts";
import { document, resource } from "../../jsonapi/serialize.ts";
import { captchaImagePath, createCaptcha, findCaptchaImage, type NewCaptcha } from "./captcha.ts";

/** Per client address: only sign-ins past their failure threshold need one, and each is used once. */
const CREATE_LIMIT = { name: "captcha-create", limit: 60, windowMs: 15 * 60_000 };

const presentCaptcha = (captcha: NewCaptcha): Resource =>
  resource("captchas", captcha.id, {
    imageUrl: captchaImagePath(captcha.id),
    expiresAt: captcha.expiresAt.toISOString(),
  } satisfies CaptchaAttributes);

/** Captchas of their own (a sign-in's), and the image of any captcha a form shows. */
export async function captchaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db, config } = app.deps;

  app.post(
    "/captchas",
    {
      schema: {
        tags: ["captcha"],
        summary: "Make a captcha for a sign-in",
        description:
          "Takes a `captchas` resource with `purpose: login`; answers 201 with its `image_url`. The login takes its " +
          "id as `captcha_id` and the characters as `captcha`; every answer, right or wrong, uses it up, and it " +
          "expires after two minutes. 60 per address in 15 minutes.",
        body: resourceBody({ type: "captchas", attributes: captchaCreateSchema }),
        response: { 201: documentSchema(captchaResource), ...errorResponses },
      },
      config: { rateLimit: CREATE_LIMIT },
    },
    async (req, reply) => {
      const captcha = await createCaptcha(db, req.body.purpose, { fixedText: config.captchaFixedText });
      return reply
        .code(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(document(presentCaptcha(captcha)));
    },
  );

  app.get(
    "/captchas/:id",
    {
      schema: {
        tags: ["captcha"],
        summary: "A captcha's image (SVG); 404 once it is used or expired",
        params: z.object({
          id: z.string().describe("Captcha id (a UUID), from a captcha's or a registration's image url"),
        }),
        response: {
          200: mediaReply("image/svg+xml", z.string(), "The captcha image, not to be cached"),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const svg = await findCaptchaImage(db, req.params.id);
      if (svg === null) throw errors.notFound();
      return reply
        .type("image/svg+xml")
        .header("cache-control", "no-store")
        .header("x-content-type-options", "nosniff")
        .send(svg);
    },
  );
}
