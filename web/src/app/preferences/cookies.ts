import {
  COOKIES,
  DEFAULT_GRID_COLUMNS,
  GRID_COLUMNS,
  type GridColumns,
  SESSION_LIFETIME_DAYS,
} from "@atelier/common/enums";

/** Reads a Cookie header (or `document.cookie`) into name → value. */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!name || name in out) continue;
    const raw = part.slice(at + 1).trim();
    try {
      out[name] = decodeURIComponent(raw);
    } catch {
      out[name] = raw;
    }
  }
  return out;
}

export interface CookieOptions {
  /** Lifetime in seconds; 0 deletes the cookie. Default: the 30 days of spec 000 section 9. */
  maxAge?: number;
  secure?: boolean;
}

export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const maxAge = options.maxAge ?? SESSION_LIFETIME_DAYS * 24 * 3600;
  return [
    `${name}=${encodeURIComponent(value)}`,
    "Path=/",
    `Max-Age=${maxAge}`,
    "SameSite=Lax",
    ...(options.secure ? ["Secure"] : []),
  ].join("; ");
}

/** Sets a cookie from the browser, secure when the page is. */
export function setBrowserCookie(name: string, value: string, options: Omit<CookieOptions, "secure"> = {}): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers the app supports.
  document.cookie = serializeCookie(name, value, { ...options, secure: window.location.protocol === "https:" });
}

/** Column count of item grids: 2 or 4, default 2 (spec 000 section 3). */
export function parseColumnsCount(value: string | undefined): GridColumns {
  const n = Number(value);
  return GRID_COLUMNS.includes(n as GridColumns) ? (n as GridColumns) : DEFAULT_GRID_COLUMNS;
}

// Ids are chosen by the app; anything else in the cookie was not written by it and is dropped.
const MODAL_ID = /^[A-Za-z0-9_-]{1,64}$/;
const MODAL_LIMIT = 100;

/** The ids of modals the user closed for good, unique, in the order closed. */
export function parseModalClosed(value: string | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(",").filter((id) => MODAL_ID.test(id)))].slice(-MODAL_LIMIT);
}

export function withModalClosed(ids: readonly string[], id: string): string[] {
  if (!MODAL_ID.test(id)) throw new Error(`Not a modal id: ${id}`);
  return [...ids.filter((x) => x !== id), id].slice(-MODAL_LIMIT);
}

/** The persisted choices of spec 000 section 4 that rendering needs, read from a Cookie header. */
export interface Preferences {
  columnsCount: GridColumns;
  modalClosed: string[];
}

export function readPreferences(cookieHeader: string | null | undefined): Preferences {
  const cookies = parseCookies(cookieHeader);
  return {
    columnsCount: parseColumnsCount(cookies[COOKIES.columnsCount]),
    modalClosed: parseModalClosed(cookies[COOKIES.modalClosed]),
  };
}

export const DEFAULT_PREFERENCES: Preferences = readPreferences(null);
