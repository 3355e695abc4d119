import { type Document, type Resource, snakeKeys } from "@atelier/common";
import type { z } from "zod";
import type { Executor } from "../../../db/connect.ts";
import { type ContractCheck, contractData, contractJson } from "../../../jsonapi/contract.ts";
import { withShownUsers } from "../../../platform/reads/request-scope.ts";
import type { VisitorCache } from "../../../platform/reads/visitor-cache.ts";
import { type UserRow, viewerAttributes } from "./present.ts";
import { readListStanding, type Standing } from "./standing.ts";
import { ANY_MEMBER, type Viewer } from "./visibility.ts";

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
  const standing = await readListStanding(db, member.id, kept);
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
  return send(fresh, await readListStanding(db, member.id, fresh));
}
