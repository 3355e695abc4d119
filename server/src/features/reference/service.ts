import type { MissingTranslationInput, SupportedLocale } from "@atelier/common";
import { and, asc, eq, type InferSelectModel, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import { locales, missingTranslations, settings, translations, users } from "../../db/schema/index.ts";
import {
  type CreativeField,
  type Industry,
  type Language,
  type Location,
  type ReferenceCatalog,
  referenceCatalog,
  type StandardizedProfession,
  type StandardizedSkill,
} from "./catalog.ts";
import { placeNames } from "./place-names.ts";
import { HOME_COUNTRIES } from "./places.ts";
import { type FoundRow, findRows, type NameFilter, searchRows } from "./search.ts";

export type { CreativeField, Industry, Language, Location, NameFilter, StandardizedProfession, StandardizedSkill };

export type Setting = InferSelectModel<typeof settings>;
export type MissingTranslation = InferSelectModel<typeof missingTranslations>;
export type Locale = InferSelectModel<typeof locales>;

export interface Page {
  size: number;
  offset: number;
}

export interface Paged<T> {
  rows: T[];
  total: number;
}

const pageOf = <R>(rows: readonly R[], page: Page): Paged<R> => ({
  rows: rows.slice(page.offset, page.offset + page.size),
  total: rows.length,
});

/** The folded name columns of the tables named in both interface languages. */
type Named = { id: number; nameEn: string; nameDe: string; searchEn: string; searchDe: string };
type SearchKey = "searchEn" | "searchDe";

/** Bytewise, as the database compares the folded names. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A page of a bilingual vocabulary in the reader's alphabetical order, from the catalog in memory.
 * A search finds its terms anywhere in the English or German name, the best matches first.
 */
async function listNamed<K extends "industries" | "languages" | "professions" | "skills">(
  db: Executor,
  name: K,
  filter: NameFilter,
  locale: SupportedLocale,
  page: Page,
) {
  const table = await referenceCatalog(db).table(name);
  const sortKey: SearchKey = locale === "de" ? "searchDe" : "searchEn";
  const sorted = table.sortedBy(sortKey, (a: Named, b: Named) => compareText(a[sortKey], b[sortKey]) || a.id - b.id);
  return pageOf(
    searchRows(sorted, filter, locale, (row: Named) => ({ en: [row.nameEn], de: [row.nameDe] })),
    page,
  );
}

const findById = async <K extends Parameters<ReferenceCatalog["table"]>[0]>(db: Executor, name: K, id: number) =>
  (await referenceCatalog(db).table(name)).byId.get(id);

export async function listCreativeFields(db: Executor, page: Page): Promise<Paged<CreativeField>> {
  const { rows } = await referenceCatalog(db).table("creativeFields");
  return pageOf(rows, page);
}

export const findCreativeField = (db: Executor, id: number) => findById(db, "creativeFields", id);

export const listIndustries = (db: Executor, filter: NameFilter, locale: SupportedLocale, page: Page) =>
  listNamed(db, "industries", filter, locale, page);

export const findIndustry = (db: Executor, id: number) => findById(db, "industries", id);

export const listLanguages = (db: Executor, filter: NameFilter, locale: SupportedLocale, page: Page) =>
  listNamed(db, "languages", filter, locale, page);

export const listStandardizedProfessions = (db: Executor, filter: NameFilter, locale: SupportedLocale, page: Page) =>
  listNamed(db, "professions", filter, locale, page);

export const listStandardizedSkills = (db: Executor, filter: NameFilter, locale: SupportedLocale, page: Page) =>
  listNamed(db, "skills", filter, locale, page);

/**
 * Places by any of their names: names starting with the term first, then later words starting with
 * it, then names holding it inside a word; at each of those the places of the reader's home
 * countries first (HOME_COUNTRIES), then the largest. So "Man" offers a German reader Mannheim
 * before Manila, "Wien" and "Vienna" find Vienna, and "Frankfurt" offers both of Germany's. A
 * place found beside the larger one it is part of is left out: "Zürich" offers Zürich once, not
 * its districts.
 */
export async function listLocations(
  db: Executor,
  filter: NameFilter,
  locale: SupportedLocale,
  page: Page,
): Promise<Paged<Location>> {
  const table = await referenceCatalog(db).table("locations");
  const largestFirst = table.sortedBy("population", (a, b) => b.population - a.population || a.id - b.id);
  if (!filter.terms?.length && !filter.names?.length) return pageOf(largestFirst, page);
  const found = findRows(largestFirst, filter, locale, placeNames);
  const ids = new Set(found.map((f) => f.row.id));
  const home = HOME_COUNTRIES[locale];
  // groupsRank's rank is the kind of match, twice, plus one for a name in another language: a
  // place is ranked by how it matched, whichever of its names.
  const kind = (f: FoundRow<Location>) => Math.floor(f.rank / 2);
  const away = (f: FoundRow<Location>) => (home.has(f.row.countryCode) ? 0 : 1);
  const places = found
    .filter((f) => f.row.partOf === null || !ids.has(f.row.partOf))
    .sort((a, b) => kind(a) - kind(b) || away(a) - away(b) || a.index - b.index)
    .map((f) => f.row);
  return pageOf(places, page);
}

export const findLocation = (db: Executor, id: number) => findById(db, "locations", id);

const publicSetting = eq(settings.isPublic, true);

export function listPublicSettings(db: Executor): Promise<Setting[]> {
  return db.select().from(settings).where(publicSetting).orderBy(asc(settings.scope), asc(settings.key));
}

export async function findPublicSetting(db: Executor, scope: string, key: string): Promise<Setting | undefined> {
  const [row] = await db
    .select()
    .from(settings)
    .where(and(publicSetting, eq(settings.scope, scope), eq(settings.key, key)));
  return row;
}

export function translationsFor(db: Executor, locale: SupportedLocale): Promise<{ key: string; value: string }[]> {
  return db
    .select({ key: translations.key, value: translations.value })
    .from(translations)
    .where(eq(translations.locale, locale))
    .orderBy(asc(translations.key));
}

/** One row per key and locale however often the client reports it; the count says how often. */
export async function recordMissingTranslation(
  db: Executor,
  input: MissingTranslationInput,
): Promise<MissingTranslation> {
  const [row] = await db
    .insert(missingTranslations)
    .values({ key: input.key, locale: input.locale, route: input.route ?? null })
    .onConflictDoUpdate({
      target: [missingTranslations.key, missingTranslations.locale],
      set: {
        count: sql`${missingTranslations.count} + 1`,
        lastSeenAt: sql`now()`,
        route: sql`coalesce(excluded.route, ${missingTranslations.route})`,
      },
    })
    .returning();
  return row;
}

/** The interface languages, in the order the language menu shows them. */
export function listLocales(db: Executor): Promise<Locale[]> {
  return db.select().from(locales).orderBy(asc(locales.position));
}

export async function findLocale(db: Executor, id: number): Promise<Locale | undefined> {
  const [row] = await db.select().from(locales).where(eq(locales.id, id));
  return row;
}

/** The interface language a signed-in user chose, for the pages and mails of every later visit. */
export async function rememberLocale(db: Executor, userId: number, code: string): Promise<void> {
  await db.update(users).set({ locale: code }).where(eq(users.id, userId));
}
