import {
  creativeFieldResource,
  documentSchema,
  type FeaturedPeriodAttributes,
  featuredPeriodResource,
  JSONAPI_MEDIA_TYPE,
  listDocumentSchema,
  mediaResource,
  type Resource,
  showroomItemResource,
  userResource,
} from "@atelier/common";
import { inArray } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { creations } from "../../../db/schema/index.ts";
import { contractRoutes, errorResponses } from "../../../jsonapi/contract.ts";
import { listQuery } from "../../../jsonapi/query.ts";
import { document, pageLinks, resource, toMany, toOne } from "../../../jsonapi/serialize.ts";
import { requestLocale } from "../../../platform/http/locale.ts";
import { showsShowroom } from "../../../platform/reads/visitor-cache.ts";
import { presentUsers } from "../../discovery/users/present.ts";
import { usersByIds } from "../../discovery/users/service.ts";
import { viewerOf } from "../../discovery/users/visibility.ts";
import { referenceCatalog } from "../../reference/catalog.ts";
import { presentCreativeField } from "../../reference/present.ts";
import { presentItems } from "../items/present.ts";
import { currentFeaturedPeriod, type FeaturedShowing, featuredShowings, listFeaturedPeriods } from "./featured.ts";

const tags = ["featured"];
const INCLUDED = [creativeFieldResource, userResource, showroomItemResource, mediaResource];
const currentDocument = documentSchema(featuredPeriodResource, { included: INCLUDED, nullable: true });
const periodsDocument = listDocumentSchema(featuredPeriodResource, { included: INCLUDED });

function presentPeriod({ period, creativeIds, creationIds }: FeaturedShowing): Resource {
  return resource(
    "featured_periods",
    period.id,
    {
      creativeFieldId: String(period.creativeFieldId),
      startsAt: period.startsAt.toISOString(),
      endsAt: period.endsAt.toISOString(),
    } satisfies FeaturedPeriodAttributes,
    {
      creative_field: toOne("creative_fields", period.creativeFieldId),
      creatives: toMany("users", creativeIds),
      creations: toMany("showroom_items", creationIds),
    },
  );
}

/**
 * The featured creative fields: the period running now for the home page, and every period so far
 * for /featured. Each shows the creatives and items the caller may see, chosen when it started.
 */
export async function featuredRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db } = app.deps;

  /** The periods' resources, and their creative fields, creatives and items (with their media) to include. */
  async function presented(req: FastifyRequest, showings: FeaturedShowing[]) {
    const viewer = viewerOf(req);
    const locale = requestLocale(req);
    const fields = await referenceCatalog(db).creativeFields([
      ...new Set(showings.map((s) => s.period.creativeFieldId)),
    ]);
    const creatives = await usersByIds(db, [...new Set(showings.flatMap((s) => s.creativeIds))]);
    const itemIds = [...new Set(showings.flatMap((s) => s.creationIds))];
    const itemRows = itemIds.length > 0 ? await db.select().from(creations).where(inArray(creations.id, itemIds)) : [];
    const items = await presentItems(db, itemRows, { viewer, include: ["media"], locale });
    return {
      data: showings.map(presentPeriod),
      included: [
        ...fields.map((field) => presentCreativeField(field, locale)),
        ...(await presentUsers(db, creatives, viewer)),
        ...items.data,
        ...items.included,
      ],
    };
  }

  app.get(
    "/v1/creative_fields/featured",
    {
      schema: {
        tags,
        summary: "The featured creative field of the moment",
        description:
          "The featured period running now (`featured_periods`), with its creative field, creatives (users) " +
          "and their creations (showroom items, with their media) included, as far as the caller may see " +
          "them. Before the first " +
          "period has started, `data` is null (200): the home page shows its empty state then.",
        response: { 200: currentDocument, ...errorResponses },
      },
    },
    async (req, reply) => {
      // Which period runs and what it shows go with any change to the showroom or to who is listed.
      showsShowroom();
      const period = await currentFeaturedPeriod(db);
      const reply200 = reply.type(JSONAPI_MEDIA_TYPE);
      if (!period) return reply200.send(document(null));
      const { data, included } = await presented(req, await featuredShowings(db, [period], viewerOf(req)));
      return reply200.send(document(data[0], { included }));
    },
  );

  app.get(
    "/v1/featured_periods",
    {
      schema: {
        tags,
        summary: "The featured periods so far",
        description:
          "Every period that has begun, the running one first, each with its creative field, creatives and " +
          "creations (with their media) included.",
        querystring: listQuery({}, { filters: [] }),
        response: { 200: periodsDocument, ...errorResponses },
      },
    },
    async (req, reply) => {
      const { page } = req.query;
      const { rows, total } = await listFeaturedPeriods(db, page);
      const { data, included } = await presented(req, await featuredShowings(db, rows, viewerOf(req)));
      return reply.type(JSONAPI_MEDIA_TYPE).send(document(data, { included, ...pageLinks(req.url, page, total) }));
    },
  );
}
