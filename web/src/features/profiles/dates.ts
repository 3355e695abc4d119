import { type CalendarDay, formatCalendarDay, formatMonthYear } from "../../i18n/formats.ts";

/** A calendar date of the API (YYYY-MM-DD); null when malformed. */
function parseDay(value: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const day = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return day.month >= 1 && day.month <= 12 && day.day >= 1 && day.day <= 31 ? day : null;
}

/** A history entry's month and year ("Mar 2021"). */
export function formatMonth(value: string | null | undefined, locale: string): string | null {
  const day = value ? parseDay(value) : null;
  return day ? formatMonthYear(locale, day) : null;
}

/** A day as people read it ("Mar 14, 2024", "14.03.2024"). */
export function formatDay(value: string | null | undefined, locale: string): string | null {
  const day = value ? parseDay(value) : null;
  return day ? formatCalendarDay(locale, day) : null;
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
