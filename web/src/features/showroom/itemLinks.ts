import { EMBED_FRAME_HOSTS } from "@atelier/common/embeds";
import type { Medium } from "./types.ts";

/**
 * The id or slug a neighbour link of an item names (`links.prev`, `links.next`): the last segment
 * of its path, which the item's page reads by.
 */
export function neighbourKey(link: unknown): string | null {
  if (typeof link !== "string" || link === "") return null;
  const path = link.split(/[?#]/)[0].replace(/\/+$/, "");
  const last = path.slice(path.lastIndexOf("/") + 1);
  if (!last) return null;
  try {
    return decodeURIComponent(last);
  } catch {
    return null;
  }
}

/**
 * The player to frame once the reader asked for it: only on the providers' player hosts the page
 * allows, starting at once (the click was the reader's request to play).
 */
export function playerUrl(medium: Pick<Medium, "mediaType" | "embedUrl">): string | null {
  if (!medium.embedUrl || medium.mediaType === "image") return null;
  let url: URL;
  try {
    url = new URL(medium.embedUrl);
  } catch {
    return null;
  }
  if (!(EMBED_FRAME_HOSTS as readonly string[]).includes(url.origin)) return null;
  if (medium.mediaType === "soundcloud") url.searchParams.set("auto_play", "true");
  else url.searchParams.set("autoplay", "1");
  return url.toString();
}
