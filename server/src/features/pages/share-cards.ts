import type { SupportedLocale } from "@atelier/common/enums";
import { SHARE_IMAGE_SIZE, type ShareCard } from "@atelier/common/seo";
import {
  drawnShareImage,
  keptShareImage,
  SHARE_CIRCLES,
  SHARE_LIGHT,
  SITE_MARK,
  shareCardSvg,
  textLines,
  wrapWords,
} from "../../platform/uploads/share-images.ts";
import { TRANSLATIONS } from "./translations.ts";

const { width: W, height: H } = SHARE_IMAGE_SIZE;
const TITLE = { size: 72, line: 82, chars: 26, lines: 2 } as const;
const LEAD = { size: 34, line: 46, chars: 52, lines: 3 } as const;

/** The card: the site's name, the page's title and one sentence about it, beside a few of the accent's circles. */
export function shareCardDrawing(card: ShareCard, locale: SupportedLocale): string {
  const texts = TRANSLATIONS[locale];
  const title = wrapWords(texts[`share_card.${card}.title`], TITLE.chars, TITLE.lines);
  const lead = wrapWords(texts[`share_card.${card}.lead`], LEAD.chars, LEAD.lines);
  const titleTop = 270;
  const leadTop = titleTop + (title.length - 1) * TITLE.line + 76;
  const circles =
    SHARE_CIRCLES +
    `<circle cx="${W - 60}" cy="${H / 2 + 20}" r="46" fill="none" stroke="${SHARE_LIGHT}" stroke-width="4" opacity="0.35"/>`;
  return shareCardSvg(
    circles +
      SITE_MARK +
      textLines(title, titleTop, TITLE, 'font-weight="700" letter-spacing="-1.5"') +
      textLines(lead, leadTop, LEAD, 'opacity="0.88"'),
  );
}

/** The card of a page's shared links as a JPEG of SHARE_IMAGE_SIZE, drawn once per page and language. */
export const renderShareCard = (card: ShareCard, locale: SupportedLocale): Promise<Buffer> =>
  keptShareImage(["share_card", card, locale], () => drawnShareImage(shareCardDrawing(card, locale)));
