import { describe, expect, it } from "vitest";
import type { Opportunity } from "../api/index.ts";
import { stageCounts } from "./managerApi.ts";
import { actionsOf, agoText, managerPlaceOf, managerSearchOf, sectionsOf } from "./managerState.ts";

const opportunity = (id: string, status: Opportunity["status"], cancelled = false) =>
  ({ id, status, cancelled, publishedAt: status === "drafted" ? null : "2026-01-01T00:00:00Z" }) as Opportunity;

describe("managerPlaceOf and managerSearchOf", () => {
  it("reads the tab, the open applicants and the page, anything unknown as the defaults", () => {
    expect(managerPlaceOf(new URLSearchParams(""))).toEqual({ tab: "posted", opportunity: null, page: 1 });
    expect(managerPlaceOf(new URLSearchParams("tab=saved&page=3"))).toEqual({
      tab: "saved",
      opportunity: null,
      page: 3,
    });
    expect(managerPlaceOf(new URLSearchParams("tab=drafts&opportunity=x1&page=-2"))).toEqual({
      tab: "posted",
      opportunity: null,
      page: 1,
    });
    expect(managerPlaceOf(new URLSearchParams("opportunity=42"))).toMatchObject({ opportunity: "42" });
  });

  it("writes the defaults as the plain address", () => {
    expect(managerSearchOf({ tab: "posted", page: 1 })).toBe("");
    expect(managerSearchOf({ tab: "applied", page: 2 })).toBe("?tab=applied&page=2");
    expect(managerSearchOf({ opportunity: "42" })).toBe("?opportunity=42");
  });
});

describe("sectionsOf", () => {
  it("puts each opportunity in its status's section, keeping their order", () => {
    const sections = sectionsOf([
      opportunity("1", "drafted"),
      opportunity("2", "published"),
      opportunity("3", "expired"),
      opportunity("4", "published"),
    ]);
    expect(sections.published.map((o) => o.id)).toEqual(["2", "4"]);
    expect(sections.drafted.map((o) => o.id)).toEqual(["1"]);
    expect(sections.expired.map((o) => o.id)).toEqual(["3"]);
  });
});

describe("actionsOf", () => {
  it("extends what was published unless cancelled, cancels only what is on the board", () => {
    expect(actionsOf(opportunity("1", "drafted"))).toEqual({ extend: false, cancel: false, applicants: false });
    expect(actionsOf(opportunity("2", "published"))).toEqual({ extend: true, cancel: true, applicants: true });
    expect(actionsOf(opportunity("3", "expired"))).toEqual({ extend: true, cancel: false, applicants: true });
    expect(actionsOf(opportunity("4", "expired", true))).toEqual({ extend: false, cancel: false, applicants: true });
  });
});

describe("agoText", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  it("says how long ago in the largest whole unit, in the reader's language", () => {
    expect(agoText("en", "2026-03-07T11:00:00Z", now)).toBe("3 days ago");
    expect(agoText("de", "2026-03-07T11:00:00Z", now)).toBe("vor 3 Tagen");
    expect(agoText("en", "2026-03-10T10:30:00Z", now)).toBe("1 hour ago");
    expect(agoText("en", "2026-03-10T11:59:30Z", now)).toBe("now");
    expect(agoText("en", "2026-01-01T00:00:00Z", now)).toBe("2 months ago");
  });
});

describe("stageCounts", () => {
  it("reads the counts by stage from the list's meta, nothing where it has none", () => {
    expect(stageCounts({ stages: { new: 2, viewed: 0, hired: 1 } })).toEqual({ new: 2, viewed: 0, hired: 1 });
    expect(stageCounts({})).toEqual({});
    expect(stageCounts(undefined)).toEqual({});
  });
});
