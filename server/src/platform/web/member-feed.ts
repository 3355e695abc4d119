import { SUPPORTED_LOCALES, type SupportedLocale } from "@atelier/common/enums";
import { BROUGHT_FEED_ID, FEED_LIMITS, FEED_SLOT } from "@atelier/common/feed";
import type { Document } from "@atelier/common/jsonapi";
import { isSupportedLocale } from "../http/locale.ts";

/** The web app's drawing of a feed's first cards (features/home/member/feed-cards.server.tsx). */
export type FeedCardsRenderer = (feed: Document, locale: SupportedLocale) => string | null;

/** The feed's first page, as the member's browser would ask for it. */
export const FEED_FIRST_PAGE = `/v1/feed?page%5Bsize%5D=${FEED_LIMITS.pageSize}`;

const SLOT = new RegExp(`(<div[^>]*\\s${FEED_SLOT.attribute}=""[^>]*>)(</div>)`);
const PAGE_LANGUAGE = /<html[^>]*\slang="([a-z]{2})"/;

/**
 * A member's home filled for the one member it is sent to: the first cards of their feed in the
 * feed's empty place, in the page's language, and the feed's first page at the end of the body,
 * where the browser's first read of the feed takes it instead of asking. The member's own work thus
 * paints with the page, as a visitor's shelves do, whether the page was kept for all members or
 * rendered for them alone. Left as it is when the page has no such place, or the feed cannot be
 * read or has nothing to show.
 */
export async function fillMemberFeed(
  html: string,
  readFeed: () => Promise<Response>,
  render: FeedCardsRenderer,
): Promise<string> {
  if (!SLOT.test(html)) return html;
  const named = PAGE_LANGUAGE.exec(html)?.[1];
  const locale = isSupportedLocale(named) ? named : SUPPORTED_LOCALES[0];
  const reply = await readFeed();
  if (reply.status !== 200) return html;
  const json = await reply.text();
  const cards = render(JSON.parse(json) as Document, locale);
  if (!cards) return html;
  // Inside a script, "<" could end it ("</script>"); JSON reads "\u003c" as the same character.
  const brought = `<script type="application/json" id="${BROUGHT_FEED_ID}">${json.replaceAll("<", "\\u003c")}</script>`;
  // Replacing through functions: the cards and the feed are people's text, whose "$" means nothing here.
  return html
    .replace(SLOT, (_, open: string, close: string) => `${open}${cards}${close}`)
    .replace("</body>", () => `${brought}</body>`);
}
