import { withWebScheme } from "@atelier/common/weblinks";

/**
 * A web address a profile may link to: http or https only (SECURITY F3), checked as the server
 * does, which adds https:// to an address typed without a scheme.
 */
export function isWebAddress(value: string): boolean {
  if (/[\s\p{Cc}\p{Cf}]/u.test(value.trim())) return false;
  const text = withWebScheme(value);
  if (text === "") return false;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Today as YYYY-MM-DD in the reader's own calendar, the latest date an achievement can have. */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
