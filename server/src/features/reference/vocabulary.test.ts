import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { request } from "../../../test/http.ts";
import { PROFESSIONS } from "../../seed/data/professions.ts";
import { SKILLS } from "../../seed/data/skills.ts";

const ctx = await createTestContext();

interface VocabularyResource {
  type: string;
  id: string;
  attributes: Record<string, string>;
  relationships?: { creative_field: { data: { type: string; id: string } | null } };
}

const list = async (path: string, query: string, locale?: "en" | "de") => {
  const res = await ctx.app.inject({ url: `/api${path}?${query}`, ...(locale ? { cookies: { locale } } : {}) });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: VocabularyResource[]; links: Record<string, string | null>; meta: { total: number } };
};

const names = (body: { data: VocabularyResource[] }) => body.data.map((r) => r.attributes.name);

const creativeFieldId = async (slug: string) => {
  const fields = (await request(ctx.app, "GET", "/api/v1/creative_fields")).json();
  return fields.data.find((f: { attributes: { slug: string } }) => f.attributes.slug === slug).id as string;
};

describe("GET /api/v1/standardized_professions", () => {
  it("finds professions by the start of the English name first, tied to their creative field", async () => {
    const body = await list("/v1/standardized_professions", "filter[withName]=graphic");
    expect(body.data[0]).toEqual({
      type: "standardized_professions",
      id: expect.stringMatching(/^\d+$/),
      attributes: { name: "Graphic Designer", name_en: "Graphic Designer", name_de: "Grafikdesigner/in" },
      relationships: {
        creative_field: { data: { type: "creative_fields", id: await creativeFieldId("graphic-design") } },
      },
    });
    // Inside a word, after every name that starts with it.
    expect(names(body)).toContain("Infographic Designer");
  });

  it("finds professions by the start of the German name, in any case, named for a German reader", async () => {
    const body = await list("/v1/standardized_professions", "filter[with_name]=FOTO", "de");
    const found = names(body);
    const starting = found.filter((name) => name.startsWith("Foto"));
    expect(starting).toEqual(expect.arrayContaining(["Fotograf/in", "Fotojournalist/in"]));
    expect(starting).toEqual([...starting].sort((a, b) => a.localeCompare(b, "de")));
    // Starts first, then the names that hold it inside a word ("Architekturfotograf/in").
    expect(found.slice(0, starting.length)).toEqual(starting);
    expect(found).toContain("Architekturfotograf/in");
    const umlaut = await list("/v1/standardized_professions", "filter[withName]=uber", "de");
    expect(names(umlaut)).toEqual(["Übersetzer/in"]);
  });

  it("finds a profession inside a word, in either language, accents and umlauts written either way", async () => {
    for (const term of ["designer", "grafikdes", "GRÁFIKDESIGNER"]) {
      const body = await list("/v1/standardized_professions", `filter[withName]=${encodeURIComponent(term)}`);
      expect(names(body)).toContain("Graphic Designer");
    }
    const german = await list("/v1/standardized_professions", "filter[withName]=uebersetz", "de");
    expect(names(german)).toEqual(["Übersetzer/in"]);
    const english = await list("/v1/standardized_professions", "filter[withName]=ubersetz", "en");
    expect(names(english)).toEqual(["Translator"]);
  });

  it("finds exactly the named professions", async () => {
    const body = await list("/v1/standardized_professions", "filter[withNames]=photographer,Texter/in,Photo");
    expect(body.data.map((r) => r.attributes.name_en).sort()).toEqual(["Copywriter", "Photographer"]);
  });

  it("answers an empty list for an empty filter", async () => {
    for (const query of ["filter[withName]=", "filter[withNames]=,"]) {
      const body = await list("/v1/standardized_professions", query);
      expect(body.data).toEqual([]);
      expect(body.meta.total).toBe(0);
    }
  });

  it("pages the whole vocabulary without a filter", async () => {
    const body = await list("/v1/standardized_professions", "page[number]=2");
    expect(body.meta.total).toBe(PROFESSIONS.length);
    expect(body.data).toHaveLength(20);
    expect(body.links.last).toContain(`page%5Bnumber%5D=${Math.ceil(PROFESSIONS.length / 20)}`);
  });

  it("answers 400 for a malformed page size", async () => {
    const res = await request(ctx.app, "GET", "/api/v1/standardized_professions?page[size]=abc");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].source.parameter).toBe("page[size]");
  });
});

describe("GET /api/v1/standardized_skills", () => {
  it("finds skills by a name's start, then a later word's, then inside a word, localised", async () => {
    const en = await list("/v1/standardized_skills", "filter[withName]=typo");
    expect(names(en)).toEqual(["Typography", "Kinetic Typography", "Microtypography"]);
    expect(en.data[0].relationships?.creative_field.data?.id).toBe(await creativeFieldId("typography"));
    const de = await list("/v1/standardized_skills", "filter[withName]=typo", "de");
    expect(names(de)).toEqual(["Typografie", "Kinetische Typografie", "Mikrotypografie"]);
    const german = await list("/v1/standardized_skills", "filter[withName]=schrift", "de");
    expect(names(german)).toEqual(["Schriftgestaltung", "Schriftkombination"]);
  });

  it("matches names in either language, the reader's own first", async () => {
    expect(names(await list("/v1/standardized_skills", "filter[withName]=fig", "en"))).toEqual([
      "Figma",
      "Character Animation",
    ]);
    const german = await list("/v1/standardized_skills", "filter[withName]=schrift", "en");
    expect(names(german)).toEqual(["Font Pairing", "Type Design"]);
    const de = await list("/v1/standardized_skills", "filter[withName]=fig", "de");
    expect(names(de)).toEqual(["Figma", "Figurenanimation"]);
    const english = await list("/v1/standardized_skills", "filter[withName]=sculpt", "de");
    // A name's start in English comes before a later word's start in German.
    expect(names(english)).toEqual(["Bildhauerei", "3D-Sculpting"]);
  });

  it("finds skills inside words, in either language, any case or accents, British words spelled the American way", async () => {
    expect(names(await list("/v1/standardized_skills", "filter[withName]=aquarell"))).toEqual(["Watercolour"]);
    expect(names(await list("/v1/standardized_skills", "filter[withName]=AQUARELL", "de"))).toEqual(["Aquarell"]);
    const painting = names(await list("/v1/standardized_skills", "filter[withName]=malerei", "de"));
    expect(painting).toEqual(expect.arrayContaining(["Malerei", "Ölmalerei", "Acrylmalerei", "Wandmalerei"]));
    for (const term of ["olmalerei", "OELMALEREI", "ölmal"]) {
      expect(
        names(await list("/v1/standardized_skills", `filter[withName]=${encodeURIComponent(term)}`, "de")),
      ).toEqual(["Ölmalerei"]);
    }
    const color = names(await list("/v1/standardized_skills", "filter[withName]=color"));
    expect(color).toEqual(expect.arrayContaining(["Colour Theory", "Colour Grading", "Watercolour"]));
    expect(color.indexOf("Colour Theory")).toBeLessThan(color.indexOf("Watercolour"));
  });

  it("offers skills alone, never the creative fields they belong to", async () => {
    for (const field of ["Illustration", "Photography"]) {
      const body = await list("/v1/standardized_skills", `filter[withName]=${field}&page[size]=100`);
      expect(body.data.length, field).toBeGreaterThan(0);
      expect(body.data.every((r) => r.type === "standardized_skills")).toBe(true);
      expect(names(body)).not.toContain(field);
    }
  });

  it("takes a single letter at the start of words only", async () => {
    const body = await list("/v1/standardized_skills", "filter[withName]=z&page[size]=100");
    for (const skill of body.data) {
      const words = `${skill.attributes.name_en} ${skill.attributes.name_de}`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
      expect(words.some((w) => w.startsWith("z"))).toBe(true);
    }
  });

  it("finds exactly the named skills and answers an empty list for an empty filter", async () => {
    const body = await list("/v1/standardized_skills", "filter[withNames]=figma,Blender");
    expect(names(body)).toEqual(["Blender", "Figma"]);
    expect((await list("/v1/standardized_skills", "filter[withNames]=")).data).toEqual([]);
  });

  it("answers 400 for an unknown filter", async () => {
    const res = await request(ctx.app, "GET", "/api/v1/standardized_skills?filter[level]=1");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].source.parameter).toBe("filter[level]");
  });
});

describe("GET /api/v1/skill_names", () => {
  it("serves the skill vocabulary as bare names for autocomplete", async () => {
    const body = await list("/v1/skill_names", "filter[withName]=adobe", "de");
    expect(names(body)).toEqual([
      "Adobe After Effects",
      "Adobe Illustrator",
      "Adobe InDesign",
      "Adobe Lightroom",
      "Adobe Photoshop",
      "Adobe Premiere Pro",
    ]);
    expect(body.data[0]).toEqual({
      type: "skill_names",
      id: expect.stringMatching(/^\d+$/),
      attributes: { name: "Adobe After Effects" },
    });
  });

  it("localises names and pages the vocabulary", async () => {
    const de = await list("/v1/skill_names", "filter[withName]=digital", "de");
    expect(names(de)).toContain("Digitale Illustration");
    const all = await list("/v1/skill_names", "page[size]=100");
    expect(all.meta.total).toBe(SKILLS.length);
    expect(all.data).toHaveLength(100);
  });

  it("answers an empty list for an empty filter", async () => {
    expect((await list("/v1/skill_names", "filter[with_name]=")).data).toEqual([]);
  });
});
