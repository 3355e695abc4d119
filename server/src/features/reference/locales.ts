import { COOKIES, FALLBACK_LOCALE, JSONAPI_MEDIA_TYPE, SUPPORTED_LOCALES, type SupportedLocale } from "@atelier/common";
import { asc, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { locales, users } from "../../db/schema/index.ts";
import { errors } from "../../jsonapi/errors.ts";
import { document, resource } from "../../jsonapi/serialize.ts";
import { memoize } from "../../platform/cache/memo.ts";

type LocaleRow = typeof locales.$inferSelect;

const presentLocale = (l: LocaleRow) =>
  resource("locales", l.id, { code: l.code, name: l.name, isDefault: l.isDefault });

export const isSupportedLocale = (v: unknown): v is SupportedLocale => SUPPORTED_LOCALES.includes(v as SupportedLocale);

/** The request's language: the locale cookie, else the signed-in user's choice, else the browser's, else English. */
export function requestLocale(req: FastifyRequest): SupportedLocale {
  const cookie = req.cookies?.[COOKIES.locale];
  if (isSupportedLocale(cookie)) return cookie;
  if (req.auth && isSupportedLocale(req.auth.user.locale)) return req.auth.user.locale;
  const accept = String(req.headers["accept-language"] ?? "");
  for (const part of accept.split(",")) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isSupportedLocale(code)) return code;
  }
  return FALLBACK_LOCALE;
}

export async function localeRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  // Two seeded rows that every page load asks for: read them once a minute, not per request, and
  // keep the list's document serialized, so a request only writes it out.
  const allLocales = memoize(60_000, async (_: "all") => db.select().from(locales).orderBy(asc(locales.position)));
  const localeList = memoize(60_000, async (_: "all") =>
    JSON.stringify(document((await allLocales("all")).map(presentLocale))),
  );

  app.get("/locales", { schema: { tags: ["reference"], summary: "The interface languages" } }, async (_req, reply) => {
    return reply.type(JSONAPI_MEDIA_TYPE).send(await localeList("all"));
  });

  app.get(
    "/locales/current",
    { schema: { tags: ["reference"], summary: "The language of this request (cookie, account, browser, English)" } },
    async (req, reply) => {
      const code = requestLocale(req);
      const row = (await allLocales("all")).find((l) => l.code === code);
      if (!row) throw errors.notFound();
      return reply.type(JSONAPI_MEDIA_TYPE).send(document(presentLocale(row)));
    },
  );

  app.patch<{ Params: { id: string } }>(
    "/locales/:id",
    {
      schema: {
        tags: ["reference"],
        summary: "Choose the interface language (cookie, and the account when signed in)",
      },
    },
    async (req, reply) => {
      const id = z.coerce.number().int().positive().safeParse(req.params.id);
      if (!id.success) throw errors.notFound();
      const [row] = await db.select().from(locales).where(eq(locales.id, id.data));
      if (!row) throw errors.notFound();
      if (req.auth) await db.update(users).set({ locale: row.code }).where(eq(users.id, req.auth.user.id));
      reply.setCookie(COOKIES.locale, row.code, {
        path: "/",
        sameSite: "lax",
        maxAge: 365 * 24 * 3600,
        secure: app.deps.config.isProduction,
      });
      return reply.type(JSONAPI_MEDIA_TYPE).send(document(presentLocale(row)));
    },
  );
}
