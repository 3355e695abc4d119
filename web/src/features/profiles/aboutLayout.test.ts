import { describe, expect, it } from "vitest";
import { aboutLayout } from "./aboutLayout.ts";

describe("aboutLayout", () => {
  it("gives a person every section", () => {
    expect(aboutLayout({ kind: "private", isClient: false }, false)).toEqual({
      employments: true,
      educations: true,
      cv: true,
      companyContact: false,
      languages: true,
      industries: false,
    });
  });

  it("gives a company its contact block, no CV, schooling or employers, and languages only once listed", () => {
    expect(aboutLayout({ kind: "company", isClient: false }, false)).toEqual({
      employments: false,
      educations: false,
      cv: false,
      companyContact: true,
      languages: false,
      industries: false,
    });
    expect(aboutLayout({ kind: "company", isClient: false }, true).languages).toBe(true);
  });

  it("gives clients, private or company, their industries", () => {
    expect(aboutLayout({ kind: "company", isClient: true }, false).industries).toBe(true);
    expect(aboutLayout({ kind: "private", isClient: true }, false).industries).toBe(true);
  });
});
