import { describe, expect, it } from "vitest";
import { hasSection, sectionsOf } from "./profileApi.ts";

describe("the list sections a profile has", () => {
  it("reads a client's industries beside every other section", () => {
    const sections = sectionsOf({ isClient: true });
    expect(sections).toContain("industries");
    expect(sections).toEqual(expect.arrayContaining(["professions", "operations", "languages", "weblinks"]));
  });

  it("never asks for the industries of someone who is no client, who has none", () => {
    expect(sectionsOf({ isClient: false })).not.toContain("industries");
    expect(sectionsOf({ isClient: false })).toHaveLength(sectionsOf({ isClient: true }).length - 1);
    expect(hasSection({ isClient: false }, "industries")).toBe(false);
    expect(hasSection({ isClient: false }, "professions")).toBe(true);
  });
});
