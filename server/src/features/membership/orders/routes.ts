import {
  checkoutSchema,
  documentSchema,
  invoiceResource,
  JSONAPI_MEDIA_TYPE,
  membershipResource,
  orderResource,
  PAYMENT_ERROR_CODES,
  paymentIntentCreateSchema,
  resourceBody,
} from "@atelier/common";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Executor } from "../../../db/connect.ts";
import { memberships } from "../../../db/schema/index.ts";
import { contractRoutes, errorResponses } from "../../../jsonapi/contract.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { idPath } from "../../../jsonapi/params.ts";
import { queryParams } from "../../../jsonapi/query.ts";
import { document } from "../../../jsonapi/serialize.ts";
import { invoicesOfOrders } from "../invoices/invoices.ts";
import { currentMembershipId } from "../memberships.ts";
import { buyerOf } from "../policy.ts";
import { presentInvoice, presentMembership, presentOrder } from "../present.ts";
import { findOwnOrder, type OrderRow, openOrder, settleOrder } from "./orders.ts";

const tags = ["checkout"];
const signedIn = { auth: "user" } as const;
const orderDocument = documentSchema(orderResource, { included: [membershipResource, invoiceResource] });
/** Paying is what card testers try by the thousand: a buyer pays a few times an hour at most. */
const PAYING_LIMIT = { limit: 20, windowMs: 60 * 60_000 };

/** The order with the period it bought and its invoice, once paid. */
async function orderReply(db: Executor, row: OrderRow, publishableKey: string | null) {
  const [membership] =
    row.status === "paid" ? await db.select().from(memberships).where(eq(memberships.orderId, row.id)) : [];
  const invoice = (await invoicesOfOrders(db, row.status === "paid" ? [row.id] : [])).get(row.id);
  const currentId = membership && row.userId !== null ? await currentMembershipId(db, row.userId) : null;
  return document(presentOrder(row, publishableKey, { membershipId: membership?.id, invoiceId: invoice?.id }), {
    included: [
      ...(membership ? [presentMembership(membership, currentId, invoice?.id)] : []),
      ...(invoice ? [presentInvoice(invoice)] : []),
    ],
  });
}

/**
 * Checkout (spec 000): the order is made from the cart at the server's prices, the browser's card
 * form confirms its payment with the provider, and checkout then settles it from what the provider
 * reports. A webhook settles it too, should the browser never come back.
 */
export async function orderRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db, payments } = app.deps;

  app.post(
    "/v1/cart/payment_intent",
    {
      schema: {
        tags,
        summary: "Pay for my cart: the order and its card payment",
        description:
          "Makes the order for what the cart holds at the server's price (or returns the open one for it) with the " +
          "provider's payment intent; `client_secret` is what the card form confirms. 422 `cart_empty` for an empty " +
          "cart, 409 `already_premium` while a membership renews.",
        body: resourceBody({ type: "orders", attributes: paymentIntentCreateSchema }),
        response: { 201: orderDocument, ...errorResponses },
      },
      config: { ...signedIn, rateLimit: { name: "payment-intent", ...PAYING_LIMIT } },
    },
    async (req, reply) => {
      const buyer = buyerOf(req);
      const order = await openOrder(db, payments, buyer);
      return reply
        .code(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(await orderReply(db, order, payments.publishableKey));
    },
  );

  app.post(
    "/v1/cart/checkout",
    {
      schema: {
        tags,
        summary: "Settle my order once its card payment is confirmed",
        description:
          "Asks the provider how the payment stands: paid starts the membership, issues the invoice and empties the " +
          "cart (the order comes back with both included); a refused card is a 402 with the provider's reason; a " +
          "payment still to confirm is a 409 `payment_incomplete`. Calling it again changes nothing.",
        body: resourceBody({ type: "orders", attributes: checkoutSchema }),
        response: { 200: orderDocument, ...errorResponses },
      },
      config: { ...signedIn, rateLimit: { name: "checkout", ...PAYING_LIMIT } },
    },
    async (req, reply) => {
      const buyer = buyerOf(req);
      const order = await settleOrder(db, payments, req.body.paymentIntentId, buyer.id);
      if (!order) throw errors.notFound("There is no such payment.");
      if (order.status === "failed")
        throw errors.paymentRequired(
          order.failureMessage ?? "The payment failed.",
          order.failureCode ?? PAYMENT_ERROR_CODES.cardDeclined,
        );
      if (order.status !== "paid")
        throw errors.conflict("The payment is not confirmed yet.", { code: PAYMENT_ERROR_CODES.paymentIncomplete });
      return reply.type(JSONAPI_MEDIA_TYPE).send(await orderReply(db, order, payments.publishableKey));
    },
  );

  app.get(
    "/v1/my/orders/:id",
    {
      schema: {
        tags,
        summary: "One of my orders",
        description: "With the membership it bought and its invoice, once paid. Another buyer's order is a 404.",
        params: idPath,
        querystring: queryParams({}),
        response: { 200: orderDocument, ...errorResponses },
      },
      config: signedIn,
    },
    async (req, reply) => {
      const buyer = buyerOf(req);
      const order = await findOwnOrder(db, buyer.id, req.params.id);
      return reply.type(JSONAPI_MEDIA_TYPE).send(await orderReply(db, order, payments.publishableKey));
    },
  );
}
