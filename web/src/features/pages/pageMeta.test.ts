import type { MetaArgs, MetaDescriptor } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loadTranslations } from "../../i18n/index.ts";
import { pageMeta, sharedPageMeta } from "./pageMeta.ts";

const ORIGIN = "https://atelier.example";

/** The arguments React Router passes, with the root loader's start data carrying the page language. */
function argsFor(locale: unknown, { pathname = "/imprint", search = "" } = {}): MetaArgs {
  const data = { locale, publicUrl: ORIGIN };
  return { matches: [{ id: "root", data, loaderData: data }], location: { pathname, search } } as unknown as MetaArgs;
}

const titleOf = (tags: MetaDescriptor[] | undefined = []) => tags.find((t) => "title" in t);
const named = (tags: MetaDescriptor[] | undefined = [], key: string) =>
  tags.filter((t) => ("name" in t && t.name === key) || ("property" in t && t.property === key));
const linked = (tags: MetaDescriptor[] | undefined = [], rel: string) =>
  tags.filter((t) => "rel" in t && t.rel === rel);

describe("pageMeta", () => {
  beforeAll(async () => {
    await loadTranslations("de");
  });

  it("titles a page in the language of the request, with the site name", () => {
    expect(titleOf(pageMeta({ title: "pages.imprint.meta.title" })(argsFor("de")))).toEqual({
      title: "Impressum · Atelier",
    });
    expect(titleOf(pageMeta({ title: "pages.imprint.meta.title" })(argsFor("en")))).toEqual({
      title: "Imprint · Atelier",
    });
  });

  it("uses a standalone title as it is, and the site's description when the page has none", () => {
    const tags = pageMeta({ title: "home.meta.title", standalone: true })(argsFor("en", { pathname: "/" }));
    expect(titleOf(tags)).toEqual({ title: "Atelier · Portfolios and network for creatives" });
    expect(named(tags, "description")).toEqual([
      {
        name: "description",
        content: "Show your creative work, connect with clients and peers, and find your next project on Atelier.",
      },
    ]);
  });

  it("falls back to English when the language is unknown or missing", () => {
    expect(titleOf(pageMeta({ title: "pages.pricing.meta.title" })(argsFor("fr")))).toEqual({
      title: "Pricing · Atelier",
    });
    const bare = { matches: [], location: { pathname: "/pricing", search: "" } } as unknown as MetaArgs;
    expect(titleOf(pageMeta({ title: "pages.pricing.meta.title" })(bare))).toEqual({ title: "Pricing · Atelier" });
  });

  it("keeps search engines off a page unless it says it is public", () => {
    expect(named(pageMeta({ title: "titles.login" })(argsFor("en")), "robots")).toEqual([
      { name: "robots", content: "noindex" },
    ]);
    expect(named(pageMeta({ title: "pages.imprint.meta.title", indexed: true })(argsFor("en")), "robots")).toEqual([]);
  });

  it("names the page's address in the language its address names, and one per language", () => {
    const tags = pageMeta({ title: "pages.imprint.meta.title", indexed: true })(
      argsFor("de", { pathname: "/imprint", search: "?lang=de&utm_source=x" }),
    );
    expect(linked(tags, "canonical")).toEqual([
      { tagName: "link", rel: "canonical", href: `${ORIGIN}/imprint?lang=de` },
    ]);
    expect(linked(tags, "alternate")).toEqual([
      { tagName: "link", rel: "alternate", hrefLang: "en", href: `${ORIGIN}/imprint?lang=en` },
      { tagName: "link", rel: "alternate", hrefLang: "de", href: `${ORIGIN}/imprint?lang=de` },
      { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${ORIGIN}/imprint` },
    ]);
    expect(named(tags, "og:locale")).toEqual([{ property: "og:locale", content: "de_DE" }]);
    expect(named(tags, "og:locale:alternate")).toEqual([{ property: "og:locale:alternate", content: "en_US" }]);
  });

  it("shows a picture as a large card, at an absolute address, and shortens the description", () => {
    const tags = sharedPageMeta(argsFor("en", { pathname: "/profile/x" }), {
      title: "X · Atelier",
      description: `${"word ".repeat(60)}end`,
      indexed: true,
      type: "profile",
      image: { url: "/api/v1/users/1/share_image?v=a", width: 1200, height: 630, alt: "X on Atelier" },
    });
    expect(named(tags, "twitter:card")).toEqual([{ name: "twitter:card", content: "summary_large_image" }]);
    expect(named(tags, "og:image")).toEqual([
      { property: "og:image", content: `${ORIGIN}/api/v1/users/1/share_image?v=a` },
    ]);
    expect(named(tags, "og:type")).toEqual([{ property: "og:type", content: "profile" }]);
    const description = String((named(tags, "description")[0] as { content: string }).content);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^word( word)*…$/);
  });

  it("shows the site's card, in the page's language, on a listed page without a picture of its own", () => {
    const listed = pageMeta({ title: "pages.featured.meta.title", indexed: true, card: "featured" })(argsFor("de"));
    expect(named(listed, "og:image")).toEqual([
      { property: "og:image", content: `${ORIGIN}/api/v1/share_cards/featured?lang=de` },
    ]);
    expect(named(listed, "twitter:card")).toEqual([{ name: "twitter:card", content: "summary_large_image" }]);
    const plain = pageMeta({ title: "pages.imprint.meta.title", indexed: true })(argsFor("en"));
    expect(named(plain, "og:image")).toEqual([
      { property: "og:image", content: `${ORIGIN}/api/v1/share_cards/home?lang=en` },
    ]);
    // A page search engines leave out is not meant to be shared either.
    const unlisted = pageMeta({ title: "titles.login" })(argsFor("en"));
    expect(named(unlisted, "og:image")).toEqual([]);
    expect(named(unlisted, "twitter:card")).toEqual([{ name: "twitter:card", content: "summary" }]);
  });
});
