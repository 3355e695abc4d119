import { type CreationType, SUPPORTED_LOCALES, type SupportedLocale } from "./enums.ts";
import type { RouteName } from "./paths.ts";

/**
 * The query parameter that names a page's language in its address (`/about?lang=de`): search
 * engines list each language under an address of its own, and a shared link opens in the language
 * it was shared in, whatever the reader's browser asks for.
 */
export const LANG_PARAM = "lang";

/** The language an address names, if it names one of ours. */
export function addressLocale(search: string): SupportedLocale | null {
  const value = new URLSearchParams(search).get(LANG_PARAM);
  return SUPPORTED_LOCALES.find((locale) => locale === value) ?? null;
}

/** The size chat apps and search engines show a shared link's picture at (Open Graph's 1.91:1). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** A user's picture for shared links, in the API (see the profile images routes). */
export const shareImagePath = (userId: string, version: string) =>
  `/api/v1/users/${encodeURIComponent(userId)}/share_image?v=${encodeURIComponent(version)}`;

/** A showroom or gallery item's picture for shared links, in the API (see the showroom media routes). */
export const itemShareImagePath = (type: CreationType, itemId: string, version: string) =>
  `/api/v1/${type}/items/${encodeURIComponent(itemId)}/share_image?v=${encodeURIComponent(version)}`;

/**
 * The pages whose shared links show a card of the site's own, in the page's language: the lists
 * and the home page, which are no one's in particular. Every other public page without a picture
 * of its own shows the home page's.
 */
export const SHARE_CARDS = ["home", "creatives", "clients", "showroom", "featured", "jobs"] as const;
export type ShareCard = (typeof SHARE_CARDS)[number];

/** The site's card for a page's shared links, in a language (see the pages routes). */
export const shareCardPath = (card: ShareCard, locale: SupportedLocale) => `/api/v1/share_cards/${card}?lang=${locale}`;

/** An opportunity's picture for shared links, in a language, in the API (see the opportunities routes). */
export const opportunityShareImagePath = (id: string, locale: SupportedLocale, version: string) =>
  `/api/v1/opportunities/${encodeURIComponent(id)}/share_image?${LANG_PARAM}=${locale}&v=${encodeURIComponent(version)}`;

/**
 * A short, stable digest of what a picture is made of (FNV-1a): it goes into the picture's address,
 * so that platforms which keep pictures by address fetch a changed one anew.
 */
export function contentVersion(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_LENGTH = 160;

/**
 * A text as a one-line description of at most `max` characters: whitespace collapsed, and when it is
 * longer, cut at the last word that fits, with an ellipsis.
 */
export function describe(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut.slice(0, max - 1);
  return `${words.replace(/[\s,;:.!?–-]+$/u, "")}…`;
}

const LEGAL_FORMS = new Set(["gmbh", "ltd", "co", "ag", "kg", "inc", "llc"]);

/** Up to two initials of a name, leaving out legal forms and signs: "Harbour & Finch Ltd" is HF. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word) && !LEGAL_FORMS.has(word.replace(/\W/g, "").toLowerCase()))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join("");
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text made safe to place inside an XML or SVG element or attribute. */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/**
 * The fixed pages search engines are offered in the sitemap, besides every public profile: the
 * public screens that name no parameter, carry no secret and have content (a screen of an area yet
 * to open asks not to be indexed).
 */
export const SITEMAP_PAGES = [
  "home",
  "creatives",
  "clients",
  "about",
  "howItWorks",
  "showroom",
  "jobs",
  "featured",
  "pricing",
  "terms",
  "privacy",
  "contact",
  "imprint",
] as const satisfies readonly RouteName[];
