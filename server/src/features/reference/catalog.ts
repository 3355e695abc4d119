import { asc, eq, type InferSelectModel } from "drizzle-orm";
import type { Database, Executor } from "../../db/connect.ts";
import {
  creativeFields,
  industries,
  languages,
  locations,
  referenceRevision,
  standardizedProfessions,
  standardizedSkills,
} from "../../db/schema/index.ts";
import { type PlaceNames, withPlaceNames } from "./place-names.ts";
import { type PlaceRelations, relatePlaces } from "./places.ts";

export type CreativeField = InferSelectModel<typeof creativeFields>;
export type Industry = InferSelectModel<typeof industries>;
export type Language = InferSelectModel<typeof languages>;
/**
 * A place with its names in both interface languages and the others people know it by, and how it
 * stands to the places of the same name.
 */
export type Location = InferSelectModel<typeof locations> & PlaceNames & PlaceRelations;
export type StandardizedProfession = InferSelectModel<typeof standardizedProfessions>;
export type StandardizedSkill = InferSelectModel<typeof standardizedSkills>;

/** A reference table as the catalog holds it, in the table's own order. */
export interface CatalogTable<R extends Keyed> {
  rows: readonly R[];
  byId: ReadonlyMap<number, R>;
  /** Each row's index in `rows`. */
  position: ReadonlyMap<number, number>;
  /** The rows in another order, sorted once per load and kept under `name`. */
  sortedBy(name: string, compare: (a: R, b: R) => number): readonly R[];
}

interface Tables {
  creativeFields: CreativeField;
  industries: Industry;
  professions: StandardizedProfession;
  skills: StandardizedSkill;
  languages: Language;
  locations: Location;
}

/**
 * Reference rows held in memory, each table read whole once (the largest, places, is about 24,000
 * rows), so that no request reads them from the database. They change only by seeding or an
 * operator's edit; triggers count every change in reference_revision, and `refresh` (polled by
 * each instance) reloads the tables when it moved.
 */
export interface ReferenceCatalog {
  creativeFields(ids: readonly number[]): Promise<CreativeField[]>;
  industries(ids: readonly number[]): Promise<Industry[]>;
  professions(ids: readonly number[]): Promise<StandardizedProfession[]>;
  skills(ids: readonly number[]): Promise<StandardizedSkill[]>;
  languages(ids: readonly number[]): Promise<Language[]>;
  locations(ids: readonly number[]): Promise<Location[]>;
  /** A whole table, for lists and searches. */
  table<K extends keyof Tables>(name: K): Promise<CatalogTable<Tables[K]>>;
  /** Reads every table now, so that requests find them in memory. */
  warm(): Promise<void>;
  /**
   * Reloads every table if the reference revision moved since the last load, swapping each in
   * whole once read (requests meanwhile keep the rows they had). Resolves with whether it did.
   */
  refresh(): Promise<boolean>;
}

type Keyed = { id: number };

function catalogTable<R extends Keyed>(rows: R[]): CatalogTable<R> {
  const orders = new Map<string, readonly R[]>();
  return {
    rows,
    byId: new Map(rows.map((r) => [r.id, r])),
    position: new Map(rows.map((r, index) => [r.id, index])),
    sortedBy(name, compare) {
      let sorted = orders.get(name);
      if (!sorted) {
        sorted = [...rows].sort(compare);
        orders.set(name, sorted);
      }
      return sorted;
    },
  };
}

function wholeTable<R extends Keyed>(load: () => Promise<R[]>) {
  let table: Promise<CatalogTable<R>> | null = null;
  const read = () => {
    const loading = load().then((rows) => catalogTable(rows));
    loading.catch(() => {
      if (table === loading) table = null;
    });
    return loading;
  };
  const current = () => {
    table ??= read();
    return table;
  };
  return {
    current,
    /** The rows of these ids, in the table's own order. */
    async pick(ids: readonly number[]): Promise<R[]> {
      if (ids.length === 0) return [];
      const { byId, position } = await current();
      return [...new Set(ids)]
        .flatMap((id) => byId.get(id) ?? [])
        .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
    },
    async reload(): Promise<void> {
      const next = read();
      await next;
      table = next;
    },
  };
}

function createCatalog(db: Executor): ReferenceCatalog {
  const tables: { [K in keyof Tables]: ReturnType<typeof wholeTable<Tables[K]>> } = {
    creativeFields: wholeTable(() =>
      db.select().from(creativeFields).orderBy(asc(creativeFields.position), asc(creativeFields.id)),
    ),
    industries: wholeTable(() => db.select().from(industries).orderBy(asc(industries.id))),
    professions: wholeTable(() => db.select().from(standardizedProfessions).orderBy(asc(standardizedProfessions.id))),
    skills: wholeTable(() => db.select().from(standardizedSkills).orderBy(asc(standardizedSkills.id))),
    languages: wholeTable(() => db.select().from(languages).orderBy(asc(languages.id))),
    locations: wholeTable(async () =>
      relatePlaces((await db.select().from(locations).orderBy(asc(locations.id))).map(withPlaceNames)),
    ),
  };
  const readRevision = async () => {
    const [row] = await db
      .select({ revision: referenceRevision.revision })
      .from(referenceRevision)
      .where(eq(referenceRevision.id, 1));
    return row?.revision ?? 0;
  };
  let loadedRevision: number | null = null;
  let reloading: Promise<void> | null = null;
  // The revision is read before the tables, so that a change made while they load shows next time.
  // Calls made while a reload runs share it: warming at start and the first poll read once.
  const reload = () => {
    reloading ??= (async () => {
      const revision = await readRevision();
      await Promise.all(Object.values(tables).map((table) => table.reload()));
      loadedRevision = revision;
    })().finally(() => {
      reloading = null;
    });
    return reloading;
  };
  return {
    creativeFields: tables.creativeFields.pick,
    industries: tables.industries.pick,
    professions: tables.professions.pick,
    skills: tables.skills.pick,
    languages: tables.languages.pick,
    locations: tables.locations.pick,
    table: (name) => tables[name].current() as never,
    warm: () => reload(),
    async refresh() {
      // A reload in flight may have read the revision before the change this call is to find.
      await reloading?.catch(() => undefined);
      if ((await readRevision()) === loadedRevision) return false;
      await reload();
      return true;
    },
  };
}

const catalogs = new WeakMap<Executor, ReferenceCatalog>();

/** The catalog of a database; one per process and database. */
export function referenceCatalog(db: Database | Executor): ReferenceCatalog {
  let catalog = catalogs.get(db);
  if (!catalog) {
    catalog = createCatalog(db);
    catalogs.set(db, catalog);
  }
  return catalog;
}
