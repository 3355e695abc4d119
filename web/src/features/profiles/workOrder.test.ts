import { describe, expect, it } from "vitest";
import { inOrder, moved, splitByOwner } from "./workOrder.ts";

const item = (id: string, ownerId?: string) => ({ id, owner: ownerId ? { id: ownerId } : undefined });

describe("splitByOwner", () => {
  it("keeps the user's own items apart from those others made with them, each in the list's order", () => {
    const items = [item("1", "7"), item("2", "8"), item("3", "7"), item("4"), item("5", "9")];
    const { own, coCreated } = splitByOwner(items, "7");
    expect(own.map((i) => i.id)).toEqual(["1", "3", "4"]);
    expect(coCreated.map((i) => i.id)).toEqual(["2", "5"]);
  });
});

describe("moved", () => {
  it("moves an item forward and back onto another's place", () => {
    expect(moved(["a", "b", "c", "d"], "a", "c")).toEqual(["b", "c", "a", "d"]);
    expect(moved(["a", "b", "c", "d"], "d", "b")).toEqual(["a", "d", "b", "c"]);
  });

  it("leaves the list as it is for the same place or an unknown item", () => {
    expect(moved(["a", "b"], "a", "a")).toEqual(["a", "b"]);
    expect(moved(["a", "b"], "x", "a")).toEqual(["a", "b"]);
  });
});

describe("inOrder", () => {
  it("shows the items in the arranged order, those it does not know at the end", () => {
    const items = [item("1"), item("2"), item("3"), item("4")];
    expect(inOrder(items, ["3", "1", "2"]).map((i) => i.id)).toEqual(["3", "1", "2", "4"]);
    expect(inOrder(items, null).map((i) => i.id)).toEqual(["1", "2", "3", "4"]);
  });
});
