import {
  documentSchema,
  JSONAPI_MEDIA_TYPE,
  PAYMENT_ERROR_CODES,
  resourceBody,
  sandboxAuthenticateSchema,
  sandboxConfirmSchema,
  sandboxPaymentResource,
} from "@atelier/common";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { orders, paymentEvents } from "../../../db/schema/index.ts";
import { contractRoutes, errorResponses, signedBody } from "../../../jsonapi/contract.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { resource } from "../../../jsonapi/serialize.ts";
import { ForgedEvent, type PaymentIntent } from "../../../platform/payments/provider.ts";
import type { SandboxProvider } from "../../../platform/payments/sandbox.ts";
import { settleOrder } from "../orders/orders.ts";
import { buyerOf } from "../policy.ts";

const sandboxDocument = documentSchema(sandboxPaymentResource);
/** Guessing test cards is all a script could do here, and it should not do it fast. */
const SANDBOX_LIMIT = { limit: 30, windowMs: 10 * 60_000 };

/** What the sandbox's card form learns; a refused card is a 402 with the reason, as Stripe.js reports it. */
function sandboxReply(intent: PaymentIntent, cardLast4: string | null) {
  if (intent.status === "failed")
    throw errors.paymentRequired(
      intent.failure?.message ?? "The payment failed.",
      intent.failure?.code ?? PAYMENT_ERROR_CODES.cardDeclined,
      { pointer: "/data/attributes/card_number" },
    );
  return {
    data: resource("sandbox_payments", intent.id, {
      status:
        intent.status === "succeeded" || intent.status === "requires_action"
          ? intent.status
          : "requires_payment_method",
      failureCode: null,
      failureMessage: null,
      cardLast4,
    }),
  };
}

/**
 * The payment provider's side of checkout: the sandbox's card form (only when the sandbox takes the
 * payments), and Stripe's webhook. Each settles the order the payment belongs to, as a provider's
 * notice would.
 */
export async function paymentRoutes(fastify: FastifyInstance): Promise<void> {
  const app = contractRoutes(fastify);
  const { db, payments } = app.deps;

  if (payments.name === "sandbox") {
    const sandbox = payments as SandboxProvider;

    /** The sandbox intent of the caller's own order, by its client secret; anyone else's is a 404. */
    const requireOwnSecret = async (userId: number, clientSecret: string) => {
      const [own] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.clientSecret, clientSecret), eq(orders.provider, "sandbox")));
      if (!own) throw errors.notFound("There is no such payment.");
    };

    app.post(
      "/v1/payments/sandbox/confirm",
      {
        schema: {
          tags: ["payments"],
          summary: "Pay with a test card (sandbox)",
          description:
            "The sandbox's card form: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined (402 `card_declined`), " +
            "4000 0025 0000 3155 asks for a confirmation step (`requires_action`, then /authenticate). Any other " +
            "number is refused (402 `test_cards_only`). Only when no Stripe keys are configured.",
          body: resourceBody({ type: "sandbox_payments", attributes: sandboxConfirmSchema }),
          response: { 200: sandboxDocument, ...errorResponses },
        },
        config: { auth: "user", rateLimit: { name: "sandbox-card", ...SANDBOX_LIMIT } },
      },
      async (req, reply) => {
        const buyer = buyerOf(req);
        const { clientSecret, cardNumber, expiry } = req.body;
        await requireOwnSecret(buyer.id, clientSecret);
        const [month, year] = expiry.split("/").map((part) => Number(part.trim()));
        const intent = await sandbox.confirm(clientSecret, {
          number: cardNumber,
          expMonth: month,
          expYear: 2000 + year,
        });
        if (!intent) throw errors.notFound("There is no such payment.");
        await settleOrder(db, payments, intent.id, buyer.id);
        return reply.type(JSONAPI_MEDIA_TYPE).send(sandboxReply(intent, cardNumber.slice(-4)));
      },
    );

    app.post(
      "/v1/payments/sandbox/authenticate",
      {
        schema: {
          tags: ["payments"],
          summary: "Answer the bank's confirmation step (sandbox)",
          description: "`approve` true pays; false refuses the payment (402). Only when no Stripe keys are configured.",
          body: resourceBody({ type: "sandbox_payments", attributes: sandboxAuthenticateSchema }),
          response: { 200: sandboxDocument, ...errorResponses },
        },
        config: { auth: "user", rateLimit: { name: "sandbox-card", ...SANDBOX_LIMIT } },
      },
      async (req, reply) => {
        const buyer = buyerOf(req);
        await requireOwnSecret(buyer.id, req.body.clientSecret);
        const intent = await sandbox.authenticate(req.body.clientSecret, req.body.approve);
        if (!intent) throw errors.notFound("There is no such payment.");
        await settleOrder(db, payments, intent.id, buyer.id);
        return reply.type(JSONAPI_MEDIA_TYPE).send(sandboxReply(intent, null));
      },
    );
  }

  // The webhook's signature covers the bytes as sent: here, and only here, JSON stays a Buffer.
  await fastify.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser("application/json", { parseAs: "buffer" }, (_req, body, done) => done(null, body));
    contractRoutes(raw).post(
      "/v1/payments/stripe/webhook",
      {
        schema: {
          tags: ["payments"],
          summary: "Stripe's webhook",
          description:
            "`payment_intent.succeeded` and `payment_intent.payment_failed` settle the order they pay, once: an event " +
            "whose `Stripe-Signature` does not prove it is a 400, and an event seen before changes nothing.",
          headers: z.object({ "stripe-signature": z.string().optional() }),
          body: signedBody(z.object({ id: z.string(), type: z.string(), data: z.object({ object: z.unknown() }) })),
          response: { 200: z.object({ received: z.boolean() }), ...errorResponses },
        },
      },
      async (req, reply) => {
        let event: ReturnType<typeof payments.readWebhook>;
        try {
          event = payments.readWebhook(req.body as Buffer, req.headers["stripe-signature"]);
        } catch (err) {
          if (err instanceof ForgedEvent) throw errors.badRequest("The event's signature does not prove it.");
          throw err;
        }
        const [fresh] = await db
          .insert(paymentEvents)
          .values({ id: event.id, provider: payments.name, type: event.type })
          .onConflictDoNothing()
          .returning({ id: paymentEvents.id });
        if (fresh && event.intentId) {
          try {
            await settleOrder(db, payments, event.intentId);
          } catch (err) {
            // Not recorded as seen, so that Stripe's retry of the event tries again.
            await db.delete(paymentEvents).where(eq(paymentEvents.id, event.id));
            throw err;
          }
        }
        return reply.type("application/json").send({ received: true });
      },
    );
  });
}
