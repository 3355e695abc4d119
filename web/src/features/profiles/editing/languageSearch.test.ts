import { describe, expect, it } from "vitest";
import { matchLanguages } from "./languageSearch.ts";

const languages = [
  { id: "1", localizedName: "Deutsch", englishName: "German" },
  { id: "2", localizedName: "Englisch", englishName: "English" },
  { id: "3", localizedName: "Georgisch", englishName: "Georgian" },
];

describe("matchLanguages", () => {
  it("matches the start of the localized or the English name, in any case", () => {
    expect(matchLanguages(languages, "ge").map((l) => l.id)).toEqual(["1", "3"]);
    expect(matchLanguages(languages, "DEU").map((l) => l.id)).toEqual(["1"]);
  });

  it("does not match inside a name", () => {
    expect(matchLanguages(languages, "isch")).toEqual([]);
  });

  it("finds nothing for an empty search", () => {
    expect(matchLanguages(languages, "  ")).toEqual([]);
  });
});
