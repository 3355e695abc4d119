import { COOKIES, FALLBACK_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from "@atelier/common";
import type { FastifyRequest } from "fastify";

export const isSupportedLocale = (v: unknown): v is SupportedLocale => SUPPORTED_LOCALES.includes(v as SupportedLocale);

/** The request's language: the locale cookie, else the signed-in user's choice, else the browser's, else English. */
export function requestLocale(req: FastifyRequest): SupportedLocale {
  const cookie = req.cookies?.[COOKIES.locale];
  if (isSupportedLocale(cookie)) return cookie;
  if (req.auth && isSupportedLocale(req.auth.user.locale)) return req.auth.user.locale;
  const accept = String(req.headers["accept-language"] ?? "");
  for (const part of accept.split(",")) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isSupportedLocale(code)) return code;
  }
  return FALLBACK_LOCALE;
}
