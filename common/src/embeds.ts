import type { MediaType } from "./enums.ts";

/** The media types that are players of another site, not files of ours. */
export type EmbedType = Exclude<MediaType, "image">;

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{6,12}$/;
const YOUTUBE_HOSTS = new Set([
  "youtu.be",
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);
const SOUNDCLOUD_HOSTS = new Set(["soundcloud.com", "www.soundcloud.com", "m.soundcloud.com"]);

/** Longer than any link to a video or a track: what is longer is not one, and is not parsed at all. */
export const EMBED_INPUT_MAX = 500;

/**
 * An https address as typed (https:// added when no scheme is typed), without credentials or a port
 * of its own; null for anything else: javascript:, data:, plain http and hidden characters (a tab
 * inside "java\tscript:" that the URL parser would drop) above all.
 */
function webAddress(input: string): URL | null {
  const trimmed = input.trim();
  if (trimmed.length > EMBED_INPUT_MAX || /[\s\p{Cc}\p{Cf}]/u.test(trimmed)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === "https:" && !url.username && !url.password && !url.port ? url : null;
  } catch {
    return null;
  }
}

/** The address when its host is exactly one of `hosts` (never a look-alike such as youtube.com.evil.example). */
function onHosts(input: string, hosts: ReadonlySet<string>): URL | null {
  const url = webAddress(input);
  return url && hosts.has(url.hostname) ? url : null;
}

/** A YouTube video id from the id itself or a watch, short, embed or shorts link; null when there is none. */
export function youtubeVideoId(input: string): string | null {
  const trimmed = input.trim();
  if (YOUTUBE_ID.test(trimmed)) return trimmed;
  const url = onHosts(trimmed, YOUTUBE_HOSTS);
  if (!url) return null;
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined = null;
  if (url.hostname === "youtu.be") id = segments.length === 1 ? segments[0] : null;
  else if (segments[0] === "watch" || segments.length === 0) id = url.searchParams.get("v");
  else if (["embed", "shorts", "live", "v"].includes(segments[0] ?? "")) id = segments[1];
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** A Vimeo video id from the number itself or a vimeo.com or player link; null when there is none. */
export function vimeoVideoId(input: string): string | null {
  const trimmed = input.trim();
  if (VIMEO_ID.test(trimmed)) return trimmed;
  const url = onHosts(trimmed, VIMEO_HOSTS);
  if (!url) return null;
  const id = url.pathname
    .split("/")
    .filter(Boolean)
    .find((segment) => VIMEO_ID.test(segment));
  return id ?? null;
}

/**
 * A SoundCloud track as the canonical https://soundcloud.com/artist/track address (a set too, with
 * /sets/), or null when the link is not one on soundcloud.com.
 */
export function soundcloudTrackUrl(input: string): string | null {
  const url = onHosts(input, SOUNDCLOUD_HOSTS);
  if (!url) return null;
  const segments = url.pathname.split("/").filter(Boolean);
  const valid = segments.length >= 2 && segments.length <= 3 && segments.every((s) => /^[A-Za-z0-9_-]{1,100}$/.test(s));
  if (!valid || (segments.length === 3 && segments[1] !== "sets")) return null;
  return `https://soundcloud.com/${segments.join("/")}`;
}

/** The provider's code of an embed from what a user pasted, or null when it is not one of that provider. */
export function embedCode(type: EmbedType, input: string): string | null {
  if (type === "youtube") return youtubeVideoId(input);
  if (type === "vimeo") return vimeoVideoId(input);
  return soundcloudTrackUrl(input);
}

/** The hosts whose players a page may frame (the Content-Security-Policy's frame-src). */
export const EMBED_FRAME_HOSTS = [
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://w.soundcloud.com",
] as const;

/** The player a page frames for an embed: privacy-enhanced where the provider offers it. */
export function embedPlayerUrl(type: EmbedType, code: string): string {
  if (type === "youtube") return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(code)}`;
  if (type === "vimeo") return `https://player.vimeo.com/video/${encodeURIComponent(code)}?dnt=1`;
  return `https://w.soundcloud.com/player/?url=${encodeURIComponent(code)}&visual=true`;
}
