import type { CURRENCIES, SupportedLocale } from "./enums.ts";

/** What can be bought: premium paid by the month or by the year. */
export const PLANS = ["premium_monthly", "premium_yearly"] as const;
export type Plan = (typeof PLANS)[number];
export type Currency = (typeof CURRENCIES)[number];

/** How long a paid period of each plan lasts, in months. */
export const PLAN_MONTHS: Record<Plan, number> = { premium_monthly: 1, premium_yearly: 12 };

/**
 * What a period of each plan costs, VAT included, in the currency's minor unit (cents, pence): the
 * server's prices, the only ones an order is ever charged. A year costs ten months.
 */
export const PLAN_PRICES: Record<Plan, Record<Currency, number>> = {
  premium_monthly: { EUR: 900, USD: 1000, GBP: 800 },
  premium_yearly: { EUR: 9000, USD: 10000, GBP: 8000 },
};

/** The VAT every price includes (Germany's standard rate; Atelier sells from Berlin). */
export const VAT_PERCENT = 19;

/** The currency prices are shown in for a language until the reader chooses another. */
export const LOCALE_CURRENCIES: Record<SupportedLocale, Currency> = { en: "EUR", de: "EUR" };

/** A gross price split into net and VAT, in minor units; the VAT is what rounding leaves of the gross. */
export function priceParts(gross: number): { net: number; vat: number; gross: number } {
  const net = Math.round((gross * 100) / (100 + VAT_PERCENT));
  return { net, vat: gross - net, gross };
}

/**
 * The sandbox's test cards, as Stripe's test mode knows them: one that pays, one the bank declines,
 * one that asks the buyer to confirm first. The sandbox refuses every other number.
 */
export const SANDBOX_CARDS = {
  succeeds: "4242424242424242",
  declined: "4000000000000002",
  authenticates: "4000002500003155",
} as const;
