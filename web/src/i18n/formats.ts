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
