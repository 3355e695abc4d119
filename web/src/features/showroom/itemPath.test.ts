import { describe, expect, it } from "vitest";
import { itemEditPathOf, itemPathOf, publishedPathOf } from "./itemPath.ts";

describe("item paths", () => {
  const draft = { type: "gallery_items", id: "42", slug: "harbour-lights" } as const;

  it("edits an item by its id, which stays while a draft's slug follows its title", () => {
    expect(itemEditPathOf(draft)).toBe("/gallery/42/edit");
    expect(itemEditPathOf({ ...draft, type: "showroom_items" })).toBe("/showroom/42/edit");
  });

  it("lands the owner on the item's page with the prompt to share it after publishing", () => {
    expect(itemPathOf(draft)).toBe("/gallery/harbour-lights");
    expect(publishedPathOf({ ...draft, type: "showroom_items" })).toBe("/showroom/harbour-lights?published=1");
  });
});
