import { CURRENCIES } from "@atelier/common/enums";
import { type Currency, LOCALE_CURRENCIES, PLAN_MONTHS, PLAN_PRICES, PLANS, type Plan } from "@atelier/common/plans";
import { toSupportedLocale } from "../../i18n/index.ts";

/** A plan and the currency it is shown and paid in. */
export interface PlanChoice {
  plan: Plan;
  currency: Currency;
}

export const DEFAULT_PLAN: Plan = "premium_monthly";

export const isPlan = (value: unknown): value is Plan => PLANS.includes(value as Plan);
export const isCurrency = (value: unknown): value is Currency => CURRENCIES.includes(value as Currency);

/** The currency a language shows prices in until the reader chooses another. */
export const currencyOf = (locale: string): Currency => LOCALE_CURRENCIES[toSupportedLocale(locale)];

/**
 * The choice the pricing page's address holds (`?plan=&currency=`), so a visitor who signs in on the
 * way comes back to it; what it does not name, or names wrong, is the default.
 */
export function choiceFromSearch(search: URLSearchParams, locale: string): PlanChoice {
  const plan = search.get("plan");
  const currency = search.get("currency");
  return {
    plan: isPlan(plan) ? plan : DEFAULT_PLAN,
    currency: isCurrency(currency) ? currency : currencyOf(locale),
  };
}

/** The address's query for a choice: only what differs from the defaults, so the plain page stays plain. */
export function searchOfChoice(choice: PlanChoice, locale: string): URLSearchParams {
  const search = new URLSearchParams();
  if (choice.plan !== DEFAULT_PLAN) search.set("plan", choice.plan);
  if (choice.currency !== currencyOf(locale)) search.set("currency", choice.currency);
  return search;
}

/** What one period of a plan costs, VAT included, in minor units: the server's price. */
export const priceOf = ({ plan, currency }: PlanChoice): number => PLAN_PRICES[plan][currency];

/** What a plan comes to by the month, in minor units, rounded to the unit. */
export const monthlyPriceOf = (choice: PlanChoice): number => Math.round(priceOf(choice) / PLAN_MONTHS[choice.plan]);

/** How many months of a year paid by the month a year paid at once saves ("2 months free"). */
export function monthsSavedByYear(currency: Currency): number {
  const year = PLAN_PRICES.premium_yearly[currency];
  const month = PLAN_PRICES.premium_monthly[currency];
  return Math.round(PLAN_MONTHS.premium_yearly - year / month);
}
