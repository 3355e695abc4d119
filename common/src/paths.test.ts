import { describe, expect, it } from "vitest";
import { camelKeys, snakeKeys } from "./case.ts";
import { fillPattern, paths, ROUTES, routesOpenTo, safeReturnTo } from "./paths.ts";

describe("safeReturnTo", () => {
  it("keeps relative same-origin paths", () => {
    expect(safeReturnTo("/settings/privacy?x=1#a")).toBe("/settings/privacy?x=1#a");
    expect(safeReturnTo("/jobs/a%20b?q=%C3%A4")).toBe("/jobs/a%20b?q=%C3%A4");
  });

  it("percent-encodes what a header cannot carry, so the path can be a redirect's Location", () => {
    expect(safeReturnTo("/\u3000")).toBe("/%E3%80%80");
    expect(safeReturnTo("/caf\u00e9?q=\u00fc ber#\u00e4")).toBe("/caf%C3%A9?q=%C3%BC%20ber#%C3%A4");
    expect(safeReturnTo("/x\ud800")).toBe("/x%EF%BF%BD");
  });

  it.each([
    "//evil.tld",
    "/\\evil.tld",
    "https://evil.tld",
    "javascript:alert(1)",
    "",
    null,
    "/a\nb",
    "/.//evil.tld",
    "/..//evil.tld/path",
    "/x/..//evil.tld",
    "/%2e//evil.tld",
  ])("refuses %j", (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });
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
