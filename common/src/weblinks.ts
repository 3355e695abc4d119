import type { SocialLinkKind } from "./enums.ts";

/**
 * A scheme at the start of an address: letters first, then letters, digits, "+", "-" or ".", then a
 * colon not followed by a digit, so "example.com:8080/work" reads as a host with a port.
 */
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * A web address as people type it, made whole: one without a scheme ("lindqvist.studio",
 * "www.behance.net/mara") gets https://, the way a browser's address bar reads it. An address with
 * a scheme is left as it is, so "javascript:" or "mailto:" still reach the check that refuses them,
 * and so is one starting with "//" or "/", which names no host of its own.
 */
export function withWebScheme(value: string): string {
  const text = value.trim();
  if (text === "" || SCHEME.test(text) || text.startsWith("/")) return text;
  return `https://${text}`;
}

/** The hosts of each network a web link may name; the user's own site is any other host. */
const KIND_HOSTS: Record<Exclude<SocialLinkKind, "website">, readonly string[]> = {
  behance: ["behance.net"],
  dribbble: ["dribbble.com"],
  artstation: ["artstation.com"],
  instagram: ["instagram.com"],
  linkedin: ["linkedin.com"],
  vimeo: ["vimeo.com"],
  youtube: ["youtube.com", "youtu.be"],
  github: ["github.com"],
  twitter: ["twitter.com", "x.com"],
  facebook: ["facebook.com", "fb.com"],
};

/** The kind of link an address is, by its host (a subdomain counts); "website" for any other host. */
export function weblinkKindOf(url: string): SocialLinkKind {
  let host: string;
  try {
    host = new URL(withWebScheme(url)).hostname.toLowerCase();
  } catch {
    return "website";
  }
  for (const [kind, hosts] of Object.entries(KIND_HOSTS)) {
    if (hosts.some((h) => host === h || host.endsWith(`.${h}`))) return kind as SocialLinkKind;
  }
  return "website";
}
