import {
  foundUserResource,
  JSONAPI_MEDIA_TYPE,
  listDocumentSchema,
  PAGE_SIZE_DEFAULT,
  type Resource,
  toSnake,
  USER_INCLUDED,
  USER_LIST_ORDERS,
  userListFilterSchema,
  userResource,
} from "@atelier/common";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Database } from "../../../db/connect.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { type ListQuery, listParams, parseListQuery, type RawQuery } from "../../../jsonapi/query.ts";
import { document, pageLinks } from "../../../jsonapi/serialize.ts";
import { requestLocale } from "../../../platform/http/locale.ts";
import { presentUsersWithIncluded, USER_INCLUDES, type UserRow } from "./present.ts";
import type { UserFilter, UserOrder } from "./service.ts";
import { viewerOf } from "./visibility.ts";

export interface UsersQuery {
  list: ListQuery;
  filter: UserFilter;
  order: UserOrder | undefined;
  /** filter[with_user_connectable_to]: recommendations for this user. */
  connectableTo: number | undefined;
  /** filter[with_user_keyword]: a name, profession, creative field or skill. */
  keyword: string | undefined;
}

/** The query parameters every users list takes, as the API description lists them. */
export const USERS_QUERY_PARAMS = {
  "filter[with_user_names]": "Name contains (case and accents ignored); comma-separated for any of several",
  "filter[kind]": "private, company (comma-separated)",
  "filter[creative_field_ids]": "Users in any of these creative fields (comma-separated ids)",
  sorted_by: "rank (default), newest, name; also sort=-created_at, sort=name",
  include: "assigned_professions, location, creative_fields (comma-separated)",
} as const;

function orderOf(sort: ListQuery["sort"]): UserOrder | undefined {
  const first = sort[0];
  if (!first) return undefined;
  if (first.field === "createdAt") return first.desc ? "newest" : "oldest";
  if (first.field === "name") return first.desc ? "nameDesc" : "name";
  return first.field as UserOrder;
}

/**
 * Reads paging, filters, order and includes of a users list. Bad values are 400s naming the
 * parameter, as the other list parameters are.
 */
export function readUsersQuery(
  raw: RawQuery,
  opts: { maxSize?: number; connectable?: boolean; keyword?: boolean } = {},
): UsersQuery {
  const list = parseListQuery(raw, {
    sortable: [...USER_LIST_ORDERS, "createdAt"],
    filters: [
      "withUserNames",
      "kind",
      "creativeFieldIds",
      ...(opts.connectable ? ["withUserConnectableTo"] : []),
      ...(opts.keyword ? ["withUserKeyword"] : []),
    ],
    includable: USER_INCLUDES,
    maxSize: opts.maxSize,
  });
  const parsed = userListFilterSchema.safeParse(list.filter);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw errors.badRequest(issue.message, { parameter: `filter[${toSnake(String(issue.path[0]))}]` });
  }
  const f = parsed.data;
  return {
    list,
    filter: { names: f.withUserNames, kinds: f.kind, creativeFieldIds: f.creativeFieldIds },
    order: orderOf(list.sort),
    connectableTo: f.withUserConnectableTo?.[0],
    keyword: f.withUserKeyword?.[0],
  };
}

/** The query of a users list as a route declares it; the handler receives the UsersQuery. */
export const usersQuery = (
  opts: { maxSize?: number; connectable?: boolean; keyword?: boolean; described?: Record<string, string> } = {},
) =>
  listParams({
    ...USERS_QUERY_PARAMS,
    ...(opts.maxSize ? { "page[size]": `Page size, ${PAGE_SIZE_DEFAULT} by default, at most ${opts.maxSize}` } : {}),
    ...opts.described,
  }).transform((raw) => readUsersQuery(raw as RawQuery, opts));

/** A user named in the path by id or by profile slug (any case). */
/** A user named in a path by id or by profile slug. */
export const userRef = z.string().describe("User id or profile slug");
export const userRefPath = z.object({ id: userRef });

/** A page of users with paging links and what `include` asked for. */
export const usersListDocument = listDocumentSchema(userResource, { included: USER_INCLUDED });

/** The same, each user with what a keyword search found them by. */
export const foundUsersListDocument = listDocumentSchema(foundUserResource, { included: USER_INCLUDED });

/**
 * What a list adds to its users beyond the users resource: it may set relationships on `data`
 * and returns further included resources.
 */
export type UsersPageExtra = (rows: readonly UserRow[], data: Resource[]) => Promise<Resource[]>;

/** A page of users with paging links and what `include` asked for, as `viewer` (the caller) sees them. */
export async function usersPageDocument(
  req: FastifyRequest,
  db: Database,
  query: Pick<UsersQuery, "list">,
  result: { rows: UserRow[]; total: number },
  extra?: UsersPageExtra,
  viewer = viewerOf(req),
) {
  const { data, included } = await presentUsersWithIncluded(
    db,
    result.rows,
    viewer,
    query.list.include,
    requestLocale(req),
  );
  if (extra && result.rows.length > 0) included.push(...(await extra(result.rows, data)));
  const { links, meta } = pageLinks(req.url, query.list.page, result.total);
  return document(data, { ...(query.list.include.length > 0 ? { included } : {}), links, meta });
}

/** Answers a page of users with paging links and what `include` asked for. */
export async function sendUsersPage(
  req: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  query: Pick<UsersQuery, "list">,
  result: { rows: UserRow[]; total: number },
  extra?: UsersPageExtra,
) {
  return reply.type(JSONAPI_MEDIA_TYPE).send(await usersPageDocument(req, db, query, result, extra));
}
