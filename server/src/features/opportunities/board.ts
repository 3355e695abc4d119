import { and, arrayOverlaps, asc, count, desc, eq, gt, inArray, lte, not, or, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/connect.ts";
import { newestFirst } from "../../db/order.ts";
import { opportunityFacets as facets, locations, opportunities } from "../../db/schema/index.ts";
import { containing } from "../discovery/users/names.ts";
import { type Viewer, visibleFacetsFilter } from "../discovery/users/visibility.ts";
import { referenceCatalog } from "../reference/catalog.ts";
import type { BoardQuery } from "./query.ts";

/**
 * The board reads opportunity_facets, the copy of what it filters by, and joins opportunities only
 * for a keyword. The rules are policy.ts's (visibleOpportunitiesFilter, onBoard, offBoard) over the
 * copied columns; opportunities.test.ts holds the board and an opportunity's own page to the same.
 */
const OWNER = { userId: facets.ownerId, profileVisibility: facets.ownerVisibility };

function visibleOnBoard(viewer: Viewer): SQL {
  const others = and(facets.published, facets.ownerListed, visibleFacetsFilter(viewer, OWNER)) as SQL;
  return viewer ? (or(eq(facets.ownerId, viewer.id), others) as SQL) : others;
}

const onBoard = and(facets.published, not(facets.cancelled), gt(facets.expiresAt, sql`now()`)) as SQL;
const offBoard = and(facets.published, or(facets.cancelled, lte(facets.expiresAt, sql`now()`))) as SQL;

const EARTH_RADIUS_KM = 6371;

/** Within `km` of a point, by the haversine formula over the opportunity's place. */
function withinKm(point: { latitude: number; longitude: number }, km: number): SQL {
  const lat = sql`radians(${locations.latitude})`;
  const pointLat = point.latitude * (Math.PI / 180);
  const dLat = sql`(${lat} - ${pointLat}) / 2`;
  const dLon = sql`(radians(${locations.longitude}) - ${point.longitude * (Math.PI / 180)}) / 2`;
  // A box first, which rules most places out before the trigonometry.
  const latSpan = km / 111;
  const lonSpan = km / (111 * Math.max(0.01, Math.cos(pointLat)));
  return sql`(${locations.latitude} between ${point.latitude - latSpan} and ${point.latitude + latSpan}
    and ${locations.longitude} between ${point.longitude - lonSpan} and ${point.longitude + lonSpan}
    and 2 * ${EARTH_RADIUS_KM} * asin(sqrt(sin(${dLat}) ^ 2 + cos(${lat}) * cos(${pointLat}) * sin(${dLon}) ^ 2)) <= ${km})`;
}

/** The places a filter names, and with a radius everywhere near them, as a condition on the board. */
async function placeFilter(db: Executor, ids: number[], radiusKm: number | null): Promise<SQL> {
  if (radiusKm === null) return inArray(facets.locationId, ids);
  const centres = (await referenceCatalog(db).locations(ids)).filter(
    (l): l is typeof l & { latitude: number; longitude: number } => l.latitude !== null && l.longitude !== null,
  );
  const near = centres.map((centre) => withinKm(centre, radiusKm));
  return or(
    inArray(facets.locationId, ids),
    near.length > 0
      ? sql`exists (select 1 from ${locations} where ${locations.id} = ${facets.locationId} and (${or(...near)}))`
      : undefined,
  ) as SQL;
}

/** The conditions of a board query, for the viewer. */
async function conditions(db: Executor, { filter }: BoardQuery, viewer: Viewer): Promise<SQL> {
  const where: (SQL | undefined)[] = [visibleOnBoard(viewer), filter.expired ? offBoard : onBoard];
  if (filter.kinds.length > 0) where.push(inArray(facets.kind, filter.kinds));
  if (filter.jobTypes.length > 0) where.push(inArray(facets.jobType, filter.jobTypes));
  if (filter.ownerIds.length > 0) where.push(inArray(facets.ownerId, filter.ownerIds));
  if (filter.creativeFieldIds.length > 0) where.push(arrayOverlaps(facets.creativeFieldIds, filter.creativeFieldIds));
  if (filter.skillIds.length > 0) where.push(arrayOverlaps(facets.skillIds, filter.skillIds));
  const places = filter.locationIds.length > 0 ? await placeFilter(db, filter.locationIds, filter.radiusKm) : null;
  if (places && filter.remote) where.push(or(places, eq(facets.remote, true)));
  else if (places) where.push(places);
  else if (filter.remote) where.push(eq(facets.remote, true));
  if (filter.keyword) {
    for (const word of filter.keyword.split(/\s+/)) {
      where.push(sql`${opportunities.searchText} like ${containing(word)}`);
    }
  }
  return and(...where) as SQL;
}

/** Newest first, as the board's newest-first index holds them (drafts, with no date, never on it). */
const newest = newestFirst(facets.publishedAt, facets.opportunityId);

function orderOf({ sort, filter }: BoardQuery): SQL[] {
  if (sort === "closing") return [asc(facets.expiresAt), asc(facets.opportunityId)];
  if (sort === "relevance" && filter.keyword) {
    return [desc(sql`similarity(${opportunities.searchText}, fold_name(${filter.keyword}))`), ...newest];
  }
  return newest;
}

/**
 * One page of the board's ids in order, and how many match in all: one statement, but two queries
 * planned apart, so that the page walks an order's index and stops after its rows, while the count
 * reads the matches the way that finds them soonest (a field's GIN index, say).
 */
export async function boardPage(
  db: Executor,
  query: BoardQuery,
  viewer: Viewer,
): Promise<{ ids: number[]; total: number }> {
  const where = await conditions(db, query, viewer);
  // Only a keyword reads the opportunity itself: its words, and their likeness for relevance.
  const from = <T extends PgSelect>(select: T) =>
    (query.filter.keyword ? select.innerJoin(opportunities, eq(opportunities.id, facets.opportunityId)) : select).where(
      where,
    );
  const page = from(db.select({ id: facets.opportunityId }).from(facets).$dynamic())
    .orderBy(...orderOf(query))
    .limit(query.list.page.size)
    .offset(query.list.page.offset);
  const all = from(db.select({ total: count() }).from(facets).$dynamic());
  const [row] = await db
    .select({ ids: sql<string[]>`array(${page})`, total: sql<number>`(${all})`.mapWith(Number) })
    .from(sql`(values (1)) as one(x)`);
  return { ids: row.ids.map(Number), total: row.total };
}
