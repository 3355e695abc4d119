import type { TFunction } from "i18next";
import type { Opportunity } from "../api/opportunitiesApi.ts";

type Currency = NonNullable<Opportunity["currency"]>;

const DAY_MS = 24 * 60 * 60 * 1000;

const currencyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in whole units of its currency, as the language writes money ("€50,000", "50.000 €"). */
export function salaryAmount(locale: string, amount: number, currency: Currency): string {
  const key = `${locale}|${currency}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency, maximumFractionDigits: 0 });
    currencyFormats.set(key, format);
  }
  return format.format(amount);
}

/** The pay an opportunity states, with what it is paid for ("€4,000 per month"); null when it states none. */
export function salaryText(
  t: TFunction,
  locale: string,
  opportunity: Pick<Opportunity, "salary" | "currency" | "salaryInterval">,
): string | null {
  const { salary, currency, salaryInterval } = opportunity;
  if (salary === null || currency === null) return null;
  const amount = salaryAmount(locale, salary, currency);
  return salaryInterval ? t(`jobs.salary.${salaryInterval}`, { amount }) : amount;
}

/** Where an opportunity stands with its closing date. */
export type Expiry =
  | { state: "draft" }
  | { state: "cancelled" }
  | { state: "expired" }
  | { state: "lastDay" }
  | { state: "open"; days: number };

/**
 * How long an opportunity stays on the board, in whole days left; a cancelled one says so rather
 * than that it expired. The server's status decides what is over, the date what is not yet.
 */
export function expiryOf(
  opportunity: Pick<Opportunity, "status" | "cancelled" | "expiresAt">,
  now: number = Date.now(),
): Expiry {
  if (opportunity.status === "drafted") return { state: "draft" };
  if (opportunity.cancelled) return { state: "cancelled" };
  const left = opportunity.expiresAt ? Date.parse(opportunity.expiresAt) - now : 0;
  if (opportunity.status === "expired" || left <= 0) return { state: "expired" };
  return left < DAY_MS ? { state: "lastDay" } : { state: "open", days: Math.floor(left / DAY_MS) };
}

/** The expiry in words: "Closes in 5 days", "Expired". */
export const expiryText = (t: TFunction, expiry: Expiry): string =>
  expiry.state === "open" ? t("jobs.expiry.open", { count: expiry.days }) : t(`jobs.expiry.${expiry.state}`);

/** Whether it is off the board: past its date or cancelled. Nobody applies to it any more. */
export const isClosed = (expiry: Expiry): boolean => expiry.state === "expired" || expiry.state === "cancelled";

/** What kind of work it is: a job's type ("Full-time job") or a project's length. */
export function kindText(t: TFunction, opportunity: Pick<Opportunity, "kind" | "jobType" | "projectPeriod">): string {
  if (opportunity.kind === "job") {
    return opportunity.jobType ? t(`jobs.jobType.${opportunity.jobType}`) : t("jobs.kind.job");
  }
  return opportunity.projectPeriod && opportunity.projectPeriod !== "notSpecified"
    ? t("jobs.kind.projectFor", { period: t(`jobs.period.${opportunity.projectPeriod}`) })
    : t("jobs.kind.project");
}

/** Where the work is done: the place, remote, or both. */
export function placeText(t: TFunction, opportunity: Pick<Opportunity, "remote" | "location">): string | null {
  const place = opportunity.location?.longName ?? null;
  if (place && opportunity.remote) return t("jobs.place.orRemote", { place });
  return place ?? (opportunity.remote ? t("jobs.place.remote") : null);
}

/** The letter a card shows where the employer has no logo. */
export const initialOf = (name: string | null | undefined): string =>
  (name?.trim().match(/\p{L}|\p{N}/u)?.[0] ?? "?").toLocaleUpperCase();
