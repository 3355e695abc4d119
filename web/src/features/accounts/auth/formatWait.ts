/**
 * A wait in words of the reader's language, "in 45 seconds", "in 3 minutes": seconds below a
 * minute, else whole minutes rounded up, else hours.
 */
export function formatWait(seconds: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "always" });
  if (seconds < 60) return format.format(Math.max(1, Math.ceil(seconds)), "second");
  if (seconds < 90 * 60) return format.format(Math.ceil(seconds / 60), "minute");
  return format.format(Math.ceil(seconds / 3600), "hour");
}
