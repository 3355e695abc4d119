/**
 * Intl formatters, one per language and options: building one costs far more than formatting with
 * it, and a server-rendered page formats dozens of dates and numbers.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format;
}

/**
 * A count as the language writes it. Below a thousand no language here groups digits, and the first
 * Intl formatter of a page loads its locale data in one piece long enough to hold up a phone's first
 * seconds, so small counts (most of them) are written without one.
 */
export function formatCount(locale: string, count: number): string {
  return Number.isInteger(count) && Math.abs(count) < 1000 ? String(count) : numberFormat(locale).format(count);
}

export interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

/**
 * The short month names Intl writes for each language (formats.test.ts holds them to it). A profile's
 * CV dates are written from them, as the first date formatter would load its locale data in one
 * long task while a phone hydrates the page.
 */
const SHORT_MONTHS: Record<string, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  de: ["Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sept.", "Okt.", "Nov.", "Dez."],
};

/**
 * The day of a moment the server sent (ISO 8601), as the calendar in UTC names it: the same for the
 * server rendering the page and for every reader's browser hydrating it, wherever they are.
 */
export function calendarDayOf(iso: string): CalendarDay {
  const date = new Date(iso);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

const asDate = (d: CalendarDay) => new Date(d.year, d.month - 1, d.day, 12);

/** Month and year as Intl's `{ month: "short", year: "numeric" }` writes them ("Mar 2021", "März 2021"). */
export function formatMonthYear(locale: string, d: CalendarDay): string {
  const months = SHORT_MONTHS[locale];
  return months
    ? `${months[d.month - 1]} ${d.year}`
    : dateFormat(locale, { month: "short", year: "numeric" }).format(asDate(d));
}

/** A day as Intl's `{ dateStyle: "medium" }` writes it ("Mar 14, 2024", "14.03.2024"). */
export function formatCalendarDay(locale: string, d: CalendarDay): string {
  const two = (n: number) => String(n).padStart(2, "0");
  if (locale === "de") return `${two(d.day)}.${two(d.month)}.${d.year}`;
  if (locale === "en") return `${SHORT_MONTHS.en?.[d.month - 1]} ${d.day}, ${d.year}`;
  return dateFormat(locale, { dateStyle: "medium" }).format(asDate(d));
}

const LONG_MONTHS: Record<string, readonly string[]> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  de: [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
  ],
};

/**
 * A day written out, the day first as British English and German write it ("12 March 2026",
 * "12. März 2026"); other languages as Intl's `{ dateStyle: "long" }` writes them.
 */
export function formatLongDay(locale: string, d: CalendarDay): string {
  const months = LONG_MONTHS[locale];
  if (!months) return dateFormat(locale, { dateStyle: "long" }).format(asDate(d));
  return `${d.day}${locale === "de" ? "." : ""} ${months[d.month - 1]} ${d.year}`;
}
