import { describe, expect, it } from "vitest";
import { countryOptions } from "./countries.ts";

describe("countryOptions", () => {
  it("names every country in the interface language, sorted for its readers", () => {
    const en = countryOptions("en");
    const de = countryOptions("de");
    expect(en).toHaveLength(250);
    expect(new Set(en.map((c) => c.value)).size).toBe(250);
    expect(en.find((c) => c.value === "DE")?.label).toBe("Germany");
    expect(de.find((c) => c.value === "DE")?.label).toBe("Deutschland");
    const labels = de.map((c) => c.label);
    expect(labels.indexOf("Österreich")).toBeLessThan(labels.indexOf("Pakistan"));
    expect(labels.indexOf("Ägypten")).toBeLessThan(labels.indexOf("Albanien"));
  });
});
