import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { request } from "../../../test/http.ts";

const ctx = await createTestContext();

interface LanguageResource {
  type: string;
  id: string;
  attributes: { code: string; localized_name: string; english_name: string; german_name: string };
}

const languages = async (query: string, locale?: "en" | "de") => {
  const res = await ctx.app.inject({ url: `/api/languages?${query}`, ...(locale ? { cookies: { locale } } : {}) });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: LanguageResource[]; links: Record<string, string | null>; meta: { total: number } };
};

const codes = (body: { data: LanguageResource[] }) => body.data.map((l) => l.attributes.code);

describe("GET /api/languages", () => {
  it("finds languages by the start of their English name, in any case", async () => {
    const body = await languages("filter[withName]=GER");
    expect(codes(body)).toEqual(["de"]);
    expect(body.data[0]).toEqual({
      type: "languages",
      id: expect.stringMatching(/^\d+$/),
      attributes: { code: "de", localized_name: "German", english_name: "German", german_name: "Deutsch" },
    });
  });

  it("finds languages by the start of their German name and names them for a German reader", async () => {
    const body = await languages("filter[with_name]=deu", "de");
    expect(codes(body)).toEqual(["de"]);
    expect(body.data[0].attributes.localized_name).toBe("Deutsch");

    const french = await languages("filter[withName]=franz", "de");
    expect(french.data.map((l) => l.attributes.localized_name)).toEqual(["Französisch"]);
  });

  it("finds the middle of a name in either language after the names that start with it", async () => {
    // "Ge-rman", and "Bi-rman-isch" (Burmese) in German.
    expect(codes(await languages("filter[withName]=rman"))).toEqual(["de", "my"]);
    // Inside an English name (Greenlandic, Icelandic) before inside only a German one (Niederländisch).
    expect(codes(await languages("filter[withName]=land"))).toEqual(["kl", "is", "nl", "th"]);
    const german = await languages("filter[withName]=LAND", "de");
    expect(german.data.map((l) => l.attributes.localized_name)).toEqual([
      "Grönländisch",
      "Isländisch",
      "Niederländisch",
      "Thailändisch",
    ]);
    const english = await languages("filter[withName]=zosisch");
    expect(english.data.map((l) => l.attributes.localized_name)).toEqual(["French"]);
  });

  it("ignores accents in the name and in the search", async () => {
    expect(codes(await languages("filter[withName]=volapu"))).toEqual(["vo"]);
    expect(codes(await languages("filter[withName]=Guaraní"))).toEqual(["gn"]);
  });

  it("orders the matches of each rank alphabetically in the reader's language", async () => {
    const first = (names: string[]) =>
      names.slice(
        0,
        names.findIndex((n) => !n.startsWith("S")),
      );
    const en = first((await languages("filter[withName]=s")).data.map((l) => l.attributes.english_name));
    expect(en.length).toBeGreaterThan(5);
    expect(en).toEqual([...en].sort((a, b) => a.localeCompare(b, "en")));
    const de = first((await languages("filter[withName]=s", "de")).data.map((l) => l.attributes.localized_name));
    expect(de.length).toBeGreaterThan(5);
    expect(de).toEqual([...de].sort((a, b) => a.localeCompare(b, "de")));
  });

  it("answers an empty list for an empty filter", async () => {
    for (const query of ["filter[withName]=", "filter[with_name]=%20", "filter[withNames]="]) {
      const body = await languages(query);
      expect(body.data).toEqual([]);
      expect(body.meta.total).toBe(0);
    }
  });

  it("finds exactly the named languages, in either language", async () => {
    const body = await languages("filter[withNames]=german,Französisch,ital");
    expect(codes(body).sort()).toEqual(["de", "fr"]);
  });

  it("lists all ISO 639-1 languages without a filter, paged or whole", async () => {
    const paged = await languages("");
    expect(paged.meta.total).toBeGreaterThanOrEqual(180);
    expect(paged.data).toHaveLength(100);
    expect(paged.links.next).toContain("page%5Bnumber%5D=2");
    const whole = await languages("paging=false");
    expect(whole.data).toHaveLength(paged.meta.total);
    expect(new Set(codes(whole)).size).toBe(paged.meta.total);
    expect(whole.data.every((l) => /^[a-z]{2}$/.test(l.attributes.code))).toBe(true);
  });

  it("answers 400 for an unknown filter, a bad page or an oversized term", async () => {
    const cases: [string, string][] = [
      ["filter[with_code]=de", "filter[with_code]"],
      ["page[number]=0", "page[number]"],
      [`filter[withName]=${"a".repeat(101)}`, "filter[with_name]"],
    ];
    for (const [query, parameter] of cases) {
      const res = await request(ctx.app, "GET", `/api/languages?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].source.parameter).toBe(parameter);
    }
  });
});
