/**
 * The policy of every server-rendered page: scripts only from our origin or with this response's
 * nonce, no plugins, no framing, no base-tag or form hijacking. Styles allow inline attributes,
 * which the component library uses for layout props.
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
    "frame-src https://www.youtube-nocookie.com https://www.youtube.com https://player.vimeo.com https://w.soundcloud.com https://accounts.google.com https://www.facebook.com",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}
