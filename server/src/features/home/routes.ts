import {
  CREATION_INCLUDED,
  CREATION_INCLUDES,
  creationResource,
  cursorListDocumentSchema,
  FEED_LIMITS,
  JSONAPI_MEDIA_TYPE,
  PAGE_CURSOR_PARAM,
  toCamel,
} from "@atelier/common";
import type { FastifyInstance } from "fastify";
import { contractRoutes, errorResponses } from "../../jsonapi/contract.ts";
import { parseListQuery, queryParams } from "../../jsonapi/query.ts";
import { document } from "../../jsonapi/serialize.ts";
import { requireAuth } from "../../platform/auth/plugin.ts";
import { requestLocale } from "../../platform/http/locale.ts";
import { presentItems } from "../showroom/items/present.ts";
import { decodeCursor, encodeCursor, firstFeedPage, nextFeedPage } from "./feed.ts";

const FEED_INCLUDES = CREATION_INCLUDES.map(toCamel);
const feedDocument = cursorListDocumentSchema(creationResource, { included: CREATION_INCLUDED });

const feedQuery = queryParams({
  "page[size]": `Page size, ${FEED_LIMITS.pageSize} by default, at most ${FEED_LIMITS.maxPageSize}`,
  [PAGE_CURSOR_PARAM]: "The cursor of `links.next`: the page after the one that gave it; none for the newest",
  include: `${CREATION_INCLUDES.join(", ")} (comma-separated); owner unless named`,
}).transform((raw) => {
  const after = raw[PAGE_CURSOR_PARAM];
  const { page, include } = parseListQuery(
    { "page[size]": raw["page[size]"], include: raw.include },
    { includable: FEED_INCLUDES, defaultSize: FEED_LIMITS.pageSize, maxSize: FEED_LIMITS.maxPageSize },
  );
  return {
    size: page.size,
    after: after === undefined ? null : decodeCursor(String(after), PAGE_CURSOR_PARAM),
    include: include.length > 0 ? include : ["owner"],
  };
});

/** The address of a page of the feed, the query asked for kept but for the cursor. */
function pageAddress(requestUrl: string, cursor: string | null): string {
  const url = new URL(requestUrl, "http://x");
  url.searchParams.delete("t");
  if (cursor === null) url.searchParams.delete(PAGE_CURSOR_PARAM);
  else url.searchParams.set(PAGE_CURSOR_PARAM, cursor);
  return `${url.pathname}?${url.searchParams.toString()}`;
}

/** A member's home: the feed of what their network made. */
export async function homeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db } = app.deps;

  app.get(
    "/v1/feed",
    {
      schema: {
        tags: ["home"],
        summary: "My feed",
        description:
          "Published showroom and gallery items of the people I follow and am connected with, as far as I may " +
          "see them, the newest first. Paged by cursor: `links.next` carries the page after this one, null at " +
          "the end; a cursor this list did not give is a 400 naming `page[after]`. The first page says in " +
          "`meta.network_size` how many people the feed draws from, so a home can tell an empty network from a " +
          "quiet one. Reads in the same few statements however many people that is.",
        querystring: feedQuery,
        response: { 200: feedDocument, ...errorResponses },
      },
      config: { auth: "user" },
    },
    async (req, reply) => {
      const { user } = requireAuth(req);
      const { size, after, include } = req.query;
      const page = after ? await nextFeedPage(db, user.id, after, size) : await firstFeedPage(db, user.id, size);
      const network = "networkSize" in page ? page.networkSize : undefined;
      const { data, included } = await presentItems(db, page.rows, {
        viewer: { id: user.id },
        include,
        locale: requestLocale(req),
      });
      const next = page.next ? encodeCursor(page.next) : null;
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        document(data, {
          included,
          links: {
            self: pageAddress(req.url, after ? encodeCursor(after) : null),
            next: next && pageAddress(req.url, next),
          },
          ...(network === undefined ? {} : { meta: { network_size: network } }),
        }),
      );
    },
  );
}
