import {
  FIND_CARD_THUMBNAILS,
  FIND_FILTERS_BY_KIND,
  FIND_PAGE_SIZE,
  type FindScope,
  JSONAPI_MEDIA_TYPE,
} from "@atelier/common";
import type { FastifyInstance } from "fastify";
import { contractJson, contractRoutes, errorResponses } from "../../../jsonapi/contract.ts";
import { KeptBody } from "../../../platform/http/compression.ts";
import { requestLocale } from "../../../platform/http/locale.ts";
import { showsUser } from "../../../platform/reads/request-scope.ts";
import { keptAddress, keptForVisitors } from "../../../platform/reads/visitor-cache.ts";
import { usersListDocument } from "../users/list.ts";
import { memberList } from "../users/member-lists.ts";
import { type Viewer, viewerOf } from "../users/visibility.ts";
import { longCounts } from "./counts.ts";
import { findListPage } from "./present.ts";
import { findQuery } from "./query.ts";
import { facetsVersion } from "./service.ts";

const kindsOf = (scope: FindScope) =>
  Object.entries(FIND_FILTERS_BY_KIND[scope])
    .map(([kind, filters]) => `${kind} (${filters.join(", ")})`)
    .join("; ");

const ROLE = { creatives: "creatives", clients: "clients" } as const;

/** Finding creatives and clients, spec 001 sections 2, 4 and 9: GET /v1/creatives and GET /v1/clients. */
export async function findRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db, visitorCache } = app.deps;
  const strict = !app.deps.config.isProduction;
  const counts = longCounts();

  for (const scope of ["creatives", "clients"] as const) {
    app.get(
      `/v1/${scope}`,
      {
        schema: {
          tags: [scope],
          summary: `Find ${ROLE[scope]}`,
          description:
            `Users list of the ${ROLE[scope]} the caller may see (hidden: deactivated, incomplete, unconfirmed ` +
            "e-mail, blocked either way, profiles for members (to visitors) or connections only). Comma-joined " +
            "values of one filter match any of them; every filter given must match. Each kind offers its own " +
            `filters, any other is a 422 naming it: ${kindsOf(scope)}. A name search ranks an exact name first, ` +
            "then names starting with the term, words starting with it, names containing it, and typos last, " +
            "among its best 500 matches. The recommended order (sort 0) ranks premium members first, in a " +
            "shuffle that holds across pages; within a name search's ranks too. Visitors get a copy kept until who is listed, or someone listed, " +
            'changes; so do members who block nobody and see no "connections only" profile, with their own ' +
            "follows, connections and likes read anew. `include=showroom_items` adds the first " +
            `${FIND_CARD_THUMBNAILS} published showroom items of each (their \`cover\` is the thumbnail). ` +
            `\`page[size]\` ${FIND_PAGE_SIZE.defaultSize} by default, at most ${FIND_PAGE_SIZE.maxSize}.`,
          querystring: findQuery(scope),
          response: { 200: usersListDocument, ...errorResponses },
        },
      },
      async (req, reply) => {
        const query = req.query;
        const viewer = viewerOf(req);
        const locale = requestLocale(req);
        const page = (as: Viewer) => findListPage(req, db, counts, scope, query, as);
        const contract = { schema: usersListDocument, strict, route: `GET /v1/${scope}` };
        if (viewer) {
          const key = `find-member:${locale}|${keptAddress(req.url)}`;
          return reply.type(JSONAPI_MEDIA_TYPE).send(await memberList(db, visitorCache, key, viewer, page, contract));
        }
        // A visitor's list is the same for every visitor: kept under the facets' version it was read
        // at (a newcomer moves it on) until someone it shows changes. Kept as sent, so that a kept
        // reply costs next to nothing to send again.
        const kept = await keptForVisitors(
          visitorCache,
          `find:${await facetsVersion(db)}|${locale}|${keptAddress(req.url)}`,
          async () => {
            const built = await page(null);
            for (const row of built.users) showsUser(row.id);
            return new KeptBody(contractJson(usersListDocument, built.body, contract));
          },
        );
        return kept.send(req, reply.type(JSONAPI_MEDIA_TYPE));
      },
    );
  }
}
