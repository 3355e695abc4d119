import {
  documentSchema,
  JSONAPI_MEDIA_TYPE,
  listDocumentSchema,
  membershipResource,
  membershipUpdateSchema,
  resourceBody,
} from "@atelier/common";
import type { FastifyInstance } from "fastify";
import { contractRoutes, errorResponses, matchBodyId } from "../../jsonapi/contract.ts";
import { errors } from "../../jsonapi/errors.ts";
import { idPath } from "../../jsonapi/params.ts";
import { listQuery } from "../../jsonapi/query.ts";
import { document, pageLinks } from "../../jsonapi/serialize.ts";
import { invoicesOfOrders } from "./invoices/invoices.ts";
import { currentMembershipId, listMemberships, setRenewal } from "./memberships.ts";
import { membershipHolder } from "./policy.ts";
import { presentMembership } from "./present.ts";

/** A true-or-false filter: absent, or exactly one of the two words; anything else is a 400 naming it. */
function booleanFilter(values: string[] | undefined, parameter: string): boolean | undefined {
  if (values === undefined || values.length === 0) return undefined;
  if (values.length === 1 && (values[0] === "true" || values[0] === "false")) return values[0] === "true";
  throw errors.badRequest(`${parameter} takes true or false.`, { parameter });
}

const membershipsQuery = listQuery({ "filter[is_premium]": "true or false" }, { filters: ["isPremium"] }).transform(
  (query) => ({ ...query, isPremium: booleanFilter(query.filter.isPremium, "filter[is_premium]") }),
);

/** The signed-in user's memberships; cart, checkout and payments join them here. */
export async function membershipRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db } = app.deps;

  app.get(
    "/v1/my/memberships",
    {
      schema: {
        tags: ["memberships"],
        summary: "My memberships, the latest first; `current` marks the one in force. None means the free plan.",
        querystring: membershipsQuery,
        response: { 200: listDocumentSchema(membershipResource), ...errorResponses },
      },
      config: { auth: "user" },
    },
    async (req, reply) => {
      const { user } = membershipHolder(req);
      const { page, isPremium } = req.query;
      const result = await listMemberships(db, user.id, { isPremium }, page);
      const currentId = await currentMembershipId(db, user.id);
      const invoices = await invoicesOfOrders(
        db,
        result.rows.flatMap((row) => row.orderId ?? []),
      );
      const { links, meta } = pageLinks(req.url, page, result.total);
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        document(
          result.rows.map((row) => presentMembership(row, currentId, invoices.get(row.orderId ?? 0)?.id)),
          { links, meta },
        ),
      );
    },
  );

  app.patch(
    "/v1/my/memberships/:id",
    {
      schema: {
        tags: ["memberships"],
        summary: "Cancel or resume my membership's renewal",
        description:
          "`renews` false cancels: the period runs to its end and premium ends then. True takes that back while the " +
          "period runs and no later one follows (409 otherwise). Another user's membership is a 404.",
        params: idPath,
        body: resourceBody({ type: "memberships", id: true, attributes: membershipUpdateSchema }),
        response: { 200: documentSchema(membershipResource), ...errorResponses },
      },
      config: { auth: "user" },
    },
    async (req, reply) => {
      const { user } = membershipHolder(req);
      matchBodyId(req, req.params.id);
      const row = await db.transaction((tx) => setRenewal(tx, user.id, req.params.id, req.body.renews));
      const currentId = await currentMembershipId(db, user.id);
      const invoice = (await invoicesOfOrders(db, row.orderId ? [row.orderId] : [])).get(row.orderId ?? 0);
      return reply.type(JSONAPI_MEDIA_TYPE).send(document(presentMembership(row, currentId, invoice?.id)));
    },
  );
}
