import { describe, expect, it } from "vitest";
import { applyChange, applyChanges, type ConnectionLists, EMPTY_LISTS, isInLists } from "./connectionLists.ts";
import type { ConnectionEntry, UserSummary } from "./types.ts";

const user = (id: string): UserSummary => ({
  id,
  type: "users",
  name: `User ${id}`,
  slug: `user-${id}`,
  kind: "private",
  headline: null,
  profileImage: null,
  followersCount: 0,
  followingsCount: 0,
});

const entry = (id: string, userId: string, over: Partial<ConnectionEntry> = {}): ConnectionEntry => ({
  id,
  status: "requested",
  direction: "incoming",
  user: user(userId),
  ...over,
});

const ids = (list: ConnectionEntry[]) => list.map((e) => e.id);

const lists: ConnectionLists = {
  confirmed: [entry("c1", "u1", { status: "confirmed" }), entry("c2", "u2", { status: "confirmed" })],
  incoming: [entry("i1", "u3"), entry("i2", "u4")],
  outgoing: [entry("o1", "u5", { direction: "outgoing" })],
};

describe("applyChange", () => {
  it("moves a confirmed request from incoming to the front of the connections", () => {
    const next = applyChange(lists, { kind: "confirm", entry: lists.incoming[1]! });
    expect(ids(next.incoming)).toEqual(["i1"]);
    expect(ids(next.confirmed)).toEqual(["i2", "c1", "c2"]);
    expect(next.confirmed[0]?.status).toBe("confirmed");
    expect(next.outgoing).toBe(lists.outgoing);
  });

  it("drops a denied request from incoming and touches nothing else", () => {
    const next = applyChange(lists, { kind: "deny", id: "i1" });
    expect(ids(next.incoming)).toEqual(["i2"]);
    expect(next.confirmed).toBe(lists.confirmed);
    expect(next.outgoing).toBe(lists.outgoing);
  });

  it("drops a withdrawn request from outgoing", () => {
    const next = applyChange(lists, { kind: "withdraw", id: "o1" });
    expect(next.outgoing).toEqual([]);
    expect(next.incoming).toBe(lists.incoming);
  });

  it("drops a removed connection", () => {
    const next = applyChange(lists, { kind: "remove", id: "c1" });
    expect(ids(next.confirmed)).toEqual(["c2"]);
  });

  it("puts a new request at the front of outgoing", () => {
    const request = entry("pending:u9", "u9", { direction: "outgoing", pending: true });
    const next = applyChange(lists, { kind: "connect", entry: request });
    expect(ids(next.outgoing)).toEqual(["pending:u9", "o1"]);
    expect(next.confirmed).toBe(lists.confirmed);
  });

  it("turns asking someone who asked first into a connection at the front", () => {
    const answer = entry("i2", "u4", { status: "confirmed", direction: "incoming" });
    const next = applyChange(lists, { kind: "connect", entry: answer });
    expect(ids(next.incoming)).toEqual(["i1"]);
    expect(ids(next.confirmed)).toEqual(["i2", "c1", "c2"]);
    expect(ids(next.outgoing)).toEqual(["o1"]);
  });

  it("never lists a user twice when a change meets the server's copy that already shows it", () => {
    const request = entry("o1", "u5", { direction: "outgoing" });
    expect(ids(applyChange(lists, { kind: "connect", entry: request }).outgoing)).toEqual(["o1"]);
    const confirmedAgain = applyChange(lists, { kind: "confirm", entry: lists.confirmed[1]! });
    expect(ids(confirmedAgain.confirmed)).toEqual(["c2", "c1"]);
  });

  it("ignores a change to an entry that is already gone", () => {
    expect(applyChange(lists, { kind: "deny", id: "nope" })).toEqual(lists);
    expect(applyChange(EMPTY_LISTS, { kind: "remove", id: "c1" })).toEqual(EMPTY_LISTS);
  });
});

describe("applyChanges", () => {
  it("applies changes in order, and leaving one out undoes only that one", () => {
    const confirm = { kind: "confirm", entry: lists.incoming[0]! } as const;
    const withdraw = { kind: "withdraw", id: "o1" } as const;
    const both = applyChanges(lists, [confirm, withdraw]);
    expect(ids(both.confirmed)).toEqual(["i1", "c1", "c2"]);
    expect(both.outgoing).toEqual([]);

    // The confirm failed: the screen shows the server's lists with the withdrawal alone.
    const rolledBack = applyChanges(lists, [withdraw]);
    expect(ids(rolledBack.incoming)).toEqual(["i1", "i2"]);
    expect(ids(rolledBack.confirmed)).toEqual(["c1", "c2"]);
    expect(rolledBack.outgoing).toEqual([]);
  });

  it("returns the server's lists when nothing is on its way", () => {
    expect(applyChanges(lists, [])).toBe(lists);
  });
});

describe("isInLists", () => {
  it("finds a user in any of the three lists", () => {
    expect(isInLists(lists, "u1")).toBe(true);
    expect(isInLists(lists, "u4")).toBe(true);
    expect(isInLists(lists, "u5")).toBe(true);
    expect(isInLists(lists, "u9")).toBe(false);
  });
});
