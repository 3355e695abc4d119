import { JSONAPI_MEDIA_TYPE, meUpdateSchema, type Resource } from "@atelier/common";
import { asc, inArray } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { creativeFields } from "../../../db/schema/index.ts";
import { parseBody } from "../../../jsonapi/body.ts";
import { SIGNED_IN } from "../../../jsonapi/contract.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { parseListQuery, type RawQuery } from "../../../jsonapi/query.ts";
import { document } from "../../../jsonapi/serialize.ts";
import { requireAuth } from "../../../platform/auth/plugin.ts";
import { requestLocale } from "../../reference/locales.ts";
import { presentCreativeField, presentLocation } from "../../reference/present.ts";
import { findLocation } from "../../reference/service.ts";
import { myRoutes } from "./my-routes.ts";
import { presentMe } from "./present.ts";
import { loadMe, type Me, updateMe } from "./profile.ts";
import { settingsRoutes } from "./settings-routes.ts";

const tags = ["me"];

const meQuerystring = {
  type: "object",
  properties: { include: { description: "location, creative_fields (comma-separated)" } },
} as const;

/**
 * The creative_fields relationship's linkage arrives as `creativeFieldsIds`; the shared schema
 * names the same list `creativeFieldIds`, which is also how the attribute form arrives.
 */
const meUpdateBody = z.preprocess((input) => {
  const { creativeFieldsIds, ...rest } = input as Record<string, unknown>;
  return creativeFieldsIds === undefined ? rest : { ...rest, creativeFieldIds: creativeFieldsIds };
}, meUpdateSchema);

/** GET and PATCH /v1/me, then the account's settings and its /v1/my lists. */
export async function meRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  /** Read before anything changes, so that a bad `include` cannot leave a change half-reported. */
  const includesOf = (req: FastifyRequest) =>
    parseListQuery(req.query as RawQuery, { includable: ["location", "creativeFields"] }).include;

  async function included(req: FastifyRequest, me: Me, include: string[]): Promise<Resource[]> {
    const locale = requestLocale(req);
    const out: Resource[] = [];
    if (include.includes("location") && me.user.locationId !== null) {
      const location = await findLocation(db, me.user.locationId);
      if (location) out.push(presentLocation(location, locale));
    }
    if (include.includes("creativeFields") && me.creativeFieldIds.length > 0) {
      const rows = await db
        .select()
        .from(creativeFields)
        .where(inArray(creativeFields.id, me.creativeFieldIds))
        .orderBy(asc(creativeFields.position));
      out.push(...rows.map((row) => presentCreativeField(row, locale)));
    }
    return out;
  }

  async function meDocument(req: FastifyRequest, me: Me, include: string[]) {
    const resource = presentMe(me.user, me);
    return include.length > 0 ? document(resource, { included: await included(req, me, include) }) : document(resource);
  }

  app.get(
    "/v1/me",
    {
      schema: {
        tags,
        summary: "The signed-in user",
        description:
          "`include=location` adds the user's location to `included`. `avatar_url` (the small profile " +
          "image, or null) and `incoming_connection_requests_count` (requests waiting for an answer) " +
          "serve the header. 403 when not signed in.",
        security: SIGNED_IN,
        querystring: meQuerystring,
      },
    },
    async (req, reply) => {
      const auth = requireAuth(req);
      const include = includesOf(req);
      const me = await loadMe(db, auth.user.id);
      if (!me) throw errors.forbidden();
      return reply.type(JSONAPI_MEDIA_TYPE).send(await meDocument(req, me, include));
    },
  );

  app.patch(
    "/v1/me",
    {
      schema: {
        tags,
        summary: "Change the profile: name, role, kind, chamber, location, creative fields, terms, language",
        description:
          "Takes a `me` resource. Location and creative fields come as relationships (`location`, " +
          "`creative_fields`) or as the attributes `location_id` and `creative_field_ids`. Other " +
          "relationships and attributes (e-mail, password, flags the server keeps) are ignored. " +
          "`complete` turns true once name, creative or client, kind, location, a creative field and " +
          "accepted terms are all present.",
        security: SIGNED_IN,
        querystring: meQuerystring,
      },
    },
    async (req, reply) => {
      const auth = requireAuth(req);
      const include = includesOf(req);
      const input = parseBody(req.body, meUpdateBody, {
        type: "me",
        id: String(auth.user.id),
        relationships: ["location", "creative_fields"],
      });
      const me = await updateMe(db, auth.user.id, input);
      return reply.type(JSONAPI_MEDIA_TYPE).send(await meDocument(req, me, include));
    },
  );

  await app.register(settingsRoutes);
  await app.register(myRoutes);
}
