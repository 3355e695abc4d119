import { describe, expect, it } from "vitest";
import { aboutLayout } from "./aboutLayout.ts";

describe("aboutLayout", () => {
  it("gives a person every section", () => {
    expect(aboutLayout({ kind: "private" }, false)).toEqual({
      employments: true,
      educations: true,
      cv: true,
      companyContact: false,
      languages: true,
    });
  });

  it("gives a company its contact block, no CV, schooling or employers, and languages only once listed", () => {
    expect(aboutLayout({ kind: "company" }, false)).toEqual({
      employments: false,
      educations: false,
      cv: false,
      companyContact: true,
      languages: false,
    });
    expect(aboutLayout({ kind: "company" }, true).languages).toBe(true);
  });
});
