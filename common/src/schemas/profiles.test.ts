import { describe, expect, it } from "vitest";
import {
  creativeFieldOperationCreateSchema,
  educationCreateSchema,
  employmentUpdateSchema,
  profileUpdateSchema,
  weblinkCreateSchema,
} from "./profiles.ts";
import { webUrl } from "./text.ts";

describe("webUrl", () => {
  it.each(["https://example.com", "http://example.com/a?b=c#d", "https://www.behance.net/grace"])(
    "accepts %s",
    (url) => {
      expect(webUrl.safeParse(url).success).toBe(true);
    },
  );

  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "java\tscript:alert(1)",
    "data:text/html,hi",
    "vbscript:x",
    "/relative",
    "//example.com",
    "mailto:a@example.com",
  ])("refuses %j", (url) => {
    expect(webUrl.safeParse(url).success).toBe(false);
  });

  it.each([
    ["lindqvist.studio", "https://lindqvist.studio"],
    [" www.behance.net/grace ", "https://www.behance.net/grace"],
    ["http://example.com", "http://example.com"],
  ])("stores %j as %j", (typed, stored) => {
    expect(webUrl.parse(typed)).toBe(stored);
  });

  it.each(["", "   ", "exa mple.com", "java\tscript:alert(1)"])("refuses %j even with a scheme added", (url) => {
    expect(webUrl.safeParse(url).success).toBe(false);
  });
});

describe("weblink kinds", () => {
  it("take the networks creatives use and the user's own site, and nothing else", () => {
    for (const kind of [
      "website",
      "behance",
      "dribbble",
      "artstation",
      "instagram",
      "linkedin",
      "vimeo",
      "youtube",
      "github",
    ]) {
      expect(weblinkCreateSchema.safeParse({ url: "https://example.com", kind }).success).toBe(true);
    }
    const refused = weblinkCreateSchema.safeParse({ url: "https://example.com", kind: "myspace" });
    expect(refused.error?.issues[0].path).toEqual(["kind"]);
    expect(weblinkCreateSchema.parse({ url: "example.com" })).toEqual({ url: "https://example.com", kind: "website" });
  });
});

describe("history entries", () => {
  it("refuse an end before the start at endedOn, and allow a missing end", () => {
    const refused = educationCreateSchema.safeParse({ school: "X", startedOn: "2020-05-01", endedOn: "2020-04-30" });
    expect(refused.error?.issues[0].path).toEqual(["endedOn"]);
    expect(educationCreateSchema.safeParse({ school: "X", startedOn: "2020-05-01" }).success).toBe(true);
    expect(employmentUpdateSchema.safeParse({ endedOn: null }).success).toBe(true);
  });
});

describe("profileUpdateSchema", () => {
  it("keeps paragraphs and turns an emptied text into null", () => {
    expect(profileUpdateSchema.parse({ about: "One.\n\nTwo.", headline: "  " })).toEqual({
      about: "One.\n\nTwo.",
      headline: null,
    });
  });
});

describe("creativeFieldOperationCreateSchema", () => {
  it("takes the field as an id or a one-element list, and needs one of them", () => {
    expect(creativeFieldOperationCreateSchema.parse({ creativeFieldIds: ["4"] })).toEqual({
      creativeFieldId: 4,
      level: "none",
    });
    expect(creativeFieldOperationCreateSchema.safeParse({ level: "expert" }).error?.issues[0].path).toEqual([
      "creativeFieldId",
    ]);
  });
});
