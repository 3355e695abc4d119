import { randomBytes } from "node:crypto";
import { type Currency, PAYMENT_ERROR_CODES, SANDBOX_CARDS } from "@atelier/common";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/connect.ts";
import { sandboxPaymentIntents } from "../../db/schema/index.ts";
import {
  type CreateIntent,
  ForgedEvent,
  type IntentStatus,
  type PaymentIntent,
  type PaymentProvider,
} from "./provider.ts";

type IntentRow = typeof sandboxPaymentIntents.$inferSelect;

/** A card as the sandbox's form sends it, already checked for form (digits, Luhn, expiry, code). */
export interface SandboxCard {
  number: string;
  expMonth: number;
  expYear: number;
}

/** Why the sandbox refused a card or a confirmation: Stripe's codes and words, so the buyer reads the same. */
const REFUSALS = {
  declined: { code: PAYMENT_ERROR_CODES.cardDeclined, message: "Your card was declined." },
  expired: { code: PAYMENT_ERROR_CODES.expiredCard, message: "Your card has expired." },
  unknown: {
    code: PAYMENT_ERROR_CODES.testCardsOnly,
    message: "The sandbox takes test cards only: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.",
  },
  authentication: {
    code: PAYMENT_ERROR_CODES.authenticationFailed,
    message: "The payment was not confirmed with your bank.",
  },
  authenticationRequired: {
    code: PAYMENT_ERROR_CODES.authenticationRequired,
    message: "Your bank asks you to confirm this payment, which cannot be done while you are away.",
  },
} as const;

/** What each test card does: Stripe's test mode, kept by the saved method's id for renewals. */
const OUTCOMES: Record<string, "succeeds" | "declined" | "authenticates"> = {
  [SANDBOX_CARDS.succeeds]: "succeeds",
  [SANDBOX_CARDS.declined]: "declined",
  [SANDBOX_CARDS.authenticates]: "authenticates",
};

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

function toIntent(row: IntentRow): PaymentIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status as IntentStatus,
    amount: row.amount,
    currency: row.currency as Currency,
    orderId: row.orderId,
    paymentMethod: row.paymentMethod,
    customer: null,
    failure: row.failureCode ? { code: row.failureCode, message: row.failureMessage ?? "" } : null,
  };
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: "sandbox";
  /** The card form's confirm: the card decides (see SANDBOX_CARDS); any other card is refused. */
  confirm(clientSecret: string, card: SandboxCard, now?: Date): Promise<PaymentIntent | null>;
  /** The buyer's answer to the confirmation step the 3155 card asks for. */
  authenticate(clientSecret: string, approve: boolean): Promise<PaymentIntent | null>;
}

/**
 * Card payments with test cards and no keys, so that a fresh start can be bought from: intents are
 * rows of `sandbox_payment_intents`, shared by every instance. It behaves as Stripe's test mode does
 * for its test cards, and takes no other number, so no real card is ever typed into it in vain.
 */
export function createSandboxProvider(db: Database): SandboxProvider {
  async function byClientSecret(clientSecret: string): Promise<IntentRow | null> {
    const [row] = await db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.clientSecret, clientSecret));
    return row ?? null;
  }

  async function update(id: string, set: Partial<IntentRow>): Promise<PaymentIntent> {
    const [row] = await db
      .update(sandboxPaymentIntents)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(sandboxPaymentIntents.id, id))
      .returning();
    return toIntent(row);
  }

  async function createIntent(input: CreateIntent): Promise<PaymentIntent> {
    const id = token("pi_sb");
    const [created] = await db
      .insert(sandboxPaymentIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${randomBytes(12).toString("hex")}`,
        idempotencyKey: input.idempotencyKey,
        amount: input.amount,
        currency: input.currency,
        orderId: input.orderId,
      })
      .onConflictDoNothing({ target: sandboxPaymentIntents.idempotencyKey })
      .returning();
    if (created) return toIntent(created);
    const [first] = await db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.idempotencyKey, input.idempotencyKey));
    return toIntent(first);
  }

  return {
    name: "sandbox",
    publishableKey: null,

    createIntent,

    async retrieveIntent(id) {
      const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
      return row ? toIntent(row) : null;
    },

    async chargeSaved(input) {
      const existing = await createIntent({ ...input, email: "" });
      if (existing.status !== "requires_payment_method") return existing;
      const outcome = OUTCOMES[input.paymentMethod.split("_").at(-1) ?? ""];
      if (outcome === "succeeds")
        return update(existing.id, { status: "succeeded", paymentMethod: input.paymentMethod });
      return update(
        existing.id,
        failed(outcome === "authenticates" ? REFUSALS.authenticationRequired : REFUSALS.declined),
      );
    },

    readWebhook() {
      throw new ForgedEvent("The sandbox sends no webhooks.");
    },

    async confirm(clientSecret, card, now = new Date()) {
      const row = await byClientSecret(clientSecret);
      if (!row) return null;
      // As Stripe: a paid intent or one waiting for its confirmation step takes no other card.
      if (row.status === "succeeded" || row.status === "requires_action") return toIntent(row);
      const last4 = card.number.slice(-4);
      const endOfExpiry = new Date(Date.UTC(card.expYear, card.expMonth, 1));
      // A new card clears what the last one left.
      const retry = { cardLast4: last4, paymentMethod: null, failureCode: null, failureMessage: null };
      if (endOfExpiry <= now) return update(row.id, { ...retry, ...failed(REFUSALS.expired) });
      const outcome = OUTCOMES[card.number];
      if (!outcome) return update(row.id, { ...retry, ...failed(REFUSALS.unknown) });
      if (outcome === "declined") return update(row.id, { ...retry, ...failed(REFUSALS.declined) });
      const paymentMethod = `pm_sb_${card.number}`;
      if (outcome === "authenticates") return update(row.id, { ...retry, status: "requires_action", paymentMethod });
      return update(row.id, { ...retry, status: "succeeded", paymentMethod });
    },

    async authenticate(clientSecret, approve) {
      const row = await byClientSecret(clientSecret);
      if (!row) return null;
      if (row.status !== "requires_action") return toIntent(row);
      if (approve) return update(row.id, { status: "succeeded" });
      return update(row.id, { ...failed(REFUSALS.authentication), paymentMethod: null });
    },
  };
}

function failed(refusal: { code: string; message: string }) {
  return { status: "failed", failureCode: refusal.code, failureMessage: refusal.message } as const;
}
