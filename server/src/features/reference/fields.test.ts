import { foldName } from "@atelier/common";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../../test/context.ts";
import { CREATIVE_FIELDS } from "../../seed/data/creative-fields.ts";
import { INDUSTRIES } from "../../seed/data/industries.ts";

const ctx = await createTestContext();

interface NamedResource {
  type: string;
  id: string;
  attributes: { name: string; name_en: string; name_de: string; slug: string; featured?: boolean };
}

const get = (url: string, locale?: "en" | "de") => ctx.app.inject({ url, ...(locale ? { cookies: { locale } } : {}) });

describe("GET /api/v1/creative_fields", () => {
  it("lists every creative field in the app's order, named in English by default", async () => {
    const res = await get("/api/v1/creative_fields");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/vnd\.api\+json/);
    const body = res.json();
    expect(body.data.map((f: NamedResource) => f.attributes.slug)).toEqual(CREATIVE_FIELDS.map((f) => f.slug));
    expect(body.meta).toEqual({ total: CREATIVE_FIELDS.length, total_pages: 1 });
    expect(body.data[0]).toEqual({
      type: "creative_fields",
      id: expect.stringMatching(/^\d+$/),
      attributes: {
        name: "Graphic Design",
        name_en: "Graphic Design",
        name_de: "Grafikdesign",
        slug: "graphic-design",
        featured: true,
      },
    });
  });

  it("names the fields in German for a German reader", async () => {
    const body = (await get("/api/v1/creative_fields", "de")).json();
    const photography = body.data.find((f: NamedResource) => f.attributes.slug === "photography");
    expect(photography.attributes).toMatchObject({ name: "Fotografie", name_en: "Photography" });
  });

  it("pages on request, with page links", async () => {
    const body = (await get("/api/v1/creative_fields?page[size]=10&page[number]=2")).json();
    expect(body.data).toHaveLength(10);
    expect(body.data[0].attributes.slug).toBe(CREATIVE_FIELDS[10].slug);
    expect(body.meta).toEqual({ total: CREATIVE_FIELDS.length, total_pages: 3 });
    expect(body.links.next).toContain("page%5Bnumber%5D=3");
    expect(body.links.prev).toContain("page%5Bnumber%5D=1");
  });

  it("answers 400 naming the parameter for a malformed page size", async () => {
    const res = await get("/api/v1/creative_fields?page[size]=abc");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ status: "400", source: { parameter: "page[size]" } });
  });
});

describe("GET /api/v1/creative_fields/:id", () => {
  it("answers one field, localised", async () => {
    const list = (await get("/api/v1/creative_fields")).json();
    const fashion = list.data.find((f: NamedResource) => f.attributes.slug === "fashion-design");
    const res = await get(`/api/v1/creative_fields/${fashion.id}`, "de");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: fashion.id, attributes: { name: "Modedesign" } });
  });

  it("answers 404 for an unknown or malformed id", async () => {
    for (const id of ["999999", "abc", "1e3", "-1"]) {
      const res = await get(`/api/v1/creative_fields/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0]).toMatchObject({ status: "404", code: "not_found" });
    }
  });
});

describe("GET /api/v1/industries", () => {
  it("lists every industry alphabetically in the reader's language", async () => {
    const en = (await get("/api/v1/industries")).json();
    expect(en.meta.total).toBe(INDUSTRIES.length);
    const englishNames = en.data.map((i: NamedResource) => i.attributes.name);
    expect(englishNames).toEqual([...englishNames].sort((a, b) => foldName(a).localeCompare(foldName(b))));
    expect(englishNames[0]).toBe("Advertising & Marketing");

    const de = (await get("/api/v1/industries", "de")).json();
    const germanNames: string[] = de.data.map((i: NamedResource) => i.attributes.name);
    // Umlauts sort with their base letter, not after Z.
    const publicSector = germanNames.indexOf("Öffentlicher Sektor");
    expect(germanNames[publicSector - 1]).toBe("Musikwirtschaft");
    expect(germanNames[publicSector + 1]).toBe("Pharmaindustrie");
    expect(de.data[0].attributes).toMatchObject({
      name: "Architektur & Bauwesen",
      name_en: "Architecture & Construction",
    });
  });

  it("answers 400 for a filter it does not know", async () => {
    const res = await get("/api/v1/industries?filter[featured]=true");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].source.parameter).toBe("filter[featured]");
  });
});

describe("GET /api/v1/industries/:id", () => {
  it("answers one industry, localised", async () => {
    const list = (await get("/api/v1/industries")).json();
    const healthcare = list.data.find((i: NamedResource) => i.attributes.slug === "healthcare");
    const res = await get(`/api/v1/industries/${healthcare.id}`, "de");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      type: "industries",
      id: healthcare.id,
      attributes: { name: "Gesundheitswesen", name_en: "Healthcare", name_de: "Gesundheitswesen", slug: "healthcare" },
    });
  });

  it("answers 404 for an unknown id", async () => {
    expect((await get("/api/v1/industries/424242")).statusCode).toBe(404);
    expect((await get("/api/v1/industries/x")).statusCode).toBe(404);
  });
});
