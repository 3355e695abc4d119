import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StripeIntentObject, type StripePeer, startStripePeer } from "../../../test/peers/stripe.ts";
import { ForgedEvent, type PaymentProvider } from "./provider.ts";
import { createStripeProvider } from "./stripe.ts";

let peer: StripePeer;
let stripe: PaymentProvider;

beforeAll(async () => {
  peer = await startStripePeer();
  stripe = createStripeProvider(peer.config);
});

afterAll(() => peer.close());

let orders = 0;
function order() {
  orders += 1;
  return {
    orderId: orders,
    amount: 990,
    currency: "EUR",
    email: "ada@example.test",
    idempotencyKey: randomUUID(),
  } as const;
}

const requestsWith = (key: string) => peer.requests.filter((request) => request.idempotencyKey === key);

describe("createStripeProvider", () => {
  it("is Stripe, with the configured publishable key", () => {
    expect(stripe.name).toBe("stripe");
    expect(stripe.publishableKey).toBe(peer.config.publishableKey);
  });

  it("creates an intent for a customer, each under an idempotency key, and maps it", async () => {
    const input = order();
    const intent = await stripe.createIntent(input);

    const [customer] = requestsWith(`${input.idempotencyKey}:customer`);
    expect(customer).toMatchObject({
      method: "POST",
      path: "/v1/customers",
      body: { email: "ada@example.test", "metadata[order_id]": String(input.orderId) },
    });
    const [created] = requestsWith(input.idempotencyKey);
    expect(created).toMatchObject({
      method: "POST",
      path: "/v1/payment_intents",
      body: {
        amount: "990",
        currency: "eur",
        "metadata[order_id]": String(input.orderId),
        receipt_email: "ada@example.test",
        "automatic_payment_methods[enabled]": "true",
        setup_future_usage: "off_session",
        customer: intent.customer,
      },
    });
    expect(intent).toEqual({
      id: expect.stringMatching(/^pi_/),
      clientSecret: expect.stringMatching(new RegExp(`^${intent.id}_secret_`)),
      status: "requires_payment_method",
      amount: 990,
      currency: "EUR",
      orderId: input.orderId,
      paymentMethod: null,
      customer: expect.stringMatching(/^cus_/),
      failure: null,
    });
    expect(peer.customers.get(intent.customer!)?.email).toBe("ada@example.test");
  });

  it("answers a repeated create with the same key with the first intent, as it stands now", async () => {
    const input = order();
    const first = await stripe.createIntent(input);
    peer.succeed(first.id);
    const again = await stripe.createIntent(input);
    expect(again).toMatchObject({ id: first.id, customer: first.customer, status: "succeeded" });
    expect(
      [...peer.intents.values()].filter((intent) => intent.metadata.order_id === String(input.orderId)),
    ).toHaveLength(1);
  });

  it("maps what Stripe says of an intent to the provider's status", async () => {
    const { id } = await stripe.createIntent(order());
    const set = (change: Partial<StripeIntentObject>) =>
      Object.assign(peer.intents.get(id)!, { last_payment_error: null, ...change });

    peer.succeed(id, "pm_card_visa");
    expect(await stripe.retrieveIntent(id)).toMatchObject({
      status: "succeeded",
      paymentMethod: "pm_card_visa",
      failure: null,
    });

    peer.fail(id, "card_declined", "Your card has insufficient funds.", "insufficient_funds");
    expect(await stripe.retrieveIntent(id)).toMatchObject({
      status: "failed",
      paymentMethod: null,
      failure: { code: "card_declined", message: "Your card has insufficient funds." },
    });
    peer.fail(id, "expired_card", "Your card has expired.");
    expect((await stripe.retrieveIntent(id))?.failure).toEqual({
      code: "expired_card",
      message: "Your card has expired.",
    });

    peer.requireAction(id);
    expect(await stripe.retrieveIntent(id)).toMatchObject({ status: "requires_action", failure: null });

    set({ status: "requires_confirmation" });
    expect((await stripe.retrieveIntent(id))?.status).toBe("requires_payment_method");
    set({ status: "processing" });
    expect((await stripe.retrieveIntent(id))?.status).toBe("processing");
    set({ status: "canceled", cancellation_reason: "abandoned" });
    expect(await stripe.retrieveIntent(id)).toMatchObject({ status: "failed", failure: { code: "canceled" } });
  });

  it("finds no intent Stripe does not know", async () => {
    expect(await stripe.retrieveIntent("pi_unknown")).toBeNull();
  });

  it("charges a saved card off-session under its idempotency key", async () => {
    const first = await stripe.createIntent(order());
    peer.succeed(first.id, "pm_card_visa");
    const renewal = { ...order(), paymentMethod: "pm_card_visa", customer: first.customer };

    const charged = await stripe.chargeSaved(renewal);

    expect(charged).toMatchObject({
      status: "succeeded",
      paymentMethod: "pm_card_visa",
      customer: first.customer,
      orderId: renewal.orderId,
      currency: "EUR",
      failure: null,
    });
    expect(requestsWith(renewal.idempotencyKey)[0].body).toMatchObject({
      customer: first.customer,
      payment_method: "pm_card_visa",
      off_session: "true",
      confirm: "true",
      "automatic_payment_methods[allow_redirects]": "never",
    });
  });

  it("returns a renewal the bank refuses as failed, not as an error", async () => {
    const { customer } = await stripe.createIntent(order());
    const renewal = { ...order(), paymentMethod: "pm_card_authenticationRequired", customer };

    const refused = await stripe.chargeSaved(renewal);

    expect(refused).toMatchObject({
      id: expect.stringMatching(/^pi_/),
      status: "failed",
      orderId: renewal.orderId,
      failure: { code: "authentication_required", message: expect.stringContaining("requires authentication") },
    });
    // Retried with its key, the renewal is the same refusal: no second charge.
    expect(await stripe.chargeSaved(renewal)).toEqual(refused);
    expect(peer.intents.get(refused.id)?.status).toBe("requires_payment_method");

    const declined = await stripe.chargeSaved({ ...order(), paymentMethod: "pm_card_chargeDeclined", customer });
    expect(declined).toMatchObject({ status: "failed", failure: { code: "card_declined" } });
  });

  it("passes on what is not a refusal: an unknown card, or Stripe down after its retries", async () => {
    await expect(stripe.chargeSaved({ ...order(), paymentMethod: "pm_gone", customer: null })).rejects.toThrow(
      /No such PaymentMethod/,
    );

    const input = order();
    peer.failWith(500);
    try {
      await expect(stripe.createIntent(input)).rejects.toThrow(Stripe.errors.StripeAPIError);
    } finally {
      peer.failWith(null);
    }
    const attempts = requestsWith(`${input.idempotencyKey}:customer`);
    expect(attempts).toHaveLength(3);
  });

  it("is refused with another account's secret key", async () => {
    const stranger = createStripeProvider({ ...peer.config, secretKey: "sk_test_someone_else" });
    await expect(stranger.retrieveIntent("pi_unknown")).rejects.toThrow(Stripe.errors.StripeAuthenticationError);
  });
});

describe("readWebhook", () => {
  const event = (type: string, object: Record<string, unknown>) =>
    JSON.stringify({ id: `evt_${randomUUID()}`, object: "event", type, data: { object }, livemode: false });
  const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: peer.config.webhookSecret, ...options });

  it("reads an event Stripe signed", () => {
    const payload = event("payment_intent.succeeded", { id: "pi_1", object: "payment_intent" });
    expect(stripe.readWebhook(Buffer.from(payload), sign(payload))).toEqual({
      id: JSON.parse(payload).id,
      type: "payment_intent.succeeded",
      intentId: "pi_1",
    });

    const failed = event("payment_intent.payment_failed", { id: "pi_2", object: "payment_intent" });
    expect(stripe.readWebhook(Buffer.from(failed), sign(failed))).toMatchObject({
      type: "payment_intent.payment_failed",
      intentId: "pi_2",
    });

    const other = event("charge.succeeded", { id: "ch_1", object: "charge" });
    expect(stripe.readWebhook(Buffer.from(other), sign(other))).toMatchObject({ type: "other", intentId: null });
  });

  it("reads the peer's webhooks, which route tests send", async () => {
    const { id } = await stripe.createIntent(order());
    peer.succeed(id);
    const { body, signature } = peer.webhook("payment_intent.succeeded", id);
    expect(stripe.readWebhook(Buffer.from(body), signature)).toMatchObject({
      type: "payment_intent.succeeded",
      intentId: id,
    });

    const forged = peer.webhook("payment_intent.succeeded", id, { secret: "whsec_forged" });
    expect(() => stripe.readWebhook(Buffer.from(forged.body), forged.signature)).toThrow(ForgedEvent);
  });

  it("refuses what Stripe did not sign, or signed too long ago", () => {
    const payload = event("payment_intent.succeeded", { id: "pi_1", object: "payment_intent" });
    const read = (body: string, signature: string | undefined) => () =>
      stripe.readWebhook(Buffer.from(body), signature);

    expect(read(payload, sign(payload, { secret: "whsec_someone_else" }))).toThrow(ForgedEvent);
    expect(read(payload.replace("pi_1", "pi_2"), sign(payload))).toThrow(ForgedEvent);
    expect(read(payload, undefined)).toThrow(ForgedEvent);
    expect(read(payload, "")).toThrow(ForgedEvent);
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 6 * 60;
    expect(read(payload, sign(payload, { timestamp: sixMinutesAgo }))).toThrow(ForgedEvent);
  });
});
