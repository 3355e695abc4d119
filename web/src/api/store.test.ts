import type { Resource } from "@atelier/common/jsonapi";
import { describe, expect, it } from "vitest";
import { JsonApiStore, mergeRecord, toResourceDocument } from "./store.ts";

const user = (relationships: Resource["relationships"], attributes: Record<string, unknown> = {}): Resource => ({
  type: "users",
  id: "1",
  attributes: { name: "Ada", ...attributes },
  relationships,
});
const location = { type: "locations", id: "7" };

describe("mergeRecord", () => {
  it.each([
    ["null", { location: { data: null } }],
    ["an empty list", { location: { data: [] } }],
    ["missing data", { location: {} }],
    ["a missing relationship", {}],
  ])("keeps the older relationship when the newer copy has %s", (_, relationships) => {
    const older = mergeRecord(undefined, user({ location: { data: location } }));
    const merged = mergeRecord(older, user(relationships as Resource["relationships"]));
    expect(merged.relationships.location).toEqual({ data: location });
  });

  it("takes a non-empty newer relationship and the newer attributes", () => {
    const older = mergeRecord(undefined, user({ location: { data: location } }, { name: "Ada", bio: "old" }));
    const merged = mergeRecord(older, user({ location: { data: { type: "locations", id: "8" } } }, { name: "Grace" }));
    expect(merged.relationships.location).toEqual({ data: { type: "locations", id: "8" } });
    expect(merged.attributes).toEqual({ name: "Grace", bio: "old" });
  });

  it("stores an empty relationship the first time it is seen", () => {
    expect(mergeRecord(undefined, user({ location: { data: null } })).relationships.location).toEqual({ data: null });
  });
});

describe("JsonApiStore", () => {
  const document = {
    data: [
      {
        type: "users",
        id: "1",
        attributes: { display_name: "Ada", is_creative: true },
        relationships: {
          location: { data: location },
          skills: { data: [{ type: "skills", id: "s1" }] },
        },
      },
    ],
    included: [
      { type: "locations", id: "7", attributes: { long_name: "Berlin, Germany" }, relationships: {} },
      { type: "skills", id: "s1", attributes: { name: "Lettering" } },
    ],
  };

  it("keeps data and included by type and id and returns the primary identifiers", () => {
    const store = new JsonApiStore();
    expect(store.merge(document)).toEqual([{ type: "users", id: "1" }]);
    expect(store.get("locations", "7")?.attributes).toEqual({ long_name: "Berlin, Germany" });
  });

  it("reads camelCase attributes and nests only the included relationships", () => {
    const store = new JsonApiStore();
    store.merge(document);
    expect(store.denormalize("users", "1", { include: ["location"] })).toEqual({
      id: "1",
      type: "users",
      displayName: "Ada",
      isCreative: true,
      location: { id: "7", type: "locations", longName: "Berlin, Germany" },
    });
    expect(store.denormalize("users", "1", { include: ["skills"] })).toMatchObject({
      skills: [{ id: "s1", name: "Lettering" }],
    });
    expect(store.denormalize("users", "2")).toBeNull();
  });

  it("keeps a loaded relationship when a later list sends the resource without it", () => {
    const store = new JsonApiStore();
    store.merge(document);
    store.merge({ data: [{ type: "users", id: "1", attributes: { display_name: "Ada L." } }] });
    expect(store.denormalize("users", "1", { include: ["location"] })).toMatchObject({
      displayName: "Ada L.",
      location: { longName: "Berlin, Germany" },
    });
  });

  it("sets a relationship to exactly what it is given, an empty list too, and tells its readers", () => {
    const store = new JsonApiStore();
    store.merge(document);
    const { types } = store.track(() => store.get("users", "1"));
    const before = store.stampOf(types);
    store.relate("users", "1", "skills", []);
    expect(store.denormalize("users", "1", { include: ["skills", "location"] })).toMatchObject({
      skills: [],
      location: { longName: "Berlin, Germany" },
    });
    expect(store.stampOf(types)).not.toBe(before);
    store.relate("users", "9", "skills", []);
    expect(store.get("users", "9")).toBeUndefined();
  });

  it("stops at a cycle instead of recursing", () => {
    const store = new JsonApiStore();
    store.merge({
      data: { type: "a", id: "1", attributes: {}, relationships: { b: { data: { type: "b", id: "1" } } } },
      included: [{ type: "b", id: "1", attributes: {}, relationships: { a: { data: { type: "a", id: "1" } } } }],
    });
    expect(store.denormalize("a", "1", { include: ["b.a"] })).toEqual({
      id: "1",
      type: "a",
      b: { id: "1", type: "b", a: null },
    });
  });

  it("tells subscribers about every change", () => {
    const store = new JsonApiStore();
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    store.merge(document);
    store.remove("users", "1");
    unsubscribe();
    store.clear();
    expect(calls).toBe(2);
  });

  it("names the types a read looked at, and changes their stamp only when one of them is written", () => {
    const store = new JsonApiStore();
    store.merge(document);
    const { value, types } = store.track(() => store.denormalize("users", "1", { include: ["location"] }));
    expect(value).toMatchObject({ id: "1", location: { id: "7" } });
    expect([...types].sort()).toEqual(["locations", "users"]);
    const stamp = store.stampOf(types);
    store.merge({ data: { type: "creative_fields", id: "3", attributes: { name: "Illustration" } } });
    expect(store.stampOf(types)).toBe(stamp);
    store.merge({ data: { type: "locations", id: "7", attributes: { name: "Wien" } } });
    const written = store.stampOf(types);
    expect(written).not.toBe(stamp);
    store.remove("users", "1");
    expect(store.stampOf(types)).not.toBe(written);
    const removed = store.stampOf(types);
    store.clear();
    expect(store.stampOf(new Set(["creative_fields"]))).not.toBe(removed);
  });

  it("counts a record not yet loaded among what a read looked at", () => {
    const store = new JsonApiStore();
    store.merge({ data: user({ location: { data: location } }) });
    const { value, types } = store.track(() => store.denormalize("users", "1", { include: ["location"] }));
    expect(value).toMatchObject({ location: null });
    const stamp = store.stampOf(types);
    store.merge({ data: { type: "locations", id: "7", attributes: { name: "Köln" } } });
    expect(store.stampOf(types)).not.toBe(stamp);
  });

  it("reads a document's primary data as a list, whether it is many, one or none", () => {
    const store = new JsonApiStore();
    store.merge(document);
    expect(store.denormalizeData(document.data).map((u) => u.id)).toEqual(["1"]);
    expect(store.denormalizeData([{ type: "users", id: "1", attributes: {} }])).toHaveLength(1);
    expect(store.denormalizeData(null)).toEqual([]);
    expect(store.denormalizeData(undefined)).toEqual([]);
  });
});

describe("toResourceDocument", () => {
  it("writes snake_case attribute and relationship names", () => {
    expect(
      toResourceDocument("bookmarks", {
        attributes: { bookmarkableType: "opportunity" },
        relationships: { bookmarkableOwner: { type: "users", id: "3" } },
      }),
    ).toEqual({
      data: {
        type: "bookmarks",
        attributes: { bookmarkable_type: "opportunity" },
        relationships: { bookmarkable_owner: { data: { type: "users", id: "3" } } },
      },
    });
  });
});
