import { describe, expect, it } from "vitest";
import de from "../../i18n/de.json" with { type: "json" };
import en from "../../i18n/en.json" with { type: "json" };

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/** The texts of the layout, the home page and the information pages. */
const AREAS = ["layout", "home", "pages"] as const;

describe.each(AREAS)("the %s texts", (area) => {
  const english = flatten({ [area]: (en as Tree)[area] });
  const german = flatten({ [area]: (de as Tree)[area] });

  it("exist in English and German with the same keys", () => {
    expect(english.size).toBeGreaterThan(0);
    expect([...german.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it("are never empty and keep the same placeholders in both languages", () => {
    for (const [key, text] of english) {
      const translated = german.get(key) ?? "";
      expect(text.trim(), key).not.toBe("");
      expect(translated.trim(), key).not.toBe("");
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });
});
