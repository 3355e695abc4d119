import type { SupportedLocale } from "@atelier/common/enums";
import { FEED_CARDS_DRAWN } from "@atelier/common/feed";
import type { Document } from "@atelier/common/jsonapi";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { JsonApiStore } from "../../../api/store.ts";
import { AppMantineProvider } from "../../../app/theme/AppMantineProvider.tsx";
import { sharedI18n } from "../../../i18n/index.ts";
import { type Item, ItemGrid } from "../../showroom/index.ts";
import { FEED_GRID } from "./FeedSection.tsx";

/**
 * The first cards of a member's feed as the feed's grid draws them, from the feed's first page as
 * the API answers it to the member, for the server to put into the page kept for all members as it
 * sends it to them. Null when the feed has nothing to show: the home then draws what it draws for a
 * quiet network. Static markup: the browser draws the grid anew once it has hydrated.
 */
export function renderFeedCards(feed: Document, locale: SupportedLocale): string | null {
  const store = new JsonApiStore();
  store.merge(feed);
  const items = store.denormalizeData<Item>(feed.data, { include: ["owner"] }).slice(0, FEED_CARDS_DRAWN);
  if (items.length === 0) return null;
  const i18n = sharedI18n(locale);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <AppMantineProvider>
        <MemoryRouter>
          <ItemGrid items={items} label={i18n.t("home.member.feed.title")} {...FEED_GRID} />
        </MemoryRouter>
      </AppMantineProvider>
    </I18nextProvider>,
  );
}
