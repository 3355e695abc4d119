import { describe, expect, it } from "vitest";
import { profileTabs, tabOf } from "./profileTabs.ts";

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
