import { describe, expect, it } from "vitest";
import { foldGroups, foldName, groupsRank, Match, matchRank, spellings } from "./search.ts";

describe("foldName and spellings", () => {
  it("drop case and accents, read ß as ss, and also write umlauts out", () => {
    expect(foldName(" Zürich ")).toBe("zurich");
    expect(foldName("Straßburg")).toBe("strassburg");
    expect(spellings("München")).toEqual(["munchen", "muenchen"]);
    expect(spellings("Genève")).toEqual(["geneve"]);
  });

  it("also spell British words the American way", () => {
    expect(spellings("Watercolour")).toEqual(["watercolour", "watercolor"]);
    expect(spellings("Jewellery Design")).toEqual(["jewellery design", "jewelry design"]);
    expect(spellings("Architectural Visualisation")).toEqual([
      "architectural visualisation",
      "architectural visualization",
    ]);
  });

  it("fold a name shared by several groups once into each", () => {
    expect(foldGroups([["Köln"], ["Köln", "Cologne"], []])).toEqual([
      ["koln", "koeln"],
      ["koln", "koeln", "cologne"],
      [],
    ]);
  });
});

describe("matchRank", () => {
  it("ranks a name's start, then a later word's start, then inside a word", () => {
    expect(matchRank(["new york city"], "new")).toBe(Match.start);
    expect(matchRank(["new york city"], "york")).toBe(Match.word);
    expect(matchRank(["3d-sculpting"], "sculpt")).toBe(Match.word);
    expect(matchRank(["infographic designer"], "graphic")).toBe(Match.inside);
    expect(matchRank(["infographic designer"], "photo")).toBe(Match.none);
  });

  it("takes the best place a term occurs, in any of the names", () => {
    expect(matchRank(["ababa", "xyz"], "ba")).toBe(Match.inside);
    expect(matchRank(["addis ababa"], "aba")).toBe(Match.word);
    expect(matchRank(["xyz", "abc"], "ab")).toBe(Match.start);
  });

  it("matches a single character at the start of words only", () => {
    expect(matchRank(["munich"], "m")).toBe(Match.start);
    expect(matchRank(["new york"], "y")).toBe(Match.word);
    expect(matchRank(["munich"], "n")).toBe(Match.none);
  });
});

describe("groupsRank", () => {
  const vienna = foldGroups([["Vienna"], ["Wien"], []]);

  it("puts the reader's own names before the others at each kind of match", () => {
    expect(groupsRank(vienna, ["vien"], 0)).toBe(0);
    expect(groupsRank(vienna, ["wien"], 0)).toBe(1);
    expect(groupsRank(vienna, ["wien"], 1)).toBe(0);
    // A start in another language still comes before inside the reader's own.
    expect(groupsRank(vienna, ["ienn"], 0)).toBeGreaterThan(groupsRank(vienna, ["wien"], 0) ?? 0);
  });

  it("takes the best of several terms, and null when none matches", () => {
    expect(groupsRank(vienna, ["xyz", "wien"], 1)).toBe(0);
    expect(groupsRank(vienna, ["paris"], 0)).toBeNull();
  });
});
