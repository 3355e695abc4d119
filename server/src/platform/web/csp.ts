import { EMBED_FRAME_HOSTS } from "@atelier/common/embeds";

/** The sign-in providers' frames (Google's one-tap prompt, Facebook's login dialog). */
const SIGN_IN_FRAME_HOSTS = ["https://accounts.google.com", "https://www.facebook.com"];

/** What Stripe's Payment Element loads, frames and calls, as Stripe's CSP guide lists it; only when Stripe takes the cards. */
const STRIPE = {
  script: ["https://js.stripe.com"],
  frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
  connect: ["https://api.stripe.com"],
};

/**
 * The policy of every server-rendered page: scripts only from our origin or with this response's
 * nonce, no plugins, no framing of our pages, no base-tag or form hijacking. Pages frame only the
 * players of showroom media and the sign-in providers. Styles allow inline attributes, which the
 * component library uses for layout props. Images come from anywhere over https (stored files may
 * live in an object store's own host; YouTube's stills are on i.ytimg.com). With Stripe configured,
 * its card form's hosts too.
 */
export function contentSecurityPolicy(nonce: string, appUrl: string, stripe = false): string {
  const ws = appUrl.replace(/^http/, "ws");
  const payments = (hosts: string[]) => (stripe ? hosts.map((h) => ` ${h}`).join("") : "");
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' https://accounts.google.com https://connect.facebook.net${payments(STRIPE.script)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${ws} https://accounts.google.com https://graph.facebook.com${payments(STRIPE.connect)}`,
    `frame-src ${[...EMBED_FRAME_HOSTS, ...SIGN_IN_FRAME_HOSTS, ...(stripe ? STRIPE.frame : [])].join(" ")}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}
