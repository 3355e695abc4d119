import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** An error as Stripe's API words it: the body of `{ error }`, and an intent's `last_payment_error`. */
export interface StripeErrorObject {
  type: "api_error" | "card_error" | "idempotency_error" | "invalid_request_error";
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
  payment_method?: { id: string; object: "payment_method"; type: "card" };
}

/** A payment intent as Stripe's API sends it: the fields the app reads, and enough more to recognise it. */
export interface StripeIntentObject {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status:
    | "requires_payment_method"
    | "requires_confirmation"
    | "requires_action"
    | "processing"
    | "requires_capture"
    | "succeeded"
    | "canceled";
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  metadata: Record<string, string>;
  last_payment_error: StripeErrorObject | null;
  next_action: { type: "use_stripe_sdk"; use_stripe_sdk: Record<string, never> } | null;
  latest_charge: string | null;
  receipt_email: string | null;
  setup_future_usage: string | null;
  cancellation_reason: string | null;
  livemode: false;
  created: number;
}

export interface StripeCustomerObject {
  id: string;
  object: "customer";
  email: string | null;
  metadata: Record<string, string>;
  livemode: false;
  created: number;
}

/** A request as it arrived: form fields flat, as sent (`metadata[order_id]`, `automatic_payment_methods[enabled]`). */
export interface StripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: Record<string, string>;
}

export interface StripePeer {
  url: string;
  /** What createStripeProvider takes to talk to this peer. */
  config: { secretKey: string; publishableKey: string; webhookSecret: string; apiUrl: string };
  /** The same configuration as the app reads it from its environment. */
  env: Record<string, string>;
  intents: Map<string, StripeIntentObject>;
  customers: Map<string, StripeCustomerObject>;
  requests: StripeRequest[];
  /** The buyer paid in the browser: the card form confirmed the intent with this payment method. */
  succeed(intentId: string, paymentMethod?: string): StripeIntentObject;
  /** The bank refused the browser's card: the intent waits for another, with the refusal as its last error. */
  fail(intentId: string, code?: string, message?: string, declineCode?: string): StripeIntentObject;
  /** The bank asks the buyer to confirm (3D Secure) before it pays. */
  requireAction(intentId: string): StripeIntentObject;
  /**
   * The webhook Stripe would send about an intent as it stands: its body and `Stripe-Signature` header,
   * signed with the webhook secret unless `secret` says otherwise, at `timestamp` (seconds) or now.
   */
  webhook(type: string, intentId: string, options?: { secret?: string; timestamp?: number }): WebhookDelivery;
  /** Answers every request with this HTTP status until called with null (an outage). */
  failWith(status: number | null): void;
  close(): Promise<void>;
}

export interface WebhookDelivery {
  body: string;
  signature: string;
}

interface Reply {
  status: number;
  body: unknown;
}

/** What Stripe's test payment methods do when charged off-session. */
const TEST_METHODS: Record<string, "succeeds" | "declined" | "authenticationRequired"> = {
  pm_card_visa: "succeeds",
  pm_card_mastercard: "succeeds",
  pm_card_chargeDeclined: "declined",
  // Attaches to the customer in the browser, then every later charge is declined: a failed renewal.
  pm_card_chargeCustomerFail: "declined",
  pm_card_authenticationRequired: "authenticationRequired",
};

const REFUSALS = {
  declined: { code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
  authenticationRequired: {
    code: "authentication_required",
    decline_code: "authentication_required",
    message: "Your card was declined. This transaction requires authentication.",
  },
} as const;

const RETURN_URL_REQUIRED =
  "A `return_url` must be specified because this Payment Intent is configured to automatically accept the " +
  "payment methods enabled in the Dashboard, some of which may require a full page redirect to succeed. If you " +
  "do not want to accept redirect-based payment methods, set `automatic_payment_methods[enabled]` to `true` and " +
  "`automatic_payment_methods[allow_redirects]` to `never` when creating Setup Intents and Payment Intents.";

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
const now = () => Math.floor(Date.now() / 1000);
const failure = (status: number, error: StripeErrorObject): Reply => ({ status, body: { error } });
const missing = (param: string) =>
  failure(400, {
    type: "invalid_request_error",
    code: "parameter_missing",
    param,
    message: `Missing required param: ${param}.`,
  });
/** An unknown object: 404 when the address names it, 400 when a parameter does. */
const noSuch = (what: string, id: string, param: string, status: 400 | 404 = 400) =>
  failure(status, {
    type: "invalid_request_error",
    code: "resource_missing",
    param,
    message: `No such ${what}: '${id}'`,
  });

function metadataOf(body: Record<string, string>): Record<string, string> {
  const entries = Object.entries(body).flatMap(([key, value]) => {
    const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
    return name ? [[name, value]] : [];
  });
  return Object.fromEntries(entries);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(res: ServerResponse, reply: Reply, headers: Record<string, string> = {}): void {
  res.writeHead(reply.status, { "content-type": "application/json", "request-id": token("req"), ...headers });
  res.end(JSON.stringify(reply.body));
}

/**
 * The part of Stripe's API the app calls, on a loopback port, with Stripe's rules where the app relies
 * on them: the secret key as bearer, form-encoded bodies, a POST's idempotency key answering with the
 * first response (and refusing other parameters), off-session charges decided by Stripe's test payment
 * methods, card errors as 402 with the intent inside, and webhooks signed as Stripe signs them.
 */
export async function startStripePeer(): Promise<StripePeer> {
  const secretKey = `sk_test_${randomBytes(12).toString("hex")}`;
  const publishableKey = `pk_test_${randomBytes(12).toString("hex")}`;
  const webhookSecret = `whsec_${randomBytes(16).toString("hex")}`;
  const intents = new Map<string, StripeIntentObject>();
  const customers = new Map<string, StripeCustomerObject>();
  const requests: StripeRequest[] = [];
  /** First replies by idempotency key, with the request they answered. */
  const replies = new Map<string, { request: string; reply: Reply }>();
  /** Payment methods the browser paid with: a renewal may charge them again. */
  const saved = new Set<string>();
  let outage: number | null = null;

  function intentOf(id: string): StripeIntentObject {
    const intent = intents.get(id);
    if (!intent) throw new Error(`The Stripe peer holds no intent ${id}.`);
    return intent;
  }

  function refuse(intent: StripeIntentObject, refusal: Omit<StripeErrorObject, "type">, paymentMethod: string | null) {
    Object.assign(intent, {
      status: "requires_payment_method",
      payment_method: null,
      next_action: null,
      last_payment_error: {
        type: "card_error",
        ...refusal,
        ...(paymentMethod && { payment_method: { id: paymentMethod, object: "payment_method", type: "card" } }),
      },
    });
  }

  function createCustomer(body: Record<string, string>): Reply {
    const customer: StripeCustomerObject = {
      id: token("cus"),
      object: "customer",
      email: body.email ?? null,
      metadata: metadataOf(body),
      livemode: false,
      created: now(),
    };
    customers.set(customer.id, customer);
    return { status: 200, body: customer };
  }

  function createIntent(body: Record<string, string>): Reply {
    if (!body.amount) return missing("amount");
    if (!body.currency) return missing("currency");
    const amount = Number(body.amount);
    if (!Number.isInteger(amount) || amount < 1) {
      return failure(400, { type: "invalid_request_error", param: "amount", message: "Invalid integer: amount" });
    }
    if (body.customer && !customers.has(body.customer)) return noSuch("customer", body.customer, "customer");
    const confirm = body.confirm === "true";
    if (confirm) {
      if (!body.payment_method) return missing("payment_method");
      if (!TEST_METHODS[body.payment_method] && !saved.has(body.payment_method)) {
        return noSuch("PaymentMethod", body.payment_method, "payment_method");
      }
      const redirects =
        !body["payment_method_types[0]"] && body["automatic_payment_methods[allow_redirects]"] !== "never";
      if (redirects && !body.return_url) {
        return failure(400, { type: "invalid_request_error", param: "return_url", message: RETURN_URL_REQUIRED });
      }
    }
    const id = token("pi");
    const intent: StripeIntentObject = {
      id,
      object: "payment_intent",
      amount,
      currency: body.currency.toLowerCase(),
      status: "requires_payment_method",
      client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
      customer: body.customer ?? null,
      payment_method: null,
      metadata: metadataOf(body),
      last_payment_error: null,
      next_action: null,
      latest_charge: null,
      receipt_email: body.receipt_email ?? null,
      setup_future_usage: body.setup_future_usage ?? null,
      cancellation_reason: null,
      livemode: false,
      created: now(),
    };
    intents.set(id, intent);
    return confirm ? charge(intent, body.payment_method) : { status: 200, body: intent };
  }

  function charge(intent: StripeIntentObject, paymentMethod: string): Reply {
    const outcome = TEST_METHODS[paymentMethod] ?? "succeeds";
    intent.latest_charge = token("ch");
    if (outcome === "succeeds") {
      Object.assign(intent, { status: "succeeded", payment_method: paymentMethod });
      return { status: 200, body: intent };
    }
    refuse(intent, REFUSALS[outcome], paymentMethod);
    const error = { ...intent.last_payment_error, charge: intent.latest_charge, payment_intent: intent };
    return { status: 402, body: { error } };
  }

  function route(method: string, path: string, body: Record<string, string>): Reply {
    if (method === "POST" && path === "/v1/customers") return createCustomer(body);
    if (method === "POST" && path === "/v1/payment_intents") return createIntent(body);
    const intentId = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)?.[1];
    if (method === "GET" && intentId) {
      const intent = intents.get(intentId);
      return intent ? { status: 200, body: intent } : noSuch("payment_intent", intentId, "intent", 404);
    }
    return failure(404, {
      type: "invalid_request_error",
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? "GET";
    const url = new URL(req.url ?? "/", "http://stripe.local");
    const raw = await readBody(req);
    const body = Object.fromEntries(new URLSearchParams(raw));
    const idempotencyKey = req.headers["idempotency-key"]?.toString() ?? null;
    requests.push({ method, path: url.pathname, idempotencyKey, body });

    if (outage !== null) return send(res, failure(outage, { type: "api_error", message: "Stripe is unavailable." }));
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      const message = req.headers.authorization ? "Invalid API Key provided." : "You did not provide an API key.";
      return send(res, failure(401, { type: "invalid_request_error", message }));
    }

    const request = `${method} ${url.pathname} ${raw}`;
    const first = method === "POST" && idempotencyKey ? replies.get(idempotencyKey) : undefined;
    if (first && first.request !== request) {
      return send(
        res,
        failure(400, {
          type: "idempotency_error",
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
        }),
      );
    }
    if (first) return send(res, first.reply, { "idempotent-replayed": "true" });

    const reply = route(method, url.pathname, body);
    // As Stripe: what was done is kept for the key (a payment or a refused card); a refused request is not.
    if (method === "POST" && idempotencyKey && (reply.status === 200 || reply.status === 402)) {
      replies.set(idempotencyKey, { request, reply: { status: reply.status, body: structuredClone(reply.body) } });
    }
    send(res, reply);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      send(res, failure(500, { type: "api_error", message: String(error) }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    config: { secretKey, publishableKey, webhookSecret, apiUrl: url },
    env: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_PUBLISHABLE_KEY: publishableKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: url,
    },
    intents,
    customers,
    requests,
    succeed(intentId, paymentMethod = "pm_card_visa") {
      const intent = intentOf(intentId);
      saved.add(paymentMethod);
      return Object.assign(intent, {
        status: "succeeded",
        payment_method: paymentMethod,
        last_payment_error: null,
        next_action: null,
        latest_charge: token("ch"),
      } as const);
    },
    fail(intentId, code = "card_declined", message = "Your card was declined.", declineCode) {
      const intent = intentOf(intentId);
      refuse(intent, { code, message, ...(declineCode && { decline_code: declineCode }) }, token("pm"));
      return intent;
    },
    requireAction(intentId) {
      return Object.assign(intentOf(intentId), {
        status: "requires_action",
        payment_method: "pm_card_threeDSecure2Required",
        last_payment_error: null,
        next_action: { type: "use_stripe_sdk", use_stripe_sdk: {} },
      } as const);
    },
    webhook(type, intentId, options = {}) {
      const timestamp = options.timestamp ?? now();
      const body = JSON.stringify({
        id: token("evt"),
        object: "event",
        api_version: "2026-10-28.endive",
        created: timestamp,
        data: { object: structuredClone(intentOf(intentId)) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      });
      const hmac = createHmac("sha256", options.secret ?? webhookSecret).update(`${timestamp}.${body}`);
      return { body, signature: `t=${timestamp},v1=${hmac.digest("hex")}` };
    },
    failWith(status) {
      outage = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
