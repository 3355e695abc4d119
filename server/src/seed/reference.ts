import { foldName, SUPPORTED_LOCALES } from "@atelier/common";
import languageNames from "@cospired/i18n-iso-languages";
import de from "@cospired/i18n-iso-languages/langs/de.json" with { type: "json" };
import en from "@cospired/i18n-iso-languages/langs/en.json" with { type: "json" };
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/connect.ts";
import {
  creativeFields,
  industries,
  languages,
  locales,
  standardizedProfessions,
  standardizedSkills,
  translations,
} from "../db/schema/index.ts";
import { TRANSLATIONS } from "../features/pages/translations.ts";
import { CREATIVE_FIELDS, type VocabularyEntry } from "./data/creative-fields.ts";
import { INDUSTRIES } from "./data/industries.ts";
import { PROFESSIONS } from "./data/professions.ts";
import { SKILLS } from "./data/skills.ts";
import { seedLocations } from "./reference-locations.ts";
import { type ReferenceSettingsConfig, seedSettings } from "./reference-settings.ts";

languageNames.registerLocale(en);
languageNames.registerLocale(de);

const localizedNames = (e: { en: string; de: string }) => ({
  nameEn: e.en,
  nameDe: e.de,
  searchEn: foldName(e.en),
  searchDe: foldName(e.de),
});

async function rowCount(db: Database, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row.n;
}

/**
 * Reference data every installation needs. Runs on every start: a table that already holds its
 * rows is skipped after one count, and inserts never overwrite what is there.
 */
export async function seedReference(
  db: Database,
  config: ReferenceSettingsConfig,
  cityMinPopulation?: number,
): Promise<void> {
  await db
    .insert(locales)
    .values([
      { code: "en", name: "English", isDefault: true, position: 0 },
      { code: "de", name: "Deutsch", isDefault: false, position: 1 },
    ])
    .onConflictDoNothing();

  if ((await rowCount(db, creativeFields)) < CREATIVE_FIELDS.length) {
    await db
      .insert(creativeFields)
      .values(
        CREATIVE_FIELDS.map((f, i) => ({
          slug: f.slug,
          nameEn: f.en,
          nameDe: f.de,
          featured: f.featured,
          position: i,
        })),
      )
      .onConflictDoNothing();
  }

  if ((await rowCount(db, industries)) < INDUSTRIES.length) {
    await db
      .insert(industries)
      .values(INDUSTRIES.map((i) => ({ slug: i.slug, ...localizedNames(i) })))
      .onConflictDoNothing();
  }

  await seedLanguages(db);
  await seedVocabulary(db);

  const messages = SUPPORTED_LOCALES.flatMap((locale) =>
    Object.entries(TRANSLATIONS[locale]).map(([key, value]) => ({ locale, key, value })),
  );
  if ((await rowCount(db, translations)) < messages.length) {
    await db.insert(translations).values(messages).onConflictDoNothing();
  }

  await seedLocations(db, cityMinPopulation);
  await seedSettings(db, config);
}

/** Every ISO 639-1 language named in both interface languages. */
async function seedLanguages(db: Database): Promise<void> {
  const english = languageNames.getNames("en");
  const german = languageNames.getNames("de");
  const rows = Object.keys(english)
    .filter((code) => german[code])
    .map((code) => ({ code, ...localizedNames({ en: english[code], de: german[code] }) }));
  if ((await rowCount(db, languages)) >= rows.length) return;
  await db.insert(languages).values(rows).onConflictDoNothing();
}

async function seedVocabulary(db: Database): Promise<void> {
  const [professionCount, skillCount] = await Promise.all([
    rowCount(db, standardizedProfessions),
    rowCount(db, standardizedSkills),
  ]);
  if (professionCount >= PROFESSIONS.length && skillCount >= SKILLS.length) return;
  const fields = await db.select({ id: creativeFields.id, slug: creativeFields.slug }).from(creativeFields);
  const fieldIds = new Map(fields.map((f) => [f.slug, f.id]));
  const rows = (entries: readonly VocabularyEntry[]) =>
    entries.map((e) => ({ ...localizedNames(e), creativeFieldId: fieldIds.get(e.field) ?? null }));
  if (professionCount < PROFESSIONS.length) {
    await db.insert(standardizedProfessions).values(rows(PROFESSIONS)).onConflictDoNothing();
  }
  if (skillCount < SKILLS.length) {
    await db.insert(standardizedSkills).values(rows(SKILLS)).onConflictDoNothing();
  }
}
