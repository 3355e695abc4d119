import { COOKIES, SESSION_LIFETIME_DAYS } from "@atelier/common/enums";
import { paths, safeReturnTo } from "@atelier/common/paths";
import type { FastifyInstance } from "fastify";
import { secureCookies } from "../../platform/auth/plugin.ts";
import { isSupportedLocale } from "./locales.ts";

/**
 * `GET /locale/{en|de}?returnTo=/path`: the language switch of a page that runs no script (not yet
 * hydrated, or scripts off). It sets the `locale` cookie exactly as the web app does in the browser,
 * then sends the reader back to the page, on this site only. The account keeps its language: a
 * link must not change stored data, and the cookie already decides the language of every page.
 */
export async function localeSwitchRoutes(app: FastifyInstance): Promise<void> {
  const secure = secureCookies(app.deps.config);

  app.get<{ Params: { code: string }; Querystring: { returnTo?: unknown } }>("/locale/:code", async (req, reply) => {
    const code = req.params.code.toLowerCase();
    if (!isSupportedLocale(code)) return reply.callNotFound();
    const returnTo = typeof req.query.returnTo === "string" ? safeReturnTo(req.query.returnTo) : null;
    return reply
      .setCookie(COOKIES.locale, code, {
        path: "/",
        maxAge: SESSION_LIFETIME_DAYS * 24 * 3600,
        sameSite: "lax",
        secure,
      })
      .header("cache-control", "no-store")
      .redirect(returnTo ?? paths.home, 303);
  });
}
