/**
 * Money formatters, one per language, currency and precision; apart from formats.ts, so that only
 * the pages showing prices carry them.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in a currency's minor unit (cents, pence: every currency sold here has two decimals) as
 * the language writes it: "€9.00", "9,00 €". `whole` drops the decimals of a whole amount ("€90"),
 * as prices are shown.
 */
export function formatMoney(locale: string, currency: string, minor: number, { whole = false } = {}): string {
  const digits = whole && minor % 100 === 0 ? 0 : 2;
  const key = `${locale}|${currency}|${digits}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormats.set(key, format);
  }
  return format.format(minor / 100);
}
