import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/connect.ts";
import { pageTotal, totalOver } from "../../db/paging.ts";
import { locations, opportunities, opportunityFields, opportunitySkills } from "../../db/schema/index.ts";
import { containing } from "../discovery/users/names.ts";
import type { Viewer } from "../discovery/users/visibility.ts";
import { referenceCatalog } from "../reference/catalog.ts";
import { offBoard, onBoard, visibleOpportunitiesFilter } from "./policy.ts";
import type { BoardQuery } from "./query.ts";

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

/** The places a filter names, and with a radius everywhere near them, as a condition on `opportunities`. */
async function placeFilter(db: Executor, ids: number[], radiusKm: number | null): Promise<SQL> {
  if (radiusKm === null) return inArray(opportunities.locationId, ids);
  const centres = (await referenceCatalog(db).locations(ids)).filter(
    (l): l is typeof l & { latitude: number; longitude: number } => l.latitude !== null && l.longitude !== null,
  );
  const near = centres.map((centre) => withinKm(centre, radiusKm));
  return or(
    inArray(opportunities.locationId, ids),
    near.length > 0
      ? sql`exists (select 1 from ${locations} where ${locations.id} = ${opportunities.locationId} and (${or(...near)}))`
      : undefined,
  ) as SQL;
}

/** The conditions of a board query, for the viewer. */
async function conditions(db: Executor, { filter }: BoardQuery, viewer: Viewer): Promise<SQL> {
  const where: (SQL | undefined)[] = [visibleOpportunitiesFilter(viewer), filter.expired ? offBoard : onBoard];
  if (filter.kinds.length > 0) where.push(inArray(opportunities.kind, filter.kinds));
  if (filter.jobTypes.length > 0) where.push(inArray(opportunities.jobType, filter.jobTypes));
  if (filter.ownerIds.length > 0) where.push(inArray(opportunities.ownerId, filter.ownerIds));
  if (filter.creativeFieldIds.length > 0) {
    where.push(
      sql`exists (select 1 from ${opportunityFields} where ${opportunityFields.opportunityId} = ${opportunities.id} and ${inArray(opportunityFields.creativeFieldId, filter.creativeFieldIds)})`,
    );
  }
  if (filter.skillIds.length > 0) {
    where.push(
      sql`exists (select 1 from ${opportunitySkills} where ${opportunitySkills.opportunityId} = ${opportunities.id} and ${inArray(opportunitySkills.skillId, filter.skillIds)})`,
    );
  }
  const places = filter.locationIds.length > 0 ? await placeFilter(db, filter.locationIds, filter.radiusKm) : null;
  if (places && filter.remote) where.push(or(places, eq(opportunities.remote, true)));
  else if (places) where.push(places);
  else if (filter.remote) where.push(eq(opportunities.remote, true));
  if (filter.keyword) {
    for (const word of filter.keyword.split(/\s+/)) {
      where.push(sql`${opportunities.searchText} like ${containing(word)}`);
    }
  }
  return and(...where) as SQL;
}

function orderOf({ sort, filter }: BoardQuery): SQL[] {
  if (sort === "closing") return [asc(opportunities.expiresAt), asc(opportunities.id)];
  if (sort === "relevance" && filter.keyword) {
    return [
      desc(sql`similarity(${opportunities.searchText}, fold_name(${filter.keyword}))`),
      desc(opportunities.publishedAt),
      desc(opportunities.id),
    ];
  }
  return [desc(opportunities.publishedAt), desc(opportunities.id)];
}

/** One page of the board's ids in order, and how many match in all, in one statement. */
export async function boardPage(
  db: Executor,
  query: BoardQuery,
  viewer: Viewer,
): Promise<{ ids: number[]; total: number }> {
  const where = await conditions(db, query, viewer);
  const rows = await db
    .select({ id: opportunities.id, total: totalOver() })
    .from(opportunities)
    .where(where)
    .orderBy(...orderOf(query))
    .limit(query.list.page.size)
    .offset(query.list.page.offset);
  const total = await pageTotal(rows, query.list.page.offset, async () => {
    const [all] = await db.select({ total: count() }).from(opportunities).where(where);
    return all.total;
  });
  return { ids: rows.map((r) => r.id), total };
}
