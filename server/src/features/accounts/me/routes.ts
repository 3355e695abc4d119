import {
  creativeFieldResource,
  documentSchema,
  JSONAPI_MEDIA_TYPE,
  locationResource,
  meResource,
  meUpdateSchema,
  type Resource,
  resourceBody,
} from "@atelier/common";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { contractRoutes, errorResponses, matchBodyId } from "../../../jsonapi/contract.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { parseListQuery, queryParams, type RawQuery } from "../../../jsonapi/query.ts";
import { document } from "../../../jsonapi/serialize.ts";
import { requestLocale } from "../../../platform/http/locale.ts";
import { referenceCatalog } from "../../reference/catalog.ts";
import { presentCreativeField, presentLocation } from "../../reference/present.ts";
import { findLocation } from "../../reference/service.ts";
import { actingAccount } from "../policy.ts";
import { settingsRoutes } from "../settings/routes.ts";
import { presentMe } from "./present.ts";
import { loadMe, type Me, updateMe } from "./profile.ts";

const tags = ["me"];

/** `include`, read before anything changes, so that a bad one cannot leave a change half-reported. */
const meQuery = queryParams({ include: "location, creative_fields (comma-separated)" }).transform(
  (raw) => parseListQuery(raw as RawQuery, { includable: ["location", "creativeFields"] }).include,
);

/**
 * The creative_fields relationship's linkage arrives as `creativeFieldsIds`; the shared schema
 * names the same list `creativeFieldIds`, which is also how the attribute form arrives.
 */
const meUpdateInput = z.preprocess((input: Record<string, unknown>) => {
  const { creativeFieldsIds, ...rest } = input;
  return creativeFieldsIds === undefined ? rest : { ...rest, creativeFieldIds: creativeFieldsIds };
}, meUpdateSchema);

const meDocument = documentSchema(meResource, { included: [locationResource, creativeFieldResource] });

/** GET and PATCH /v1/me, then the account's settings. */
export async function meRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db } = app.deps;

  async function included(req: FastifyRequest, me: Me, include: string[]): Promise<Resource[]> {
    const locale = requestLocale(req);
    const out: Resource[] = [];
    if (include.includes("location") && me.user.locationId !== null) {
      const location = await findLocation(db, me.user.locationId);
      if (location) out.push(presentLocation(location, locale));
    }
    if (include.includes("creativeFields") && me.creativeFieldIds.length > 0) {
      const fields = await referenceCatalog(db).creativeFields(me.creativeFieldIds);
      out.push(...fields.map((field) => presentCreativeField(field, locale)));
    }
    return out;
  }

  async function sendMe(req: FastifyRequest, me: Me, include: string[]) {
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
        querystring: meQuery,
        response: { 200: meDocument, ...errorResponses },
      },
      config: { auth: "user" },
    },
    async (req, reply) => {
      const auth = actingAccount(req);
      const me = await loadMe(db, auth.user.id);
      if (!me) throw errors.forbidden();
      return reply.type(JSONAPI_MEDIA_TYPE).send(await sendMe(req, me, req.query));
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
        querystring: meQuery,
        body: resourceBody({
          type: "me",
          id: true,
          attributes: meUpdateInput,
          relationships: ["location", "creative_fields"],
        }),
        response: { 200: meDocument, ...errorResponses },
      },
      config: { auth: "user" },
    },
    async (req, reply) => {
      const auth = actingAccount(req);
      matchBodyId(req, auth.user.id);
      const me = await updateMe(db, auth.user.id, req.body);
      return reply.type(JSONAPI_MEDIA_TYPE).send(await sendMe(req, me, req.query));
    },
  );

  await app.register(settingsRoutes);
}
