import type { FastifyInstance } from "fastify";
import { errors } from "../../jsonapi/errors.ts";
import { findCaptchaImage } from "./captcha.ts";

/** The captcha image a sign-up or contact form shows; gone once used or expired. */
export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  const schema = { tags: ["captcha"], summary: "A captcha's image (SVG); 404 once it is used or expired" };
  app.get<{ Params: { id: string } }>("/captchas/:id", { schema }, async (req, reply) => {
    const svg = await findCaptchaImage(app.deps.db, req.params.id);
    if (svg === null) throw errors.notFound();
    return reply
      .type("image/svg+xml")
      .header("cache-control", "no-store")
      .header("x-content-type-options", "nosniff")
      .send(svg);
  });
}
