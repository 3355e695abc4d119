import { describe, expect, it } from "vitest";
import type { Item } from "../../../showroom/types.ts";
import type { UserSummary } from "../../../social/types.ts";
import { toSuggestions } from "./suggestions.ts";

const person = (over: Partial<UserSummary>): UserSummary =>
  ({
    id: "7",
    type: "users",
    name: "Jürgen Brückner",
    slug: "juergen-brueckner",
    profileImage: null,
    ...over,
  }) as UserSummary;

describe("the suggested options", () => {
  it("name people with their picture and first profession, items by title, and last every result", () => {
    const people = [
      person({
        profileImage: { small: "/files/j-small.jpg" } as UserSummary["profileImage"],
        assignedProfessions: [
          { id: "1", profession: { name: "Set designer" } },
          { id: "2", profession: { name: "Painter" } },
        ],
      }),
      person({ id: "8", name: "Anna Brück", slug: null }),
    ];
    const items = [{ id: "3", type: "showroom_items", slug: "bruecken", title: "Brücken" } as Item];
    expect(toSuggestions("bruck", people, items)).toEqual([
      {
        kind: "person",
        key: "person:7",
        href: "/profile/juergen-brueckner",
        name: "Jürgen Brückner",
        image: "/files/j-small.jpg",
        profession: "Set designer",
      },
      { kind: "person", key: "person:8", href: "/profile/8", name: "Anna Brück", image: null, profession: null },
      { kind: "item", key: "item:3", href: "/showroom/bruecken", title: "Brücken" },
      { kind: "all", key: "all", href: "/search?q=bruck", words: "bruck" },
    ]);
  });

  it("still offer every result when nothing is suggested", () => {
    expect(toSuggestions("zz", [], [])).toEqual([{ kind: "all", key: "all", href: "/search?q=zz", words: "zz" }]);
  });
});
