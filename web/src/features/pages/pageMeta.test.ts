import type { MetaArgs } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loadTranslations } from "../../i18n/index.ts";
import { pageMeta } from "./pageMeta.ts";

/** The arguments React Router passes, with the root loader's start data carrying the page language. */
function argsWithLocale(locale: unknown): MetaArgs {
  return {
    matches: [{ id: "root", data: { locale }, loaderData: { locale } }],
  } as unknown as MetaArgs;
}

describe("pageMeta", () => {
  beforeAll(async () => {
    await loadTranslations("de");
  });

  it("titles a page in the language of the request, with the site name", () => {
    expect(pageMeta({ title: "pages.imprint.meta.title" })(argsWithLocale("de"))).toEqual([
      { title: "Impressum · Atelier" },
    ]);
    expect(pageMeta({ title: "pages.imprint.meta.title" })(argsWithLocale("en"))).toEqual([
      { title: "Imprint · Atelier" },
    ]);
  });

  it("uses a standalone title as it is and adds the description", () => {
    expect(
      pageMeta({ title: "home.meta.title", description: "home.meta.description", standalone: true })(
        argsWithLocale("en"),
      ),
    ).toEqual([
      { title: "Atelier · Portfolios and network for creatives" },
      {
        name: "description",
        content: "Show your creative work, connect with clients and peers, and find your next project on Atelier.",
      },
    ]);
  });

  it("falls back to English when the language is unknown or missing", () => {
    expect(pageMeta({ title: "pages.pricing.meta.title" })(argsWithLocale("fr"))).toEqual([
      { title: "Pricing · Atelier" },
    ]);
    expect(pageMeta({ title: "pages.pricing.meta.title" })({ matches: [] } as unknown as MetaArgs)).toEqual([
      { title: "Pricing · Atelier" },
    ]);
  });
});
