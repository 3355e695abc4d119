import { describe, expect, it } from "vitest";
import { SOCIAL_LINK_KINDS } from "./enums.ts";
import { weblinkKindOf, withWebScheme } from "./weblinks.ts";

describe("withWebScheme", () => {
  it.each([
    ["lindqvist.studio", "https://lindqvist.studio"],
    ["www.behance.net/mara", "https://www.behance.net/mara"],
    ["  dribbble.com/mara  ", "https://dribbble.com/mara"],
    ["example.com:8080/work", "https://example.com:8080/work"],
    ["localhost", "https://localhost"],
  ])("adds https:// to %j", (typed, whole) => {
    expect(withWebScheme(typed)).toBe(whole);
  });

  it.each([
    ["https://example.com", "https://example.com"],
    ["HTTP://example.com/a?b=c", "HTTP://example.com/a?b=c"],
    [" https://example.com ", "https://example.com"],
  ])("keeps the scheme of %j", (typed, whole) => {
    expect(withWebScheme(typed)).toBe(whole);
  });

  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,hi",
    "vbscript:x",
    "mailto:a@example.com",
    "//example.com",
    "/relative",
    "",
  ])("leaves %j for the check that refuses it", (typed) => {
    expect(withWebScheme(typed)).toBe(typed.trim());
  });
});

describe("weblinkKindOf", () => {
  it.each([
    ["https://www.behance.net/mara", "behance"],
    ["dribbble.com/mara", "dribbble"],
    ["https://mara.artstation.com", "artstation"],
    ["instagram.com/mara", "instagram"],
    ["https://de.linkedin.com/in/mara", "linkedin"],
    ["vimeo.com/123", "vimeo"],
    ["https://youtu.be/abc", "youtube"],
    ["https://www.youtube.com/@mara", "youtube"],
    ["github.com/mara", "github"],
    ["https://x.com/mara", "twitter"],
    ["https://facebook.com/mara", "facebook"],
    ["lindqvist.studio", "website"],
    ["https://notbehance.net/mara", "website"],
    ["https://behance.net.evil.example", "website"],
    ["not a url at all", "website"],
  ])("reads %j as %s", (url, kind) => {
    expect(weblinkKindOf(url)).toBe(kind);
  });

  it("names only kinds of the enum, and every network of the enum has hosts", () => {
    const found = new Set(
      [
        "behance.net",
        "dribbble.com",
        "artstation.com",
        "instagram.com",
        "linkedin.com",
        "vimeo.com",
        "youtube.com",
        "github.com",
        "x.com",
        "facebook.com",
        "example.com",
      ].map((host) => weblinkKindOf(host)),
    );
    expect([...found].sort()).toEqual([...SOCIAL_LINK_KINDS].sort());
  });
});
