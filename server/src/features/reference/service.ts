import type { MissingTranslationInput, SupportedLocale } from "@atelier/common";
import { and, asc, count, desc, eq, type InferSelectModel, inArray, like, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/connect.ts";
import {
  creativeFields,
  industries,
  languages,
  locales,
  locations,
  missingTranslations,
  settings,
  standardizedProfessions,
  standardizedSkills,
  translations,
  users,
} from "../../db/schema/index.ts";
import { foldName, prefixPattern } from "./search.ts";

export type CreativeField = InferSelectModel<typeof creativeFields>;
export type Industry = InferSelectModel<typeof industries>;
export type Language = InferSelectModel<typeof languages>;
export type Location = InferSelectModel<typeof locations>;
export type StandardizedProfession = InferSelectModel<typeof standardizedProfessions>;
export type StandardizedSkill = InferSelectModel<typeof standardizedSkills>;
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

/** Name filters of a list: names starting with any of `prefixes`, and names equal to one of `names`. */
export interface NameFilter {
  prefixes?: string[];
  names?: string[];
}

/** Tables named in both interface languages, with the folded copies search and order use. */
type NamedTable = PgTable & { id: AnyPgColumn; searchEn: AnyPgColumn; searchDe: AnyPgColumn };

function nameMatch(prefixColumns: AnyPgColumn[], exactColumns: AnyPgColumn[], filter: NameFilter): SQL | undefined {
  const startsWith = filter.prefixes?.length
    ? or(...filter.prefixes.flatMap((term) => prefixColumns.map((c) => like(c, prefixPattern(term)))))
    : undefined;
  const folded = filter.names?.map(foldName);
  const equals = folded?.length ? or(...exactColumns.map((c) => inArray(c, folded))) : undefined;
  return and(startsWith, equals);
}

async function paged<T>(rows: Promise<T[]>, total: Promise<{ n: number }[]>): Promise<Paged<T>> {
  const [list, [counted]] = await Promise.all([rows, total]);
  return { rows: list, total: counted.n };
}

/**
 * A page of a bilingual vocabulary in the reader's alphabetical order. A search matches the start of
 * the reader's name or the English one (spec 001 section 5), or of either name when `anyLanguage`;
 * exact names match in either language. `R` is the table's row type, which drizzle cannot infer
 * through a generic table.
 */
function listNamed<R>(
  db: Executor,
  table: NamedTable,
  filter: NameFilter,
  locale: SupportedLocale,
  page: Page,
  opts: { anyLanguage?: boolean } = {},
): Promise<Paged<R>> {
  const both = [table.searchEn, table.searchDe];
  const where = nameMatch(opts.anyLanguage || locale === "de" ? both : [table.searchEn], both, filter);
  const sortKey = locale === "de" ? table.searchDe : table.searchEn;
  const rows = db
    .select()
    .from(table)
    .where(where)
    .orderBy(asc(sortKey), asc(table.id))
    .limit(page.size)
    .offset(page.offset)
    .then((list) => list as R[]);
  return paged(rows, db.select({ n: count() }).from(table).where(where));
}

async function findById<R>(db: Executor, table: PgTable & { id: AnyPgColumn }, id: number): Promise<R | undefined> {
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row as R | undefined;
}

export function listCreativeFields(
  db: Executor,
  opts: { featured?: boolean },
  page: Page,
): Promise<Paged<CreativeField>> {
  const where = opts.featured ? eq(creativeFields.featured, true) : undefined;
  return paged(
    db
      .select()
      .from(creativeFields)
      .where(where)
      .orderBy(asc(creativeFields.position), asc(creativeFields.id))
      .limit(page.size)
      .offset(page.offset),
    db.select({ n: count() }).from(creativeFields).where(where),
  );
}

export const findCreativeField = (db: Executor, id: number) => findById<CreativeField>(db, creativeFields, id);

export const listIndustries = (db: Executor, locale: SupportedLocale, page: Page) =>
  listNamed<Industry>(db, industries, {}, locale, page);

export const findIndustry = (db: Executor, id: number) => findById<Industry>(db, industries, id);

/** Language names are close across languages ("Deutsch", "German"): a search matches either in any locale. */
export const listLanguages = (db: Executor, filter: NameFilter, locale: SupportedLocale, page: Page) =>
  listNamed<Language>(db, languages, filter, locale, page, { anyLanguage: true });

export const listStandardizedProfessions = (db: Executor, filter: NameFilter, locale: SupportedLocale, page: Page) =>
  listNamed<StandardizedProfession>(db, standardizedProfessions, filter, locale, page);

export const listStandardizedSkills = (db: Executor, filter: NameFilter, locale: SupportedLocale, page: Page) =>
  listNamed<StandardizedSkill>(db, standardizedSkills, filter, locale, page);

/** Places by name, the largest first, so "San" offers San Francisco before San Fernando. */
export function listLocations(db: Executor, filter: NameFilter, page: Page): Promise<Paged<Location>> {
  const where = nameMatch([locations.searchName], [locations.searchName], filter);
  return paged(
    db
      .select()
      .from(locations)
      .where(where)
      .orderBy(desc(locations.population), asc(locations.id))
      .limit(page.size)
      .offset(page.offset),
    db.select({ n: count() }).from(locations).where(where),
  );
}

export const findLocation = (db: Executor, id: number) => findById<Location>(db, locations, id);

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
