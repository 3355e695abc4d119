import type { JobType, SupportedLocale } from "@atelier/common";
import { SHARE_IMAGE_SIZE } from "@atelier/common/seo";
import sharp from "sharp";
import type { AppDeps } from "../../platform/deps.ts";
import { imageWork } from "../../platform/uploads/image-work.ts";
import {
  drawnShareImage,
  keptShareImage,
  SHARE_CIRCLES,
  SHARE_JPEG,
  SHARE_LEFT,
  SHARE_LIGHT,
  SITE_MARK,
  shareCardSvg,
  textLines,
  wrapWords,
} from "../../platform/uploads/share-images.ts";
import { readObject } from "../../platform/uploads/store.ts";
import { TRANSLATIONS } from "../pages/translations.ts";
import type { OpportunityRow } from "./policy.ts";

const { width: W, height: H } = SHARE_IMAGE_SIZE;
/** The employer's logo on the card: a tile on the right, as large as a chat's preview still shows it whole. */
const LOGO = 280;
const LOGO_TOP = (H - LOGO) / 2;
const LOGO_LEFT = W - SHARE_LEFT - LOGO;
const KICKER = { size: 34, line: 44 } as const;
/** Narrower beside a logo; the font's average width keeps each line inside the card. */
const TITLE = { size: 64, line: 76, lines: 3, chars: { wide: 28, beside: 19 } } as const;
const OWNER = { size: 36, line: 44, chars: { wide: 44, beside: 30 } } as const;

const JOB_TYPE_KEYS: Record<JobType, string> = {
  fullTime: "full_time",
  partTime: "part_time",
  freelance: "freelance",
  internship: "internship",
};

/** What an opportunity's picture shows: everything that goes into drawing it, and so into its address. */
export interface OpportunityShareFacts {
  row: Pick<OpportunityRow, "id" | "title" | "kind" | "jobType" | "remote" | "logoRenditions">;
  /** The owner's name as visitors see it; none when they may not. */
  ownerName: string | null;
  placeName: string | null;
}

/** The line above the title: what kind of work, and where ("Full-time job · Berlin", "Project · Remote"). */
function kickerOf({ row, placeName }: OpportunityShareFacts, locale: SupportedLocale): string {
  const texts = TRANSLATIONS[locale];
  const kind =
    row.kind === "project"
      ? texts["share_image.opportunity.project"]
      : texts[`share_image.opportunity.${row.jobType ? JOB_TYPE_KEYS[row.jobType] : "job"}`];
  const where = [placeName, row.remote ? texts["share_image.opportunity.remote"] : null].filter(Boolean);
  return [kind, ...where].join(" · ");
}

/** The card's drawing: kind and place, the title and who offers it, with room for a logo on the right when there is one. */
export function opportunityShareDrawing(
  facts: OpportunityShareFacts,
  locale: SupportedLocale,
  withLogo: boolean,
): string {
  const width = withLogo ? "beside" : "wide";
  const title = wrapWords(facts.row.title, TITLE.chars[width], TITLE.lines);
  const owner = facts.ownerName ? wrapWords(facts.ownerName, OWNER.chars[width], 1) : [];
  const kickerTop = 250;
  const titleTop = kickerTop + 88;
  const ownerTop = titleTop + (title.length - 1) * TITLE.line + 70;
  const decoration = withLogo
    ? `<rect x="${LOGO_LEFT - 12}" y="${LOGO_TOP - 12}" width="${LOGO + 24}" height="${LOGO + 24}" rx="36" fill="${SHARE_LIGHT}"/>`
    : SHARE_CIRCLES;
  return shareCardSvg(
    decoration +
      SITE_MARK +
      textLines([kickerOf(facts, locale)], kickerTop, KICKER, 'opacity="0.88"') +
      textLines(title, titleTop, TITLE, 'font-weight="700" letter-spacing="-1.5"') +
      textLines(owner, ownerTop, OWNER, 'opacity="0.88"') +
      textLines([TRANSLATIONS[locale]["share_image.opportunity.apply"]], H - 56, KICKER, 'opacity="0.7"'),
  );
}

/** The logo's largest rendition, square already, as a rounded tile. */
async function logoTile(logo: Buffer): Promise<Buffer> {
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO}" height="${LOGO}"><rect width="${LOGO}" height="${LOGO}" rx="28"/></svg>`,
  );
  return sharp(logo)
    .resize(LOGO, LOGO, { fit: "contain", background: "#ffffff" })
    .flatten({ background: "#ffffff" })
    .composite([{ input: mask, blend: "dest-in" }])
    .png()
    .toBuffer();
}

/**
 * The picture of a shared opportunity link, a JPEG of SHARE_IMAGE_SIZE in the reader's language:
 * what kind of work and where, its title and who offers it on the accent's card, with the
 * employer's logo on a tile when there is one. Made in the image queue and kept until what it
 * shows changes.
 */
export async function renderOpportunityShareImage(
  deps: Pick<AppDeps, "storage">,
  facts: OpportunityShareFacts,
  locale: SupportedLocale,
): Promise<Buffer> {
  const logoKey = largestRendition(facts.row.logoRenditions);
  // Kept by what is drawn alone: a new application or an edited description draws nothing new.
  const { row, ownerName, placeName } = facts;
  const drawn = [row.id, row.title, row.kind, row.jobType, row.remote, ownerName, placeName, logoKey];
  return keptShareImage(["opportunities", locale, ...drawn], async () => {
    const logo = logoKey ? await readObject(deps, logoKey) : null;
    if (!logo) return drawnShareImage(opportunityShareDrawing(facts, locale, false));
    return imageWork.run(async () =>
      sharp(Buffer.from(opportunityShareDrawing(facts, locale, true)))
        .composite([{ input: await logoTile(logo), left: LOGO_LEFT, top: LOGO_TOP }])
        .jpeg(SHARE_JPEG)
        .toBuffer(),
    );
  });
}

const largestRendition = (renditions: Record<string, string> | null): string | null =>
  renditions ? (Object.entries(renditions).sort(([a], [b]) => Number(b) - Number(a))[0]?.[1] ?? null) : null;
