import type { ApiErrorObject } from "@atelier/common/jsonapi";

const MINUTE = 60_000;

/**
 * When another confirmation e-mail may be sent: the 423 reply's detail is the time of the last one,
 * and the registration setting says how many minutes must pass (spec 000 section 8).
 */
export function resendAvailableAt(errors: readonly ApiErrorObject[], timespanMinutes: unknown): Date | null {
  const lastSent = Date.parse(errors[0]?.detail ?? "");
  const minutes = Number(timespanMinutes);
  if (Number.isNaN(lastSent) || !Number.isFinite(minutes) || minutes < 0) return null;
  return new Date(lastSent + minutes * MINUTE);
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * The moment in the reader's language: the time alone today, with the date on another day. The
 * minutes left are rounded up, so "in 0 minutes" never shows while the server still says no.
 */
export function resendWaitValues(availableAt: Date, locale: string, now: Date = new Date()) {
  const format = new Intl.DateTimeFormat(
    locale,
    sameDay(availableAt, now) ? { timeStyle: "short" } : { dateStyle: "medium", timeStyle: "short" },
  );
  return {
    time: format.format(availableAt),
    minutes: Math.max(1, Math.ceil((availableAt.getTime() - now.getTime()) / MINUTE)),
  };
}
