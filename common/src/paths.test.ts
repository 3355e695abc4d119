import { describe, expect, it } from "vitest";
import { camelKeys, snakeKeys } from "./case.ts";
import { safeReturnTo } from "./paths.ts";

describe("safeReturnTo", () => {
  it("keeps relative same-origin paths", () => {
    expect(safeReturnTo("/settings/privacy?x=1#a")).toBe("/settings/privacy?x=1#a");
  });

  it.each(["//evil.tld", "/\\evil.tld", "https://evil.tld", "javascript:alert(1)", "", null, "/a\nb"])(
    "refuses %j",
    (value) => {
      expect(safeReturnTo(value)).toBeNull();
    },
  );
});

describe("case conversion", () => {
  it("snake_cases keys deeply and back", () => {
    const wire = snakeKeys({ isInsideCci: true, nested: [{ creativeFieldIds: [1] }] });
    expect(wire).toEqual({ is_inside_cci: true, nested: [{ creative_field_ids: [1] }] });
    expect(camelKeys(wire)).toEqual({ isInsideCci: true, nested: [{ creativeFieldIds: [1] }] });
  });
});
