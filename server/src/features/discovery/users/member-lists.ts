import { type Document, type Resource, snakeKeys } from "@atelier/common";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { Executor } from "../../../db/connect.ts";
import { preparedStatement } from "../../../db/prepared.ts";
import { connections, follows, likes, userBlocks, users } from "../../../db/schema/index.ts";
import { type ContractCheck, contractData, contractJson } from "../../../jsonapi/contract.ts";
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

/** A list kept for members: built at `version` of the lists it reads, with whom and what it shows. */
interface KeptMemberList {
  version: string;
  body: MemberListDocument;
  users: Pick<UserRow, "id" | "messagePermission">[];
  items: number[];
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
}

const viewer = sql.placeholder("viewer");
const userIds = sql`${sql.placeholder("users")}::bigint[]`;
const itemIds = sql`${sql.placeholder("items")}::bigint[]`;

/**
 * A member is plain when listed like anyone (complete, confirmed, active, not "connections only"),
 * in no block either way, and shown no "connections only" profile: the visibility rule
 * (visibility.ts) then grants them what it grants every member, no more and no less. With it the
 * members' own follows, connections and likes among the users and items of the kept page.
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
        { userId: number; id: number; status: ViewerConnection["status"]; requesterId: number }[]
      >`(select coalesce(json_agg(json_build_object('userId', them.user_id, 'id', them.id, 'status', them.status, 'requesterId', them.requester_id)), '[]') from (
          select ${connections.connecteeId} as user_id, ${connections.id} as id, ${connections.status} as status, ${connections.requesterId} as requester_id from ${connections} where ${connections.requesterId} = ${viewer} and ${connections.connecteeId} = any(${userIds})
          union all select ${connections.requesterId}, ${connections.id}, ${connections.status}, ${connections.requesterId} from ${connections} where ${connections.connecteeId} = ${viewer} and ${connections.requesterId} = any(${userIds})) them)`,
      liked: sql<
        string[]
      >`array(select ${likes.creationId} from ${likes} where ${likes.userId} = ${viewer} and ${likes.creationId} = any(${itemIds}))`,
    })
    .from(sql`(values (1)) as one(x)`)
    .prepare(name),
);

async function readStanding(db: Executor, viewerId: number, kept: KeptMemberList | undefined): Promise<Standing> {
  const [row] = await standingStatement(db).execute({
    viewer: viewerId,
    users: kept?.users.map((user) => user.id) ?? [],
    items: kept?.items ?? [],
  });
  return {
    version: row.version,
    plain: row.plain,
    followed: new Set(row.followed.map(Number)),
    connections: new Map(
      row.connections.map((c) => [
        Number(c.userId),
        { id: Number(c.id), status: c.status, requesterId: Number(c.requesterId) },
      ]),
    ),
    liked: new Set(row.liked.map(Number)),
  };
}

/** The kept list as this member sees it: their follows, connections and likes laid over it. */
function asSeenBy(kept: KeptMemberList, standing: Standing, viewerId: number): MemberListDocument {
  const users = new Map(kept.users.map((user) => [String(user.id), user]));
  const overlay = (entry: Resource): Resource => {
    if (entry.type === "users") {
      const user = users.get(entry.id);
      if (!user) return entry;
      const facts = {
        followedByViewer: standing.followed.has(user.id),
        blockedByViewer: false,
        viewerConnection: standing.connections.get(user.id),
      };
      return { ...entry, attributes: { ...entry.attributes, ...snakeKeys(viewerAttributes(user, facts, viewerId)) } };
    }
    if (entry.type === "showroom_items" && kept.items.includes(Number(entry.id))) {
      return {
        ...entry,
        attributes: { ...entry.attributes, is_mine: false, is_liked: standing.liked.has(Number(entry.id)) },
      };
    }
    return entry;
  };
  return { ...kept.body, data: kept.body.data.map(overlay), included: kept.body.included?.map(overlay) };
}

/** A list as built for one viewer: its document, and the users and showroom items it shows. */
export interface BuiltList {
  body: MemberListDocument;
  users: Pick<UserRow, "id" | "messagePermission">[];
  items: number[];
}

/**
 * A member's page of a list that reads the same for every plain member (find lists, name searches),
 * as text: built once for ANY_MEMBER and kept as its contract sends it, as visitors' lists are
 * (until someone it shows changes, or the lists move on), then answered to each plain member with
 * their own follows, connections and likes laid over it, read in one statement. Anyone else, or a
 * page that shows the member themselves (their own card and items read differently), is built for
 * them alone.
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
  // What is laid over a kept reply is in the contract already; outside production it is checked again.
  const send = (list: KeptMemberList, of: Standing) => {
    const seen = asSeenBy(list, of, member.id);
    return contract.strict ? contractJson(contract.schema, seen, contract) : JSON.stringify(seen);
  };
  if (!standing.plain) return own();
  const showsMember = (list: KeptMemberList) => list.users.some((user) => user.id === member.id);
  if (kept && kept.version === standing.version) return showsMember(kept) ? own() : send(kept, standing);
  const mark = cache.begin();
  const built = await build(ANY_MEMBER);
  const fresh: KeptMemberList = {
    version: standing.version,
    // The schema keeps the document as it is, less what it does not name.
    body: contractData(contract.schema, built.body, contract) as MemberListDocument,
    users: built.users.map(({ id, messagePermission }) => ({ id, messagePermission })),
    items: built.items,
  };
  if (showsMember(fresh)) return own();
  cache.keep(
    key,
    fresh,
    fresh.users.map((user) => user.id),
    mark,
  );
  return send(fresh, await readStanding(db, member.id, fresh));
}
