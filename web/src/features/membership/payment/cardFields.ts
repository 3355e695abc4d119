import { type SandboxConfirmInput, sandboxConfirmSchema } from "@atelier/common/schemas/membership";

/** The sandbox card form's fields, named as the API's attributes (a refusal points at them). */
export const CARD_FIELDS = ["cardNumber", "expiry", "cvc"] as const;
export type CardField = (typeof CARD_FIELDS)[number];
export type CardValues = Record<CardField, string>;

export const EMPTY_CARD: CardValues = { cardNumber: "", expiry: "", cvc: "" };

const MAX_CARD_DIGITS = 19;

/** A card number as it is typed or pasted, in groups of four digits as it is printed on the card. */
export function formatCardNumber(raw: string): string {
  const digits = raw.replace(/\D/g, "").slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** An expiry date as it is typed: the slash comes by itself after the month. */
export function formatExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export type CardCheck = { ok: true; input: SandboxConfirmInput } | { ok: false; invalid: CardField[] };

/**
 * The card checked by the schema the server checks it with, before the round trip: the request's
 * attributes, or the fields that are wrong (the schema's words are English; the form has its own).
 */
export function checkCard(values: CardValues, clientSecret: string): CardCheck {
  const parsed = sandboxConfirmSchema.safeParse({ clientSecret, ...values });
  if (parsed.success) return { ok: true, input: parsed.data };
  const named = new Set(parsed.error.issues.map((issue) => issue.path[0]));
  return { ok: false, invalid: CARD_FIELDS.filter((field) => named.has(field)) };
}
