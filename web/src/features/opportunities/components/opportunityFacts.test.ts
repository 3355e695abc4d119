import { beforeAll, describe, expect, it } from "vitest";
import { loadTranslations, sharedT } from "../../../i18n/index.ts";
import { expiryOf, expiryText, initialOf, kindText, placeText, salaryAmount, salaryText } from "./opportunityFacts.ts";

const NOW = Date.parse("2026-03-10T12:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const at = (ms: number) => new Date(NOW + ms).toISOString();

beforeAll(async () => {
  await loadTranslations("de");
});

describe("the salary", () => {
  // German puts a no-break space between the amount and its sign.
  it("is written as each language writes money, in whole units", () => {
    expect(salaryAmount("en", 52000, "EUR")).toBe("€52,000");
    expect(salaryAmount("de", 52000, "EUR")).toBe("52.000\u00a0€");
    expect(salaryAmount("en", 45, "GBP")).toBe("£45");
    expect(salaryAmount("de", 1250, "USD")).toBe("1.250\u00a0$");
  });

  it("says what it is paid for, and nothing when none is stated", () => {
    const pay = { salary: 4000, currency: "EUR", salaryInterval: "perMonth" } as const;
    expect(salaryText(sharedT("en"), "en", pay)).toBe("€4,000 per month");
    expect(salaryText(sharedT("de"), "de", { ...pay, salaryInterval: "perYear" })).toBe("4.000\u00a0€ pro Jahr");
    expect(salaryText(sharedT("en"), "en", { ...pay, salaryInterval: "fixed" })).toBe("€4,000 fixed price");
    expect(salaryText(sharedT("en"), "en", { ...pay, salaryInterval: null })).toBe("€4,000");
    expect(salaryText(sharedT("en"), "en", { ...pay, salary: null })).toBeNull();
    expect(salaryText(sharedT("en"), "en", { ...pay, currency: null })).toBeNull();
  });
});

describe("the expiry", () => {
  const open = { status: "published", cancelled: false } as const;

  it("counts the whole days left, and says when less than one is", () => {
    expect(expiryOf({ ...open, expiresAt: at(5 * DAY + 3600_000) }, NOW)).toEqual({ state: "open", days: 5 });
    expect(expiryOf({ ...open, expiresAt: at(DAY) }, NOW)).toEqual({ state: "open", days: 1 });
    expect(expiryOf({ ...open, expiresAt: at(DAY - 1) }, NOW)).toEqual({ state: "lastDay" });
    expect(expiryText(sharedT("en"), { state: "open", days: 5 })).toBe("Closes in 5 days");
    expect(expiryText(sharedT("en"), { state: "open", days: 1 })).toBe("Closes in 1 day");
    expect(expiryText(sharedT("de"), { state: "open", days: 5 })).toBe("Endet in 5 Tagen");
  });

  it("is over past the date, whatever the status says, and a cancelled one says it was cancelled", () => {
    expect(expiryOf({ ...open, expiresAt: at(-1) }, NOW)).toEqual({ state: "expired" });
    expect(expiryOf({ ...open, status: "expired", expiresAt: at(3 * DAY) }, NOW)).toEqual({ state: "expired" });
    expect(expiryOf({ status: "expired", cancelled: true, expiresAt: at(3 * DAY) }, NOW)).toEqual({
      state: "cancelled",
    });
    expect(expiryOf({ status: "drafted", cancelled: false, expiresAt: null }, NOW)).toEqual({ state: "draft" });
    expect(expiryText(sharedT("en"), { state: "expired" })).toBe("Expired");
    expect(expiryText(sharedT("de"), { state: "cancelled" })).toBe("Zurückgezogen");
  });
});

describe("the kind of work and the place", () => {
  it("names a job's type, or a project's length when it has one", () => {
    const t = sharedT("en");
    expect(kindText(t, { kind: "job", jobType: "partTime", projectPeriod: null })).toBe("Part-time");
    expect(kindText(t, { kind: "job", jobType: null, projectPeriod: null })).toBe("Job");
    expect(kindText(t, { kind: "project", jobType: null, projectPeriod: "oneToThreeMonths" })).toBe(
      "Project, 1 to 3 months",
    );
    expect(kindText(t, { kind: "project", jobType: null, projectPeriod: "notSpecified" })).toBe("Project");
  });

  it("says where: a place, remote, or both", () => {
    const t = sharedT("de");
    const berlin = { longName: "Berlin, Deutschland" } as never;
    expect(placeText(t, { remote: false, location: berlin })).toBe("Berlin, Deutschland");
    expect(placeText(t, { remote: true, location: berlin })).toBe("Berlin, Deutschland oder remote");
    expect(placeText(t, { remote: true, location: null })).toBe("Remote");
    expect(placeText(t, { remote: false, location: null })).toBeNull();
  });

  it("marks an employer without a logo with the first letter of their name", () => {
    expect(initialOf("  studio Nord")).toBe("S");
    expect(initialOf("Ölmühle")).toBe("Ö");
    expect(initialOf("“42 Bureau”")).toBe("4");
    expect(initialOf(null)).toBe("?");
  });
});
