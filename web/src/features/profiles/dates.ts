import { dateFormat } from "../../i18n/formats.ts";

/** A calendar date of the API (YYYY-MM-DD) as a local date at noon, so no time zone moves it a day. */
function parseDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12);
}

/** A history entry's month and year ("Mar 2021"). */
export function formatMonth(value: string | null | undefined, locale: string): string | null {
  const day = value ? parseDay(value) : null;
  return day ? dateFormat(locale, { month: "short", year: "numeric" }).format(day) : null;
}

/** A day as people read it ("14 Mar 2024", "14.03.2024"). */
export function formatDay(value: string | null | undefined, locale: string): string | null {
  const day = value ? parseDay(value) : null;
  return day ? dateFormat(locale, { dateStyle: "medium" }).format(day) : null;
}

/**
 * The period of an employment or education: "Mar 2021 – Jun 2023", an open end as `present`
 * ("Mar 2021 – today"), only an end as itself; null with neither date.
 */
export function formatPeriod(
  startedOn: string | null | undefined,
  endedOn: string | null | undefined,
  locale: string,
  present: string | null,
): string | null {
  const start = formatMonth(startedOn, locale);
  const end = formatMonth(endedOn, locale) ?? (start ? present : null);
  if (start && end) return `${start} – ${end}`;
  return start ?? end;
}
