import { z } from "zod";
import { many, resourceSchema } from "../contract/documents.ts";
import { CURRENCIES } from "../enums.ts";
import { PLANS } from "../plans.ts";

/** The plans a membership can be of; none at all means the free plan. */
export const MEMBERSHIP_PLANS = ["premium"] as const;

/** A membership period; `current` marks the one in force. */
export const membershipAttributes = z.object({
  plan: z.enum(MEMBERSHIP_PLANS),
  isPremium: z.boolean(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  current: z.boolean(),
});
export type MembershipAttributes = z.infer<typeof membershipAttributes>;
export const membershipResource = resourceSchema("memberships", membershipAttributes);

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
