import { type Resource, type StandingType, snakeKeys } from "@atelier/common";
import { sql } from "drizzle-orm";
import type { Executor } from "../../../db/connect.ts";
import { preparedStatement } from "../../../db/prepared.ts";
import {
  bookmarks,
  connections,
  creations,
  follows,
  likes,
  opportunities,
  opportunityApplications,
  users,
} from "../../../db/schema/index.ts";
import { plainMember } from "../../../platform/reads/plain-member.ts";
import type { ViewerConnection } from "./facts.ts";
import { type UserRow, viewerAttributes } from "./present.ts";
import { visibleUsersFilter } from "./visibility.ts";

/** A member's own follows, connections, likes, bookmarks and applications among some users, items and opportunities. */
interface Own {
  followed: Set<number>;
  connections: Map<number, ViewerConnection>;
  liked: Set<number>;
  bookmarked: Set<number>;
  /** When the member applied to the opportunities they applied to. */
  applied: Map<number, string>;
}

/** What a member's own page of a kept list depends on, read in one statement. */
export interface Standing extends Own {
  /** Where the lists stand (user_facets_version): a list kept at another is read anew. */
  version: string;
  /** Whether the member sees what ANY_MEMBER sees. */
  plain: boolean;
}

const viewer = sql.placeholder("viewer");
const userIds = sql`${sql.placeholder("users")}::bigint[]`;
const itemIds = sql`${sql.placeholder("items")}::bigint[]`;
const opportunityIds = sql`${sql.placeholder("opportunities")}::bigint[]`;

type ConnectionRow = {
  userId: number;
  id: number;
  status: ViewerConnection["status"];
  requesterId: number;
  note: string | null;
};

/** The member's own rows among the users, items and opportunities named, as columns of one statement. */
const ownColumns = {
  followed: sql<
    string[]
  >`array(select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${viewer} and ${follows.followeeId} = any(${userIds}))`,
  connections: sql<
    ConnectionRow[]
  >`(select coalesce(json_agg(json_build_object('userId', them.user_id, 'id', them.id, 'status', them.status, 'requesterId', them.requester_id, 'note', them.note)), '[]') from (
          select ${connections.connecteeId} as user_id, ${connections.id} as id, ${connections.status} as status, ${connections.requesterId} as requester_id, ${connections.note} as note from ${connections} where ${connections.requesterId} = ${viewer} and ${connections.connecteeId} = any(${userIds})
          union all select ${connections.requesterId}, ${connections.id}, ${connections.status}, ${connections.requesterId}, ${connections.note} from ${connections} where ${connections.connecteeId} = ${viewer} and ${connections.requesterId} = any(${userIds})) them)`,
  liked: sql<
    string[]
  >`array(select ${likes.creationId} from ${likes} where ${likes.userId} = ${viewer} and ${likes.creationId} = any(${itemIds}))`,
  bookmarked: sql<
    string[]
  >`array(select ${bookmarks.opportunityId} from ${bookmarks} where ${bookmarks.ownerId} = ${viewer} and ${bookmarks.opportunityId} = any(${opportunityIds}))`,
  applied: sql<
    { id: number; at: string }[]
  >`(select coalesce(json_agg(json_build_object('id', ${opportunityApplications.opportunityId}, 'at', ${opportunityApplications.createdAt})), '[]') from ${opportunityApplications}
          where ${opportunityApplications.applicantId} = ${viewer} and ${opportunityApplications.opportunityId} = any(${opportunityIds}))`,
};

const one = sql`(values (1)) as one(x)`;

/** Whether the member is plain (plainMember), with their own rows among what a kept list shows. */
const listStatement = preparedStatement("member-standing", (db, name) =>
  db
    .select({
      version: sql<string>`(select last_value::text from user_facets_version)`,
      plain: plainMember(viewer),
      ...ownColumns,
    })
    .from(one)
    .prepare(name),
);

/**
 * The member's own rows among what a page shows, with the users of it they may see (and whether
 * those take messages) and which of its items and opportunities are theirs.
 */
const pageStatement = preparedStatement("page-standing", (db, name) =>
  db
    .select({
      ...ownColumns,
      seen: sql<
        { id: number; messagePermission: UserRow["messagePermission"] }[]
      >`(select coalesce(json_agg(json_build_object('id', ${users.id}, 'messagePermission', ${users.messagePermission})), '[]') from ${users}
          where ${users.id} = any(${userIds}) and ${visibleUsersFilter({ id: viewer })})`,
      mine: sql<
        string[]
      >`array(select ${creations.id} from ${creations} where ${creations.ownerId} = ${viewer} and ${creations.id} = any(${itemIds}))`,
      mineOpportunities: sql<
        string[]
      >`array(select ${opportunities.id} from ${opportunities} where ${opportunities.ownerId} = ${viewer} and ${opportunities.id} = any(${opportunityIds}))`,
    })
    .from(one)
    .prepare(name),
);

type OwnRow = {
  followed: string[];
  connections: ConnectionRow[];
  liked: string[];
  bookmarked: string[];
  applied: { id: number; at: string }[];
};

function ownOf(row: OwnRow): Own {
  return {
    followed: new Set(row.followed.map(Number)),
    connections: new Map(
      row.connections.map((c) => [
        Number(c.userId),
        { id: Number(c.id), status: c.status, requesterId: Number(c.requesterId), note: c.note },
      ]),
    ),
    liked: new Set(row.liked.map(Number)),
    bookmarked: new Set(row.bookmarked.map(Number)),
    applied: new Map(row.applied.map((a) => [Number(a.id), new Date(a.at).toISOString()])),
  };
}

/** What a kept list shows, by id. */
interface Shown {
  users: readonly { id: number }[];
  items: readonly number[];
  opportunities: readonly { id: number }[];
}

/** A member's standing toward a kept list (or toward nothing yet, when none is kept). */
export async function readListStanding(db: Executor, viewerId: number, kept: Shown | undefined): Promise<Standing> {
  const [row] = await listStatement(db).execute({
    viewer: viewerId,
    users: kept?.users.map((user) => user.id) ?? [],
    items: kept?.items ?? [],
    opportunities: kept?.opportunities.map((o) => o.id) ?? [],
  });
  return { version: row.version, plain: row.plain, ...ownOf(row) };
}

/** The ids a page asks the standing of, by type. */
export type StandingIds = Record<StandingType, readonly number[]>;

/**
 * A member's own attributes of the users, showroom and gallery items and opportunities named, read
 * in one statement: a resource for each, with the attributes that concern them alone. Users they
 * may not see are left out, as the pages showing them would.
 */
export async function readPageStanding(db: Executor, viewerId: number, ids: StandingIds): Promise<Resource[]> {
  const [row] = await pageStatement(db).execute({
    viewer: viewerId,
    users: [...ids.users],
    items: [...ids.showroom_items, ...ids.gallery_items],
    opportunities: [...ids.opportunities],
  });
  const own = ownOf(row);
  const mine = new Set(row.mine.map(Number));
  const mineOpportunities = new Set(row.mineOpportunities.map(Number));
  const resourceOf = (type: StandingType, id: number, attributes: object): Resource => ({
    type,
    id: String(id),
    attributes: snakeKeys(attributes),
  });
  const item = (type: StandingType) => (id: number) =>
    resourceOf(type, id, { isMine: mine.has(id), isLiked: own.liked.has(id) });
  return [
    ...row.seen.map((user) => {
      const facts = {
        followedByViewer: own.followed.has(Number(user.id)),
        blockedByViewer: false,
        viewerConnection: own.connections.get(Number(user.id)),
      };
      const seen = { id: Number(user.id), messagePermission: user.messagePermission };
      return resourceOf("users", seen.id, viewerAttributes(seen, facts, viewerId));
    }),
    ...ids.showroom_items.map(item("showroom_items")),
    ...ids.gallery_items.map(item("gallery_items")),
    ...ids.opportunities.map((id) =>
      resourceOf("opportunities", id, {
        isMine: mineOpportunities.has(id),
        isBookmarked: own.bookmarked.has(id),
        appliedAt: own.applied.get(id) ?? null,
      }),
    ),
  ];
}
