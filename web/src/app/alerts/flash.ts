import { COOKIES } from "@atelier/common/enums";
import { parseCookies, serializeCookie } from "../preferences/cookies.ts";
import { ALERT_TYPES, type AlertType } from "./alerts-store.ts";

export const FLASH_COOKIE = COOKIES.flash;
const FLASH_LIFETIME_SECONDS = 60;

export interface FlashAlert {
  type: AlertType;
  /** A translation key; free text would let anyone who can set a cookie put words in the app's mouth. */
  text: string;
}

const TRANSLATION_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_-]+)+$/;

export function isFlashAlert(value: unknown): value is FlashAlert {
  if (typeof value !== "object" || value === null) return false;
  const { type, text } = value as Record<string, unknown>;
  return ALERT_TYPES.includes(type as AlertType) && typeof text === "string" && TRANSLATION_KEY.test(text);
}

export function flashCookie(alerts: readonly FlashAlert[], secure = false): string {
  return serializeCookie(FLASH_COOKIE, JSON.stringify(alerts), { maxAge: FLASH_LIFETIME_SECONDS, secure });
}

export function readFlash(cookieHeader: string | null | undefined): FlashAlert[] {
  const value = parseCookies(cookieHeader)[FLASH_COOKIE];
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter(isFlashAlert).slice(0, 5) : [];
  } catch {
    return [];
  }
}
