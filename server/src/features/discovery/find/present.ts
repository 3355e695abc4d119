import type { FindScope, SupportedLocale } from "@atelier/common";
import type { FastifyRequest } from "fastify";
import type { Database } from "../../../db/connect.ts";
import { toMany } from "../../../jsonapi/serialize.ts";
import { requestLocale } from "../../../platform/http/locale.ts";
import { presentItems } from "../../showroom/items/present.ts";
import { type UsersPageExtra, usersPageDocument } from "../users/list.ts";
import type { BuiltList } from "../users/member-lists.ts";
import type { Viewer } from "../users/visibility.ts";
import type { LongCounts } from "./counts.ts";
import type { FindQuery } from "./query.ts";
import { findUsers, firstShowroomItems } from "./service.ts";

/**
 * One page of a find list as `viewer` reads it, with the users it shows and the items it names,
 * for the copies kept of it (memberList, keptForVisitors).
 */
export async function findListPage(
  req: FastifyRequest,
  db: Database,
  counts: LongCounts,
  scope: FindScope,
  query: FindQuery,
  viewer: Viewer,
): Promise<BuiltList> {
  const result = await findUsers(db, counts, viewer, scope, query);
  const items: number[] = [];
  const thumbnails = query.list.include.includes("showroomItems")
    ? showroomThumbnails(db, viewer, requestLocale(req), items)
    : undefined;
  const body = await usersPageDocument(req, db, query, result, thumbnails, viewer);
  return { body, users: result.rows, items };
}

/**
 * What `include=showroom_items` adds to a page: each user's first published showroom items as a
 * relationship and as included resources; their ids go to `shown`, which the kept copies watch.
 */
function showroomThumbnails(db: Database, viewer: Viewer, locale: SupportedLocale, shown: number[]): UsersPageExtra {
  return async (rows, data) => {
    const found = await firstShowroomItems(
      db,
      rows.map((row) => row.id),
    );
    shown.push(...found.map((item) => item.id));
    for (const user of data) {
      const own = found.filter((item) => String(item.ownerId) === user.id);
      user.relationships = {
        ...user.relationships,
        showroom_items: toMany(
          "showroom_items",
          own.map((item) => item.id),
        ),
      };
    }
    return (await presentItems(db, found, { viewer, include: [], locale })).data;
  };
}
