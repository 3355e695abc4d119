import { type Document, type Resource, snakeKeys } from "@atelier/common";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../../db/connect.ts";
import { preparedStatement } from "../../../db/prepared.ts";
import {
  bookmarks,
  connections,
  follows,
  likes,
  opportunityApplications,
  userBlocks,
  users,
} from "../../../db/schema/index.ts";
import { type ContractCheck, contractData, contractJson } from "../../../jsonapi/contract.ts";
import { withShownUsers } from "../../../platform/reads/request-scope.ts";
import type { VisitorCache } from "../../../platform/reads/visitor-cache.ts";
import type { ViewerConnection } from "./facts.ts";
import { type UserRow, viewerAttributes } from "./present.ts";
import type { Viewer } from "./visibility.ts";

/**
 * Who any member is, as far as a list is concerned: a signed-in viewer who blocked nobody, is
 * blocked by nobody and knows no "connections only" profile. Such a member sees exactly the people
 * and counts this viewer sees (no user has id 0), so one copy of a list serves them all.
 */
export const ANY_MEMBER = { id: 0 } as const satisfies Viewer;

/** A list document as built for ANY_MEMBER, before a member's own standing is laid over it. */
export type MemberListDocument = Document<Resource[]>;

/** An opportunity a list shows, with its owner: a member's own read differently. */
type ListedOpportunity = { id: number; ownerId: number };

/** Where a member's own attributes go in a kept list: on one of its users, items or opportunities. */
type Slot = { user: Pick<UserRow, "id" | "messagePermission"> } | { item: number } | { opportunity: number };

/**
 * A list kept for members: built at `version` of the lists it reads, as its text cut where each
 * member's own attributes go (`slots`, between `parts`), with whom and what it shows.
 */
interface KeptMemberList {
  version: string;
  parts: string[];
  slots: Slot[];
  users: Pick<UserRow, "id" | "messagePermission">[];
  items: number[];
  opportunities: ListedOpportunity[];
  /** Whom and what it shows (showsUser), whose notices take it away. */
  shown: number[];
}

/** What a member's own page of a list depends on, read in one statement. */
interface Standing {
  /** Where the lists stand (user_facets_version): a list kept at another is read anew. */
  version: string;
  /** Whether the member sees what ANY_MEMBER sees. */
  plain: boolean;
  followed: Set<number>;
  connections: Map<number, ViewerConnection>;
  liked: Set<number>;
  bookmarked: Set<number>;
  /** When the member applied to the list's opportunities they applied to. */
  applied: Map<number, string>;
}

const viewer = sql.placeholder("viewer");
const userIds = sql`${sql.placeholder("users")}::bigint[]`;
const itemIds = sql`${sql.placeholder("items")}::bigint[]`;
const opportunityIds = sql`${sql.placeholder("opportunities")}::bigint[]`;

/**
 * A member is plain when listed like anyone (complete, confirmed, active, not "connections only"),
 * in no block either way, and shown no "connections only" profile: the visibility rule
 * (visibility.ts) then grants them what it grants every member, no more and no less. With it the
 * members' own follows, connections, likes, bookmarks and applications among the users, items and
 * opportunities of the kept page.
 */
const standingStatement = preparedStatement("member-standing", (db, name) =>
  db
    .select({
      version: sql<string>`(select last_value::text from user_facets_version)`,
      plain: sql<boolean>`(exists (select 1 from ${users} where ${users.id} = ${viewer} and ${users.deactivatedAt} is null and ${users.complete} and ${users.confirmedAt} is not null and ${users.profileVisibility} <> 'connections')
        and not exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${viewer})
        and not exists (select 1 from ${userBlocks} where ${userBlocks.blockedId} = ${viewer})
        and not exists (select 1 from ${users} where ${users.profileVisibility} = 'connections' and ${users.id} in (
          select ${connections.connecteeId} from ${connections} where ${connections.requesterId} = ${viewer} and ${connections.status} = 'confirmed'
          union all select ${connections.requesterId} from ${connections} where ${connections.connecteeId} = ${viewer})))`,
      followed: sql<
        string[]
      >`array(select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${viewer} and ${follows.followeeId} = any(${userIds}))`,
      connections: sql<
        { userId: number; id: number; status: ViewerConnection["status"]; requesterId: number; note: string | null }[]
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
    })
    .from(sql`(values (1)) as one(x)`)
    .prepare(name),
);

async function readStanding(db: Executor, viewerId: number, kept: KeptMemberList | undefined): Promise<Standing> {
  const [row] = await standingStatement(db).execute({
    viewer: viewerId,
    users: kept?.users.map((user) => user.id) ?? [],
    items: kept?.items ?? [],
    opportunities: kept?.opportunities.map((o) => o.id) ?? [],
  });
  return {
    version: row.version,
    plain: row.plain,
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

/** The attributes a list's users and items have for one member alone. */
const MEMBER_ATTRIBUTES = new Set([
  "is_me",
  "is_followed",
  "is_blocked",
  "connection",
  "may_message",
  "is_mine",
  "is_liked",
  "is_bookmarked",
  "applied_at",
]);

/**
 * A key no attribute has, standing where a member's own attributes go. JSON.stringify writes the
 * NUL escaped, and inside a string value the escape is never followed by an unescaped quote: the
 * text splits there and nowhere else.
 */
const SLOT = "\u0000";
const SLOT_TEXT = /"\\u0000":\d+/;

/** The text of a list built for ANY_MEMBER, cut where each member's own attributes go. */
function cut(body: MemberListDocument, list: Pick<KeptMemberList, "users" | "items" | "opportunities">) {
  const users = new Map(list.users.map((user) => [String(user.id), user]));
  const items = new Set(list.items.map(String));
  const opportunities = new Set(list.opportunities.map((o) => String(o.id)));
  const slots: Slot[] = [];
  const slotOf = (entry: Resource): Slot | undefined => {
    const user = entry.type === "users" ? users.get(entry.id) : undefined;
    if (user) return { user };
    if (entry.type === "showroom_items" && items.has(entry.id)) return { item: Number(entry.id) };
    if (entry.type === "opportunities" && opportunities.has(entry.id)) return { opportunity: Number(entry.id) };
    return undefined;
  };
  const mark = (entry: Resource): Resource => {
    const found = slotOf(entry);
    if (!found) return entry;
    const shared = Object.entries(entry.attributes ?? {}).filter(([name]) => !MEMBER_ATTRIBUTES.has(name));
    const slot = slots.push(found) - 1;
    return { ...entry, attributes: Object.fromEntries([...shared, [SLOT, slot]]) };
  };
  const text = JSON.stringify({ ...body, data: body.data.map(mark), included: body.included?.map(mark) });
  const parts = text.split(SLOT_TEXT);
  if (parts.length !== slots.length + 1) throw new Error("A kept list's text did not cut where its slots are.");
  return { parts, slots };
}

/** The kept list as this member sees it: their follows, connections, likes and bookmarks put in its slots. */
function asSeenBy(kept: KeptMemberList, standing: Standing, viewerId: number): string {
  const own = (slot: Slot) => {
    if ("item" in slot) return { is_mine: false, is_liked: standing.liked.has(slot.item) };
    if ("opportunity" in slot) {
      const id = slot.opportunity;
      return {
        is_mine: false,
        is_bookmarked: standing.bookmarked.has(id),
        applied_at: standing.applied.get(id) ?? null,
      };
    }
    const facts = {
      followedByViewer: standing.followed.has(slot.user.id),
      blockedByViewer: false,
      viewerConnection: standing.connections.get(slot.user.id),
    };
    return snakeKeys(viewerAttributes(slot.user, facts, viewerId));
  };
  let text = kept.parts[0];
  kept.slots.forEach((slot, index) => {
    text += JSON.stringify(own(slot)).slice(1, -1) + kept.parts[index + 1];
  });
  return text;
}

/** A list as built for one viewer: its document, and the users, showroom items and opportunities it shows. */
export interface BuiltList {
  body: MemberListDocument;
  users: Pick<UserRow, "id" | "messagePermission">[];
  items: number[];
  opportunities?: ListedOpportunity[];
}

/**
 * A member's page of a list that reads the same for every plain member (find lists, name searches),
 * as text: built once for ANY_MEMBER and kept as its contract sends it, as visitors' lists are
 * (until someone or something it shows changes, or the lists move on), then answered to each plain
 * member with their own follows, connections, likes and bookmarks laid over it, read in one
 * statement. Anyone else, or a page that shows the member themselves (their own card, items and
 * opportunities read differently), is built for them alone.
 */
export async function memberList(
  db: Executor,
  cache: VisitorCache,
  key: string,
  member: { id: number },
  build: (viewer: Viewer) => Promise<BuiltList>,
  contract: { schema: z.ZodType } & ContractCheck,
): Promise<string> {
  const kept = cache.get(key) as KeptMemberList | undefined;
  const standing = await readStanding(db, member.id, kept);
  const own = async () => contractJson(contract.schema, (await build(member)).body, contract);
  // The kept text and what goes in its slots are in the contract; outside production the whole is checked again.
  const send = (list: KeptMemberList, of: Standing) => {
    const text = asSeenBy(list, of, member.id);
    return contract.strict ? contractJson(contract.schema, JSON.parse(text), contract) : text;
  };
  if (!standing.plain) return own();
  const showsMember = (list: KeptMemberList) =>
    list.users.some((user) => user.id === member.id) || list.opportunities.some((o) => o.ownerId === member.id);
  if (kept && kept.version === standing.version) return showsMember(kept) ? own() : send(kept, standing);
  // Every plain member asking meanwhile waits for this one build, under the version it is built at.
  const fresh = await cache.once(`${key}|${standing.version}`, async (): Promise<KeptMemberList> => {
    const mark = cache.begin();
    const { result: built, shown } = await withShownUsers(() => build(ANY_MEMBER));
    const shows = {
      users: built.users.map(({ id, messagePermission }) => ({ id, messagePermission })),
      items: built.items,
      opportunities: built.opportunities ?? [],
    };
    // The schema keeps the document as it is, less what it does not name.
    const body = contractData(contract.schema, built.body, contract) as MemberListDocument;
    const list: KeptMemberList = {
      version: standing.version,
      ...shows,
      shown: [...new Set([...shown, ...shows.users.map((user) => user.id)])],
      ...cut(body, shows),
    };
    cache.keep(key, list, list.shown, mark);
    return list;
  });
  if (showsMember(fresh)) return own();
  return send(fresh, await readStanding(db, member.id, fresh));
}
