import { describe, expect, it } from "vitest";
import { craftMatches, workMatches } from "./searchMatches.ts";

const user = (id: string, meta?: Record<string, unknown>) => ({
  type: "users",
  id,
  attributes: {},
  ...(meta ? { meta } : {}),
});

describe("the crafts a search found people by", () => {
  it("are read from the reply by user id, leaving out name matches and what carries none", () => {
    const matches = craftMatches({
      data: [
        user("1", { matched_by: "profession", matched_label: "Illustrator" }),
        user("2", { matched_by: "name", matched_label: "Ilse Lustig" }),
        user("3"),
        user("4", { matched_by: "creative_field", matched_label: "Fotografie" }),
        user("5", { matched_by: "skill", matched_label: "" }),
      ],
    });
    expect([...matches]).toEqual([
      ["1", { kind: "profession", label: "Illustrator" }],
      ["4", { kind: "creative_field", label: "Fotografie" }],
    ]);
  });

  it("are none while there is no list", () => {
    expect(craftMatches(undefined).size).toBe(0);
    expect(craftMatches({ data: null }).size).toBe(0);
  });
});

describe("what a search found works by", () => {
  it("are read from the reply by item id, their own words too", () => {
    const item = (id: string, meta?: Record<string, unknown>) => ({ ...user(id, meta), type: "showroom_items" });
    const matches = workMatches({
      data: [
        item("7", { matched_by: "title", matched_label: "Harbour at dawn" }),
        item("8", { matched_by: "skill", matched_label: "Aquarell" }),
        item("9"),
        item("10", { matched_by: "creative_field", matched_label: "Illustration" }),
        item("11", { matched_by: "profession", matched_label: "Illustrator" }),
      ],
    });
    expect([...matches]).toEqual([
      ["7", { kind: "title", label: "Harbour at dawn" }],
      ["8", { kind: "skill", label: "Aquarell" }],
      ["10", { kind: "creative_field", label: "Illustration" }],
    ]);
    expect(workMatches(undefined).size).toBe(0);
  });
});
