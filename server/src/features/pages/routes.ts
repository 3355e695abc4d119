import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { contractRoutes, errorResponses, fileReply } from "../../jsonapi/contract.ts";
import { errors } from "../../jsonapi/errors.ts";
import { itemsSitemap, pagesSitemap, profilesSitemap, robots, SITEMAP_FILES, sitemap } from "./sitemap.ts";

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

  for (const [name, read, what] of [
    ["profiles", profilesSitemap, "public profiles"],
    ["items", itemsSitemap, "published showroom and gallery items"],
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
        const file = await read(db, config.appUrl, req.params.page, config.sitemapPageSize);
        if (!file) throw errors.notFound("There is no such sitemap.");
        return send(reply, XML, file);
      },
    );
  }
}
