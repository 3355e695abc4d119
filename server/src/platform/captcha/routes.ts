import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { contractRoutes, errorResponses, mediaReply } from "../../jsonapi/contract.ts";
import { errors } from "../../jsonapi/errors.ts";
import { findCaptchaImage } from "./captcha.ts";

/** The captcha image a sign-up or contact form shows; gone once used or expired. */
export async function captchaRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  app.get(
    "/captchas/:id",
    {
      schema: {
        tags: ["captcha"],
        summary: "A captcha's image (SVG); 404 once it is used or expired",
        params: z.object({ id: z.string().describe("Captcha id (a UUID), from a registration's captcha_url") }),
        response: {
          200: mediaReply("image/svg+xml", z.string(), "The captcha image, not to be cached"),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const svg = await findCaptchaImage(app.deps.db, req.params.id);
      if (svg === null) throw errors.notFound();
      return reply
        .type("image/svg+xml")
        .header("cache-control", "no-store")
        .header("x-content-type-options", "nosniff")
        .send(svg);
    },
  );
}
