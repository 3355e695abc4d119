import { escapeXml, SHARE_IMAGE_SIZE } from "@atelier/common/seo";
import { and, asc, eq } from "drizzle-orm";
import { creationMedia, storedFiles } from "../../../db/schema/index.ts";
import { renderJpeg } from "../../../platform/uploads/images.ts";
import {
  drawnShareImage,
  keptShareImage,
  SHARE_LIGHT,
  SHARE_SANS,
  shareCardSvg,
} from "../../../platform/uploads/share-images.ts";
import { readObject } from "../../../platform/uploads/store.ts";
import { CREATION_RESOURCE_TYPES, type CreationRow } from "../policy.ts";
import type { MediaDeps } from "./service.ts";

const { width: W, height: H } = SHARE_IMAGE_SIZE;
const CENTRE = { x: 0.5, y: 0.5 };
const TITLE_SIZE = 68;
/** About as many characters of the title's size as fit between the card's margins. */
const LINE_CHARACTERS = 26;
const MAX_LINES = 3;

/** The title in at most MAX_LINES lines, broken between words where it can be, the last one cut with an ellipsis. */
export function titleLines(title: string): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of title.split(/\s+/).filter(Boolean)) {
    for (let rest = word; rest !== ""; ) {
      const joined = current ? `${current} ${rest}` : rest;
      if (joined.length <= LINE_CHARACTERS) {
        current = joined;
        rest = "";
      } else if (current) {
        lines.push(current);
        current = "";
      } else {
        lines.push(rest.slice(0, LINE_CHARACTERS));
        rest = rest.slice(LINE_CHARACTERS);
      }
    }
  }
  if (current) lines.push(current);
  if (lines.length <= MAX_LINES) return lines;
  const kept = lines.slice(0, MAX_LINES);
  kept[MAX_LINES - 1] = `${kept[MAX_LINES - 1].slice(0, LINE_CHARACTERS - 1)}…`;
  return kept;
}

/** An item without an image: its title on the accent's card, centred, under a short rule. */
function titleCardSvg(title: string): string {
  const lines = titleLines(title);
  const lineHeight = TITLE_SIZE * 1.2;
  const top = H / 2 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${W / 2}" y="${top + i * lineHeight}" dy="0.35em" text-anchor="middle" font-family="${SHARE_SANS}" ` +
        `font-weight="700" font-size="${TITLE_SIZE}" fill="${SHARE_LIGHT}">${escapeXml(line)}</text>`,
    )
    .join("");
  const ruleY = top - lineHeight;
  return shareCardSvg(
    `<rect x="${W / 2 - 60}" y="${ruleY}" width="120" height="6" rx="3" fill="${SHARE_LIGHT}" opacity="0.7"/>${text}`,
  );
}

/**
 * The picture of a shared item link, a JPEG of SHARE_IMAGE_SIZE: the item's first image cropped
 * around its centre; an item of players alone, or none, shows its title on the accent's card (a
 * player's own picture would be a request of ours to its provider). Kept until what it shows changes.
 */
export async function renderItemShareImage(deps: MediaDeps, item: CreationRow): Promise<Buffer> {
  const [first] = await deps.db
    .select({ key: storedFiles.key, width: creationMedia.width, height: creationMedia.height })
    .from(creationMedia)
    .innerJoin(storedFiles, eq(storedFiles.id, creationMedia.fileId))
    .where(and(eq(creationMedia.creationId, item.id), eq(creationMedia.type, "image")))
    .orderBy(asc(creationMedia.position), asc(creationMedia.id))
    .limit(1);
  return keptShareImage([CREATION_RESOURCE_TYPES[item.type], item.id, item.title, first?.key], async () => {
    const bytes = first?.width && first.height ? await readObject(deps, first.key) : null;
    if (first?.width && first.height && bytes) {
      return renderJpeg({ bytes, width: first.width, height: first.height }, SHARE_IMAGE_SIZE, CENTRE);
    }
    return drawnShareImage(titleCardSvg(item.title));
  });
}
