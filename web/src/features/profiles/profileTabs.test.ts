import { describe, expect, it } from "vitest";
import { openingTab, profileTabs, tabOf, tabPath } from "./profileTabs.ts";

describe("profileTabs", () => {
  it("gives a person every tab", () => {
    expect(profileTabs({ kind: "private", isCreative: false })).toEqual([
      "about",
      "showroom",
      "gallery",
      "opportunities",
      "connections",
    ]);
  });

  it("gives a company its layout: work only for a creative company, and what it hires for", () => {
    expect(profileTabs({ kind: "company", isCreative: true })).toEqual([
      "about",
      "showroom",
      "gallery",
      "opportunities",
      "connections",
    ]);
    expect(profileTabs({ kind: "company", isCreative: false })).toEqual(["about", "opportunities", "connections"]);
  });
});

describe("tabOf", () => {
  it("opens a tab the profile shows, and About for any other", () => {
    const company = profileTabs({ kind: "company", isCreative: false });
    expect(tabOf(new URLSearchParams("tab=connections"), company)).toBe("connections");
    expect(tabOf(new URLSearchParams("tab=showroom"), company)).toBe("about");
    expect(tabOf(new URLSearchParams("tab=opportunities"))).toBe("opportunities");
    expect(tabOf(new URLSearchParams("tab=nothing"))).toBe("about");
    expect(tabOf(new URLSearchParams())).toBe("about");
  });
});

describe("openingTab", () => {
  it("opens a profile with published work on its showroom, else on its gallery, and on About without", () => {
    const person = profileTabs({ kind: "private", isCreative: true });
    expect(openingTab(person, { showroom: true, gallery: true })).toBe("showroom");
    expect(openingTab(person, { showroom: false, gallery: true })).toBe("gallery");
    expect(openingTab(person, { showroom: false, gallery: false })).toBe("about");
    const company = profileTabs({ kind: "company", isCreative: false });
    expect(openingTab(company, { showroom: true, gallery: true })).toBe("about");
  });

  it("is the tab of an address that names none, or one the profile does not show", () => {
    expect(tabOf(new URLSearchParams(), undefined, "showroom")).toBe("showroom");
    expect(tabOf(new URLSearchParams("tab=nothing"), undefined, "showroom")).toBe("showroom");
    expect(tabOf(new URLSearchParams("tab=about"), undefined, "showroom")).toBe("about");
  });

  it("is the bare address, every other tab named; all of them while it is not known", () => {
    expect(tabPath("showroom", "showroom")).toBe("?");
    expect(tabPath("about", "showroom")).toBe("?tab=about");
    expect(tabPath("about")).toBe("?");
    expect(tabPath("about", null)).toBe("?tab=about");
    expect(tabPath("connections")).toBe("?tab=connections");
  });
});
