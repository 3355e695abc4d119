import { SUPPORTED_LOCALES, type SupportedLocale } from "@atelier/common/enums";
import {
  addressLocale,
  describe,
  LANG_PARAM,
  SHARE_IMAGE_SIZE,
  type ShareCard,
  shareCardPath,
} from "@atelier/common/seo";
import type { MetaArgs, MetaDescriptor, MetaFunction } from "react-router";
import { sharedT, toSupportedLocale } from "../../i18n/index.ts";

function rootData(matches: MetaArgs["matches"]): Record<string, unknown> {
  const data = matches.find((m) => m?.id === "root")?.data;
  return typeof data === "object" && data !== null ? (data as Record<string, unknown>) : {};
}

/** The site's public address (the server's configured one), which every address in the head starts with. */
export const publicUrlOf = (args: MetaArgs): string => String(rootData(args.matches).publicUrl ?? "");

/** Open Graph names languages with their region. */
const OG_LOCALES: Record<SupportedLocale, string> = { en: "en_US", de: "de_DE" };

/** A picture of a shared link, at its size, so platforms lay the preview out before fetching it. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * What a page tells search engines and the apps a link to it is shared in. Every page type states
 * it through `sharedPageMeta`, which turns it into the tags.
 */
export interface SharedPage {
  /** The document title, whole. */
  title: string;
  /** One or two sentences, shortened to what search results show. */
  description: string;
  /** The page's own path when the address may name it otherwise (a profile by id, or in other case). */
  path?: string;
  /** The page's own picture; a listed page without one shows the site's card of `card`. */
  image?: ShareImage;
  /** Which of the site's cards a listed page without a picture of its own shows: the home page's unless named. */
  card?: ShareCard;
  /** Open Graph's type: a person's or a company's page is a profile, a piece of work an article. */
  type?: "website" | "profile" | "article";
  /** Whether search engines may list it: only public pages, never someone's own or a private one. */
  indexed: boolean;
  /** schema.org data about what the page shows (JSON-LD). */
  structured?: Record<string, unknown>;
}

/** The language of the page being titled, and a translator in it. */
export function metaLanguage(args: MetaArgs) {
  const locale = toSupportedLocale(
    typeof document === "undefined" ? rootData(args.matches).locale : document.documentElement.lang,
  );
  // A translator over the messages already loaded for the page (or the server).
  return { locale, t: sharedT(locale) };
}

/**
 * The head of a page as search engines and link previews read it: title, description, the
 * canonical address (absolute, from the site's public address) with one per language (hreflang),
 * Open Graph and Twitter card tags, robots, and schema.org data.
 */
export function sharedPageMeta(args: MetaArgs, page: SharedPage): MetaDescriptor[] {
  const { locale, t } = metaLanguage(args);
  const origin = publicUrlOf(args);
  const base = `${origin}${page.path ?? args.location.pathname}`;
  const inLanguage = (code: SupportedLocale) => `${base}?${LANG_PARAM}=${code}`;
  const named = addressLocale(args.location.search);
  const canonical = named ? inLanguage(named) : base;
  const description = describe(page.description);
  const image =
    page.image ??
    (page.indexed
      ? { url: shareCardPath(page.card ?? "home", locale), ...SHARE_IMAGE_SIZE, alt: page.title }
      : undefined);
  const tags: MetaDescriptor[] = [
    { title: page.title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...SUPPORTED_LOCALES.map((code) => ({ tagName: "link", rel: "alternate", hrefLang: code, href: inLanguage(code) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: base },
    { property: "og:site_name", content: t("app.name") },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: OG_LOCALES[locale] },
    ...SUPPORTED_LOCALES.filter((code) => code !== locale).map((code) => ({
      property: "og:locale:alternate",
      content: OG_LOCALES[code],
    })),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
  ];
  if (image) {
    tags.push(
      { property: "og:image", content: `${origin}${image.url}` },
      { property: "og:image:width", content: String(image.width) },
      { property: "og:image:height", content: String(image.height) },
      { property: "og:image:alt", content: image.alt },
      { name: "twitter:image:alt", content: image.alt },
    );
  }
  if (!page.indexed) tags.push({ name: "robots", content: "noindex" });
  if (page.structured) tags.push({ "script:ld+json": { "@context": "https://schema.org", ...page.structured } });
  return tags;
}

export interface PageMetaOptions {
  /** Translation key of the title. */
  title: string;
  /** Translation key of the search-result description; the site's own when the page has none. */
  description?: string;
  /** The title already names Atelier (the home page); it is used as it is. */
  standalone?: boolean;
  /** Values the title's message takes. */
  values?: Record<string, string>;
  /** A public page search engines may list; others (forms, one's own screens) they leave out. */
  indexed?: boolean;
  /** The site's card its shared links show, when listed (the home page's unless named). */
  card?: ShareCard;
}

/**
 * The `meta` export of a page with a translated title (and description). The language is the root
 * loader's on the server; in the browser it is the document's, which follows the language switch.
 */
export function pageMeta({
  title,
  description = "home.meta.description",
  standalone = false,
  values,
  indexed = false,
  card,
}: PageMetaOptions): MetaFunction {
  return (args) => {
    const { t } = metaLanguage(args);
    const text = standalone ? t(title, values) : t("app.titleTemplate", { title: t(title, values) });
    return sharedPageMeta(args, { title: text, description: t(description), indexed, card });
  };
}
