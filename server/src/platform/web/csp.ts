import { EMBED_FRAME_HOSTS } from "@atelier/common/embeds";

/** The sign-in providers' frames (Google's one-tap prompt, Facebook's login dialog). */
const SIGN_IN_FRAME_HOSTS = ["https://accounts.google.com", "https://www.facebook.com"];

/**
 * The policy of every server-rendered page: scripts only from our origin or with this response's
 * nonce, no plugins, no framing of our pages, no base-tag or form hijacking. Pages frame only the
 * players of showroom media and the sign-in providers. Styles allow inline attributes, which the
 * component library uses for layout props. Images come from anywhere over https (stored files may
 * live in an object store's own host; YouTube's stills are on i.ytimg.com).
 */
export function contentSecurityPolicy(nonce: string, appUrl: string): string {
  const ws = appUrl.replace(/^http/, "ws");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' https://accounts.google.com https://connect.facebook.net`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${ws} https://accounts.google.com https://graph.facebook.com`,
    `frame-src ${[...EMBED_FRAME_HOSTS, ...SIGN_IN_FRAME_HOSTS].join(" ")}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}
