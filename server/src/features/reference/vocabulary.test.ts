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
  it("finds professions by the start of the English name, tied to their creative field", async () => {
    const body = await list("/v1/standardized_professions", "filter[withName]=graphic");
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toEqual({
      type: "standardized_professions",
      id: expect.stringMatching(/^\d+$/),
      attributes: { name: "Graphic Designer", name_en: "Graphic Designer", name_de: "Grafikdesigner/in" },
      relationships: {
        creative_field: { data: { type: "creative_fields", id: await creativeFieldId("graphic-design") } },
      },
    });
  });

  it("finds professions by the start of the German name, in any case, named for a German reader", async () => {
    const body = await list("/v1/standardized_professions", "filter[with_name]=FOTO", "de");
    expect(names(body)).toContain("Fotograf/in");
    expect(names(body)).toContain("Fotojournalist/in");
    expect(names(body)).toEqual([...names(body)].sort((a, b) => a.localeCompare(b, "de")));
    const umlaut = await list("/v1/standardized_professions", "filter[withName]=uber", "de");
    expect(names(umlaut)).toEqual(["Übersetzer/in"]);
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
  it("finds skills by the start of either name, localised", async () => {
    const en = await list("/v1/standardized_skills", "filter[withName]=typo");
    expect(names(en)).toEqual(["Typography"]);
    expect(en.data[0].relationships?.creative_field.data?.id).toBe(await creativeFieldId("typography"));
    const de = await list("/v1/standardized_skills", "filter[withName]=typo", "de");
    expect(names(de)).toEqual(["Typografie"]);
    const german = await list("/v1/standardized_skills", "filter[withName]=schrift", "de");
    expect(names(german)).toEqual(["Schriftgestaltung", "Schriftkombination"]);
  });

  it("matches the reader's names and the English ones, not German names for an English reader", async () => {
    expect(names(await list("/v1/standardized_skills", "filter[withName]=fig", "en"))).toEqual(["Figma"]);
    expect(names(await list("/v1/standardized_skills", "filter[withName]=schrift", "en"))).toEqual([]);
    const de = await list("/v1/standardized_skills", "filter[withName]=fig", "de");
    expect(names(de)).toEqual(["Figma", "Figurenanimation"]);
    const english = await list("/v1/standardized_skills", "filter[withName]=sculpt", "de");
    expect(names(english)).toEqual(["Bildhauerei"]);
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
