import type { Currency } from "@atelier/common";

/**
 * Where a card payment stands, in Stripe's words: waiting for a card, waiting for the buyer to
 * confirm with their bank, being processed, paid, or refused (Stripe returns a refused payment to
 * `requires_payment_method` with its last error; here that is `failed`, with the error).
 */
export type IntentStatus = "requires_payment_method" | "requires_action" | "processing" | "succeeded" | "failed";

/** A payment intent as the provider holds it. Amounts are in the currency's minor unit. */
export interface PaymentIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amount: number;
  currency: Currency;
  /** The order it pays, from the intent's metadata. */
  orderId: number | null;
  /** The card used, once there is one, and the customer it is saved to: what a renewal charges. */
  paymentMethod: string | null;
  customer: string | null;
  failure: { code: string; message: string } | null;
}

export interface CreateIntent {
  orderId: number;
  amount: number;
  currency: Currency;
  /** The buyer, for the provider's receipt and the saved card. */
  email: string;
  /** The same key for the same order: a retried create returns the first intent. */
  idempotencyKey: string;
}

export interface ChargeSaved {
  orderId: number;
  amount: number;
  currency: Currency;
  paymentMethod: string;
  customer: string | null;
  idempotencyKey: string;
}

/** What a provider's webhook told, once its signature is proven. */
export interface PaymentEvent {
  id: string;
  type: "payment_intent.succeeded" | "payment_intent.payment_failed" | "other";
  intentId: string | null;
}

/** Thrown when a webhook's signature does not prove it came from the provider. */
export class ForgedEvent extends Error {}

/**
 * A card payment provider: the sandbox (test cards, no keys) or Stripe. Orders create an intent,
 * the browser confirms it with the card form, and the order is settled from the intent as the
 * provider reports it: the provider, never the browser, says whether a payment succeeded.
 */
export interface PaymentProvider {
  readonly name: "sandbox" | "stripe";
  /** What the browser's card form needs to talk to the provider: Stripe's publishable key; null for the sandbox. */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntent): Promise<PaymentIntent>;
  retrieveIntent(id: string): Promise<PaymentIntent | null>;
  /** Charges a saved card without the buyer present (a renewal); the result may be `failed`. */
  chargeSaved(input: ChargeSaved): Promise<PaymentIntent>;
  /** Reads a webhook's body after proving its signature; throws ForgedEvent otherwise. */
  readWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
