import { describe, expect, it } from "vitest";
import { languageName, matchLanguages } from "./languageSearch.ts";

const languages = [
  { id: "1", englishName: "German", germanName: "Deutsch" },
  { id: "2", englishName: "English", germanName: "Englisch" },
  { id: "3", englishName: "Georgian", germanName: "Georgisch" },
  { id: "4", englishName: "French", germanName: "Französisch" },
  { id: "5", englishName: "Icelandic", germanName: "Isländisch" },
  { id: "6", englishName: "Guarani", germanName: "Guaraní" },
];

const ids = (found: { id: string }[]) => found.map((l) => l.id);

describe("matchLanguages", () => {
  it("matches the start of the English or the German name, in any case, the reader's language first", () => {
    expect(ids(matchLanguages(languages, "ge", "en"))).toEqual(["3", "1"]);
    expect(ids(matchLanguages(languages, "DEU", "en"))).toEqual(["1"]);
    expect(ids(matchLanguages(languages, "deu", "de"))).toEqual(["1"]);
  });

  it("matches inside a name after the names that start with the search", () => {
    expect(ids(matchLanguages(languages, "is", "de"))).toEqual(["5", "2", "4", "3"]);
    expect(ids(matchLanguages(languages, "isch", "de"))).toEqual(["2", "4", "3", "5"]);
    expect(ids(matchLanguages(languages, "rman", "en"))).toEqual(["1"]);
  });

  it("ignores accents and takes umlauts written out", () => {
    expect(ids(matchLanguages(languages, "franzo", "en"))).toEqual(["4"]);
    expect(ids(matchLanguages(languages, "Franzoesisch", "de"))).toEqual(["4"]);
    expect(ids(matchLanguages(languages, "guaraní", "en"))).toEqual(["6"]);
  });

  it("takes a single letter at the start of words only", () => {
    expect(ids(matchLanguages(languages, "n", "en"))).toEqual([]);
  });

  it("finds nothing for an empty search", () => {
    expect(matchLanguages(languages, "  ", "en")).toEqual([]);
  });
});

describe("languageName", () => {
  it("names a language in the interface language", () => {
    expect(languageName(languages[0], "de")).toBe("Deutsch");
    expect(languageName(languages[0], "en")).toBe("German");
  });
});
