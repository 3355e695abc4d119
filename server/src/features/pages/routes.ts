import { SUPPORTED_LOCALES } from "@atelier/common/enums";
import { SHARE_CARDS } from "@atelier/common/seo";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { contractRoutes, errorResponses, fileReply } from "../../jsonapi/contract.ts";
import { errors } from "../../jsonapi/errors.ts";
import { SHARE_IMAGE_RATE_LIMIT, sendShareImage } from "../../platform/uploads/share-images.ts";
import { renderShareCard } from "./share-cards.ts";
import { listedSitemap, pagesSitemap, robots, SITEMAP_FILES, sitemap } from "./sitemap.ts";

const XML = "application/xml";
const TEXT = "text/plain";
/** Crawlers come back often enough; a new profile waits at most this long to be offered. */
const MAX_AGE = 3600;

function send(reply: FastifyReply, type: string, body: string) {
  return reply.type(`${type}; charset=utf-8`).header("cache-control", `public, max-age=${MAX_AGE}`).send(body);
}

/** What search engines read first: robots.txt and the sitemap. Page routes, outside /api. */
export async function crawlerRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db, config } = app.deps;

  app.get(
    "/robots.txt",
    { schema: { response: { 200: fileReply([TEXT], "Rules for crawlers") } } },
    async (_req, reply) => send(reply, TEXT, robots(config.appUrl)),
  );

  app.get(
    "/sitemap.xml",
    { schema: { response: { 200: fileReply([XML], "A sitemap, or an index of sitemaps when large") } } },
    async (_req, reply) => send(reply, XML, await sitemap(db, config.appUrl, config.sitemapPageSize)),
  );

  app.get(
    SITEMAP_FILES.pages,
    { schema: { response: { 200: fileReply([XML], "The sitemap of the fixed pages") } } },
    async (_req, reply) => send(reply, XML, pagesSitemap(config.appUrl)),
  );

  for (const [name, what] of [
    ["profiles", "public profiles"],
    ["items", "published showroom and gallery items"],
    ["opportunities", "opportunities on the board"],
  ] as const) {
    app.get(
      `/sitemaps/${name}-:page(^\\d{1,6}).xml`,
      {
        schema: {
          params: z.object({ page: z.coerce.number().int().min(1) }),
          response: { 200: fileReply([XML], `One sitemap of ${what}`), ...errorResponses },
        },
      },
      async (req, reply) => {
        const file = await listedSitemap(db, config.appUrl, name, req.params.page, config.sitemapPageSize);
        if (!file) throw errors.notFound("There is no such sitemap.");
        return send(reply, XML, file);
      },
    );
  }
}

/** The site's own cards for shared links of pages that are no one's in particular. Under /api. */
export async function shareCardRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  app.get(
    "/v1/share_cards/:card",
    {
      config: { rateLimit: SHARE_IMAGE_RATE_LIMIT },
      schema: {
        tags: ["pages"],
        summary: "The site's picture for a page's shared links",
        description:
          "A JPEG of 1200 x 630 pixels for the shared links of the home page and the lists (creatives, clients, " +
          "showroom, featured fields, the jobs board): the site's name, the page's title and a sentence about it, in `lang`. " +
          "Publicly cacheable for a day.",
        params: z.object({ card: z.enum(SHARE_CARDS) }),
        querystring: z.object({ lang: z.enum(SUPPORTED_LOCALES).default("en") }),
        response: { 200: fileReply(["image/jpeg"], "The picture"), ...errorResponses },
      },
    },
    async (req, reply) => sendShareImage(reply, await renderShareCard(req.params.card, req.query.lang)),
  );
}
