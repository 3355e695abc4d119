import { describe, expect, it } from "vitest";
import { addressLocale, contentVersion, describe as describeText, initialsOf } from "./seo.ts";

describe("describe", () => {
  it("keeps a short text whole, on one line", () => {
    expect(describeText("  A bookbinder\n\nin   Leipzig. ")).toBe("A bookbinder in Leipzig.");
  });

  it("cuts a long text after the last whole word that fits, without trailing signs", () => {
    const text = "Posters, books and signs for theatres, museums and festivals, made by hand.";
    expect(describeText(text, 40)).toBe("Posters, books and signs for theatres…");
    expect(describeText(text, 40).length).toBeLessThanOrEqual(40);
  });

  it("cuts a text without spaces inside its limit", () => {
    expect(describeText("x".repeat(300))).toBe(`${"x".repeat(159)}…`);
  });
});

describe("addressLocale", () => {
  it("reads one of the site's languages from the query, and nothing else", () => {
    expect(addressLocale("?lang=de")).toBe("de");
    expect(addressLocale("?tab=x&lang=en")).toBe("en");
    expect(addressLocale("?lang=fr")).toBeNull();
    expect(addressLocale("")).toBeNull();
  });
});

describe("contentVersion", () => {
  it("changes with what it is made of", () => {
    expect(contentVersion("a|b")).toBe(contentVersion("a|b"));
    expect(contentVersion("a|b")).not.toBe(contentVersion("a|c"));
  });
});

describe("initialsOf", () => {
  it("takes two initials, leaving out legal forms and signs", () => {
    expect(initialsOf("Harbour & Finch Ltd")).toBe("HF");
    expect(initialsOf("ada lovelace")).toBe("AL");
  });
});
