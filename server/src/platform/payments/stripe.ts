import type { Currency } from "@atelier/common";
import Stripe from "stripe";
import type { Config } from "../../config.ts";
import { ForgedEvent, type IntentStatus, type PaymentIntent, type PaymentProvider } from "./provider.ts";

type StripeKeys = NonNullable<Config["stripe"]>;

/**
 * The API version every request names, pinned: the SDK's types describe this version only, so an SDK
 * upgrade that moves to another one fails the typecheck here instead of changing answers unseen.
 */
const API_VERSION = "2026-10-28.endive";

function clientOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = {
    apiVersion: API_VERSION,
    // Retries reuse the request's idempotency key, so a retried create cannot charge twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  };
  if (!apiUrl) return options;
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { ...options, host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

const idOf = (value: string | { id: string } | null): string | null =>
  typeof value === "string" ? value : (value?.id ?? null);

function orderIdOf(metadata: Stripe.Metadata): number | null {
  const orderId = Number(metadata.order_id);
  return metadata.order_id && Number.isInteger(orderId) ? orderId : null;
}

/** Stripe's status in the provider's words: a refused card is `failed` here, not a fresh start. */
function standing(intent: Stripe.PaymentIntent): Pick<PaymentIntent, "status" | "failure"> {
  const waiting = (status: IntentStatus) => ({ status, failure: null });
  switch (intent.status) {
    case "requires_payment_method": {
      const error = intent.last_payment_error;
      if (!error) return waiting("requires_payment_method");
      const code = error.code ?? "card_declined";
      return { status: "failed", failure: { code, message: error.message ?? "" } };
    }
    case "requires_confirmation":
      return waiting("requires_payment_method");
    case "requires_action":
      return waiting("requires_action");
    case "succeeded":
      return waiting("succeeded");
    case "canceled":
      return { status: "failed", failure: { code: "canceled", message: "The payment was canceled." } };
    default:
      // processing, and requires_capture (never asked for here): neither paid nor refused yet.
      return waiting("processing");
  }
}

function toIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? "",
    ...standing(intent),
    amount: intent.amount,
    currency: intent.currency.toUpperCase() as Currency,
    orderId: orderIdOf(intent.metadata),
    paymentMethod: idOf(intent.payment_method),
    customer: idOf(intent.customer),
  };
}

const isPaymentEvent = (type: string): type is "payment_intent.succeeded" | "payment_intent.payment_failed" =>
  type === "payment_intent.succeeded" || type === "payment_intent.payment_failed";

/** Card payments through Stripe's API, with the configured keys (and address, for a local peer). */
export function createStripeProvider(config: StripeKeys): PaymentProvider {
  const stripe = new Stripe(config.secretKey, clientOptions(config.apiUrl));

  async function retrieveIntent(id: string): Promise<PaymentIntent | null> {
    try {
      return toIntent(await stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") return null;
      throw error;
    }
  }

  return {
    name: "stripe",
    publishableKey: config.publishableKey,

    async createIntent(input) {
      const metadata = { order_id: String(input.orderId) };
      // The card is saved to a Customer for the renewals; its own key keeps a retried order to one.
      const customer = await stripe.customers.create(
        { email: input.email, metadata },
        { idempotencyKey: `${input.idempotencyKey}:customer` },
      );
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amount,
          currency: input.currency.toLowerCase(),
          metadata,
          receipt_email: input.email,
          automatic_payment_methods: { enabled: true },
          setup_future_usage: "off_session",
          customer: customer.id,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      // A replay answers with the intent as it was created; the buyer may have paid or failed since.
      if (intent.lastResponse.headers["idempotent-replayed"] === "true") {
        const current = await retrieveIntent(intent.id);
        if (current) return current;
      }
      return toIntent(intent);
    },

    retrieveIntent,

    async chargeSaved(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            customer: input.customer ?? undefined,
            payment_method: input.paymentMethod,
            off_session: true,
            confirm: true,
            // Nobody is there to follow a redirect, and without this Stripe wants a return_url.
            automatic_payment_methods: { enabled: true, allow_redirects: "never" },
            metadata: { order_id: String(input.orderId) },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return toIntent(intent);
      } catch (error) {
        // A refused renewal is an answer, not an outage: the intent Stripe kept, with the refusal.
        if (!(error instanceof Stripe.errors.StripeCardError) || !error.payment_intent) throw error;
        const code = error.code ?? "card_declined";
        return { ...toIntent(error.payment_intent), status: "failed", failure: { code, message: error.message } };
      }
    },

    readWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? "", config.webhookSecret);
      } catch (error) {
        throw new ForgedEvent("The webhook's signature does not prove it came from Stripe.", { cause: error });
      }
      const object = event.data.object;
      return {
        id: event.id,
        type: isPaymentEvent(event.type) ? event.type : "other",
        intentId: object.object === "payment_intent" ? object.id : null,
      };
    },
  };
}
