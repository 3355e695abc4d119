import {
  cartItemCreateSchema,
  cartItemResource,
  cartItemUpdateSchema,
  cartResource,
  documentSchema,
  JSONAPI_MEDIA_TYPE,
  listDocumentSchema,
  PLANS,
  resourceBody,
} from "@atelier/common";
import type { FastifyInstance } from "fastify";
import { contractRoutes, errorResponses, matchBodyId, noContent } from "../../../jsonapi/contract.ts";
import { idPath } from "../../../jsonapi/params.ts";
import { queryParams } from "../../../jsonapi/query.ts";
import { document } from "../../../jsonapi/serialize.ts";
import { requestLocale } from "../../../platform/http/locale.ts";
import { membershipHolder } from "../policy.ts";
import { addToCart, changeCartItem, readCart, removeCartItem } from "./cart.ts";
import { presentCart, presentCartItem } from "./present.ts";

const tags = ["cart"];
const signedIn = { auth: "user" } as const;
const cartDocument = documentSchema(cartResource, { included: [cartItemResource] });
const itemDocument = documentSchema(cartItemResource);

/**
 * The cart of spec 000: the signed-in buyer's, holding one plan at most. Prices are the server's
 * (PLAN_PRICES) in the cart's currency; checkout charges what the cart says here, never a sum the
 * client sends.
 */
export async function cartRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db } = app.deps;

  app.get(
    "/v1/cart",
    {
      schema: {
        tags,
        summary: "My cart",
        description:
          "Its currency and what it comes to (`net`, `vat`, `total`, in the currency's minor unit, VAT included in " +
          "`total`), with its item included. Made on first use, in the currency of the caller's language.",
        querystring: queryParams({}),
        response: { 200: cartDocument, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = membershipHolder(req);
      const { data, included } = presentCart(await readCart(db, user.id, requestLocale(req)));
      return reply.type(JSONAPI_MEDIA_TYPE).send(document(data, { included }));
    },
  );

  app.get(
    "/v1/cart/items",
    {
      schema: {
        tags,
        summary: "What my cart holds",
        description: "None or one item, at the server's price in the cart's currency.",
        querystring: queryParams({}),
        response: { 200: listDocumentSchema(cartItemResource, { paged: false }), ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = membershipHolder(req);
      const { cart, item } = await readCart(db, user.id, requestLocale(req));
      return reply.type(JSONAPI_MEDIA_TYPE).send(document(item ? [presentCartItem(item, cart)] : []));
    },
  );

  app.post(
    "/v1/cart/items",
    {
      schema: {
        tags,
        summary: "Put a plan in my cart",
        description:
          `\`item_type\` ${PLANS.join(" or ")}, \`quantity\` 1; \`currency\` (EUR, USD, GBP) changes what the cart is paid ` +
          "in. It takes the place of whatever the cart held: the cart holds one item.",
        body: resourceBody({ type: "cart_items", attributes: cartItemCreateSchema }),
        response: { 201: itemDocument, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = membershipHolder(req);
      const { cart, item } = await db.transaction((tx) => addToCart(tx, user.id, requestLocale(req), req.body));
      return reply
        .code(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(document(presentCartItem(item, cart)));
    },
  );

  app.patch(
    "/v1/cart/items/:id",
    {
      schema: {
        tags,
        summary: "Change the plan in my cart",
        description: "Another `item_type`, or another `currency` for the cart. Another buyer's item is a 404.",
        params: idPath,
        body: resourceBody({ type: "cart_items", id: true, attributes: cartItemUpdateSchema }),
        response: { 200: itemDocument, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = membershipHolder(req);
      matchBodyId(req, req.params.id);
      const { cart, item } = await db.transaction((tx) =>
        changeCartItem(tx, user.id, requestLocale(req), req.params.id, req.body),
      );
      return reply.type(JSONAPI_MEDIA_TYPE).send(document(presentCartItem(item, cart)));
    },
  );

  app.delete(
    "/v1/cart/items/:id",
    {
      schema: {
        tags,
        summary: "Empty my cart of its item",
        description: "Another buyer's item is a 404.",
        params: idPath,
        response: { 204: noContent, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const { user } = membershipHolder(req);
      await db.transaction((tx) => removeCartItem(tx, user.id, req.params.id));
      return reply.code(204).send();
    },
  );
}
