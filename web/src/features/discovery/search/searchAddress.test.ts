import { describe, expect, it } from "vitest";
import { parseSiteSearch, searchWords, siteSearchHref } from "./searchAddress.ts";

describe("the results page's address", () => {
  it("reads the words, the tab and the people's page", () => {
    expect(parseSiteSearch("?q=%20Lena%20%20Hof%20&tab=people&page=3")).toEqual({
      q: "Lena Hof",
      tab: "people",
      page: 3,
    });
    expect(parseSiteSearch("?q=poster")).toEqual({ q: "poster", tab: "all", page: 1 });
  });

  it("falls back to the first page of everything for what it cannot read", () => {
    expect(parseSiteSearch("?tab=jobs&page=2")).toEqual({ q: "", tab: "all", page: 1 });
    expect(parseSiteSearch("?q=a&tab=people&page=-4")).toEqual({ q: "a", tab: "people", page: 1 });
    expect(parseSiteSearch("?q=a&tab=people&page=1.5")).toEqual({ q: "a", tab: "people", page: 1 });
  });

  it("searches one name even when it is written with commas, and at most 100 characters", () => {
    expect(searchWords("Müller, Anna")).toBe("Müller Anna");
    expect(searchWords(" ,\t ")).toBe("");
    expect(searchWords(`${"a".repeat(99)} bcd`)).toBe("a".repeat(99));
  });

  it("writes only what differs from the defaults, and back to what it read", () => {
    expect(siteSearchHref({ q: "Jürgen B" })).toBe("/search?q=J%C3%BCrgen+B");
    expect(siteSearchHref({ q: "x", tab: "people", page: 2 })).toBe("/search?q=x&tab=people&page=2");
    expect(siteSearchHref({ q: "x", tab: "people", page: 1 })).toBe("/search?q=x&tab=people");
    expect(siteSearchHref({})).toBe("/search");
    const href = siteSearchHref({ q: "a&b=c", tab: "people", page: 4 });
    expect(parseSiteSearch(href.slice(href.indexOf("?")))).toEqual({ q: "a&b=c", tab: "people", page: 4 });
  });
});
