import { z } from "zod";
import { CURRENCIES } from "../enums.ts";
import { PLANS } from "../plans.ts";

const plan = z.enum(PLANS, `Choose ${PLANS.join(" or ")}.`);
const currency = z.enum(CURRENCIES, `Choose ${CURRENCIES.join(", ")}.`);

/**
 * POST /v1/cart/items: the plan to buy, once; it takes the place of whatever the cart held. Strict:
 * a price or a discount sent along is refused, not ignored (prices are the server's).
 */
export const cartItemCreateSchema = z.strictObject({
  itemType: plan,
  quantity: z.literal(1, "A plan is bought once: the quantity is 1.").default(1),
  currency: currency.optional(),
});
export type CartItemCreateInput = z.infer<typeof cartItemCreateSchema>;

/** PATCH /v1/cart/items/{id}: another plan, or another currency to pay in. */
export const cartItemUpdateSchema = z.strictObject({
  itemType: plan.optional(),
  quantity: z.literal(1, "A plan is bought once: the quantity is 1.").optional(),
  currency: currency.optional(),
});
export type CartItemUpdateInput = z.infer<typeof cartItemUpdateSchema>;

/** POST /v1/cart/payment_intent: nothing to say; the order is made from the cart at the server's prices. */
export const paymentIntentCreateSchema = z.strictObject({});

/** POST /v1/cart/checkout: the payment the card form confirmed, to be checked with the provider and settled. */
export const checkoutSchema = z.strictObject({
  paymentIntentId: z.string("Name the payment to settle.").min(1, "Name the payment to settle.").max(255),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** PATCH /v1/my/memberships/{id}: `renews` false cancels at the period's end; true takes that back while it runs. */
export const membershipUpdateSchema = z.object({
  renews: z.boolean("Say true or false."),
});
export type MembershipUpdateInput = z.infer<typeof membershipUpdateSchema>;

/** A card number as typed: digits, spaces allowed, and its check digit right (Luhn). */
const cardNumber = z
  .string("Enter the card number.")
  .transform((raw) => raw.replace(/[\s-]/g, ""))
  .refine((digits) => /^\d{12,19}$/.test(digits), "The card number has 12 to 19 digits.")
  .refine(luhn, "This card number is not valid.");

/** The Luhn check every card number passes. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** POST /v1/payments/sandbox/confirm: the sandbox's card form (test cards only; nothing is charged). */
export const sandboxConfirmSchema = z.object({
  clientSecret: z.string("The payment's secret is missing.").min(1).max(255),
  cardNumber,
  expiry: z.string("Enter the expiry date.").regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/, "Enter the expiry as MM/YY."),
  cvc: z.string("Enter the security code.").regex(/^\d{3,4}$/, "The security code has 3 or 4 digits."),
});
export type SandboxConfirmInput = z.infer<typeof sandboxConfirmSchema>;

/** POST /v1/payments/sandbox/authenticate: the buyer's answer to the bank's confirmation step. */
export const sandboxAuthenticateSchema = z.object({
  clientSecret: z.string("The payment's secret is missing.").min(1).max(255),
  approve: z.boolean("Say true or false."),
});
export type SandboxAuthenticateInput = z.infer<typeof sandboxAuthenticateSchema>;
