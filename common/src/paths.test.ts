import { describe, expect, it } from "vitest";
import { camelKeys, snakeKeys } from "./case.ts";
import { fillPattern, paths, ROUTES, routesOpenTo, safeReturnTo } from "./paths.ts";

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

describe("the route list", () => {
  it("fills a pattern's parameters, encoded, and keeps those without a value", () => {
    expect(fillPattern(ROUTES.jobEdit.pattern, { slug: "a b" })).toBe("/jobs/a%20b/edit");
    expect(fillPattern(ROUTES.conversation.pattern, {})).toBe("/messages/:participationId");
    expect(paths.signupConfirm("12")).toBe("/signup/confirm/12");
  });

  it("gives the routes open to some kinds of access, in the list's order", () => {
    expect(routesOpenTo("anonymous", "unconfirmed")).toEqual([
      "passwordReset",
      "passwordResetToken",
      "signup",
      "deleteConfirmation",
      "signupConfirm",
    ]);
  });

  it("names every pattern once", () => {
    const patterns = Object.values(ROUTES).map((route) => route.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
