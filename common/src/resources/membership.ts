import { z } from "zod";
import { many, one, resourceSchema } from "../contract/documents.ts";
import { CURRENCIES, ORDER_KINDS, ORDER_STATUSES, PAYMENT_PROVIDERS } from "../enums.ts";
import { PLANS } from "../plans.ts";

/** The plans a membership can be of; none at all means the free plan. */
export const MEMBERSHIP_PLANS = ["premium"] as const;

/**
 * A paid membership period; `current` marks the one in force. `billingPlan` is how it was paid
 * (by the month or the year); `renews` says whether the saved card is charged for the next period
 * at `endsAt`, which cancelling turns off (the period itself runs to its end).
 */
export const membershipAttributes = z.object({
  plan: z.enum(MEMBERSHIP_PLANS),
  billingPlan: z.enum(PLANS).nullable(),
  isPremium: z.boolean(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  current: z.boolean(),
  renews: z.boolean(),
  cancelledAt: z.iso.datetime().nullable(),
});
export type MembershipAttributes = z.infer<typeof membershipAttributes>;
export const membershipResource = resourceSchema("memberships", membershipAttributes, {
  invoice: one("invoices"),
});

/** What the cart holds: one plan, once, at the server's price in the cart's currency (minor units, VAT included). */
export const cartItemAttributes = z.object({
  itemType: z.enum(PLANS),
  quantity: z.literal(1),
  unitPrice: z.number().int(),
  currency: z.enum(CURRENCIES),
  createdAt: z.iso.datetime(),
});
export type CartItemAttributes = z.infer<typeof cartItemAttributes>;
export const cartItemResource = resourceSchema("cart_items", cartItemAttributes);

/** The signed-in buyer's cart: its currency and what it comes to, split into net and VAT (minor units). */
export const cartAttributes = z.object({
  currency: z.enum(CURRENCIES),
  net: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  vatPercent: z.number().int(),
});
export type CartAttributes = z.infer<typeof cartAttributes>;
export const cartResource = resourceSchema("carts", cartAttributes, { items: many("cart_items") });

/**
 * An order: one plan at the amount the server computed from its prices, and the card payment that
 * pays it. `clientSecret` is what the card form confirms the payment with (its buyer alone reads
 * it); `publishableKey` is the provider's public key for the browser (Stripe), null for the sandbox.
 * `failureMessage` is the provider's reason when the card was refused.
 */
export const orderAttributes = z.object({
  kind: z.enum(ORDER_KINDS),
  plan: z.enum(PLANS),
  currency: z.enum(CURRENCIES),
  net: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  vatPercent: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  paymentIntentId: z.string().nullable(),
  clientSecret: z.string().nullable(),
  publishableKey: z.string().nullable(),
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type OrderAttributes = z.infer<typeof orderAttributes>;
export const orderResource = resourceSchema("orders", orderAttributes, {
  membership: one("memberships"),
  invoice: one("invoices"),
});

/**
 * An invoice of a paid order, numbered without gaps (`AT-2026-000001`), with the buyer as they were
 * when it was issued; `pdfUrl` downloads it.
 */
export const invoiceAttributes = z.object({
  number: z.string(),
  issuedAt: z.iso.datetime(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  buyerAddress: z.string().nullable(),
  plan: z.enum(PLANS),
  periodStart: z.iso.datetime(),
  periodEnd: z.iso.datetime(),
  currency: z.enum(CURRENCIES),
  net: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  vatPercent: z.number().int(),
  pdfUrl: z.string(),
});
export type InvoiceAttributes = z.infer<typeof invoiceAttributes>;
export const invoiceResource = resourceSchema("invoices", invoiceAttributes, { order: one("orders") });

/** What the sandbox's card form learns of a payment it confirmed (the sandbox's own API, not Stripe's). */
export const sandboxPaymentAttributes = z.object({
  status: z.enum(["requires_payment_method", "requires_action", "succeeded", "failed"]),
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable(),
  cardLast4: z.string().nullable(),
});
export type SandboxPaymentAttributes = z.infer<typeof sandboxPaymentAttributes>;
export const sandboxPaymentResource = resourceSchema("sandbox_payments", sandboxPaymentAttributes);
