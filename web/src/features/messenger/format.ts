import { dateFormat } from "../../i18n/formats.ts";

/** When a message was written: the time today, the day and time before. */
export function messageTime(locale: string, iso: string, now = new Date()): string {
  const at = new Date(iso);
  const sameDay = at.toDateString() === now.toDateString();
  return sameDay
    ? dateFormat(locale, { hour: "2-digit", minute: "2-digit" }).format(at)
    : dateFormat(locale, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }).format(at);
}

/** When a conversation last moved, as its row in the list says it: the time today, else the day. */
export function listTime(locale: string, iso: string, now = new Date()): string {
  const at = new Date(iso);
  return at.toDateString() === now.toDateString()
    ? dateFormat(locale, { hour: "2-digit", minute: "2-digit" }).format(at)
    : dateFormat(locale, { day: "numeric", month: "short" }).format(at);
}

/** A file's size as its card shows it. */
export function fileSize(locale: string, bytes: number): string {
  const units = ["B", "KB", "MB"] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
