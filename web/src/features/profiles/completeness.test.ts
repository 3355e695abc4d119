import { describe, expect, it } from "vitest";
import { type ProfileFacts, profileCompleteness } from "./completeness.ts";

const empty: ProfileFacts = {
  kind: "private",
  location: false,
  creativeFields: 0,
  profileImage: false,
  titleImage: false,
  headline: false,
  about: false,
  professions: 0,
  isClient: false,
  industries: 0,
  skills: 0,
  languages: 0,
  weblinks: 0,
  employments: 0,
  educations: 0,
  achievements: 0,
  cv: false,
  companyContact: false,
  isCreative: false,
  publishedWork: 0,
};

const full: ProfileFacts = {
  ...empty,
  location: true,
  creativeFields: 2,
  profileImage: true,
  titleImage: true,
  headline: true,
  about: true,
  professions: 2,
  skills: 5,
  languages: 2,
  weblinks: 1,
  employments: 3,
  educations: 1,
  achievements: 1,
  cv: true,
  companyContact: true,
};

/** A profile as sign-up leaves it: a place and creative fields, nothing else yet. */
const signedUp: ProfileFacts = { ...empty, location: true, creativeFields: 1 };

describe("profileCompleteness", () => {
  it("counts what sign-up asked for, and suggests the profile image next", () => {
    const result = profileCompleteness(signedUp);
    expect(result.done).toEqual(["location", "creativeFields"]);
    expect(result.percent).toBe(14);
    expect(result.next).toBe("profileImage");
    expect(profileCompleteness(empty)).toMatchObject({ percent: 0, next: "location" });
  });

  it("counts a section as filled once it holds anything", () => {
    const result = profileCompleteness({ ...signedUp, profileImage: true, headline: true, skills: 1 });
    expect(result.done).toEqual(["location", "creativeFields", "profileImage", "headline", "skills"]);
    expect(result.next).toBe("professions");
    expect(result.percent).toBe(35);
  });

  it("rounds down, so 100 means complete", () => {
    const result = profileCompleteness({ ...full, achievements: 0 });
    expect(result.percent).toBe(92);
    expect(result.next).toBe("achievements");
    expect(profileCompleteness(full)).toMatchObject({ percent: 100, missing: [], next: null });
  });

  it("asks a client for their industries after their professions, and no one else", () => {
    const client = { ...full, isClient: true, industries: 0 };
    expect(profileCompleteness(client)).toMatchObject({ missing: ["industries"], next: "industries", percent: 93 });
    expect(profileCompleteness({ ...client, industries: 2 })).toMatchObject({ percent: 100, next: null });
    const company = profileCompleteness({ ...signedUp, kind: "company", isClient: true, profileImage: true });
    expect(company.missing.slice(0, 4)).toEqual(["headline", "skills", "professions", "industries"]);
    expect(profileCompleteness({ ...full, industries: 0 }).missing).toEqual([]);
  });

  it("asks a company for its contact block instead of a CV, schooling, employers and languages", () => {
    const company = profileCompleteness({
      ...full,
      kind: "company",
      companyContact: false,
      cv: false,
      educations: 0,
      employments: 0,
      languages: 0,
    });
    expect(company.missing).toEqual(["companyContact"]);
    expect(company.percent).toBe(90);
    expect(profileCompleteness({ ...full, kind: "private", companyContact: false }).percent).toBe(100);
  });

  it("asks a creative for published work right after the headline, and is not complete without it", () => {
    const creative = { ...full, isCreative: true };
    const withoutWork = profileCompleteness(creative);
    expect(withoutWork.percent).toBeLessThan(100);
    expect(withoutWork.missing).toEqual(["publishedWork"]);
    expect(withoutWork.next).toBe("publishedWork");
    expect(profileCompleteness({ ...creative, publishedWork: 1 })).toMatchObject({ percent: 100, next: null });

    const started = profileCompleteness({ ...signedUp, isCreative: true, profileImage: true, headline: true });
    expect(started.next).toBe("publishedWork");
    // Someone who only hires is not asked for work of their own.
    expect(profileCompleteness({ ...full, isClient: true, industries: 1 }).missing).toEqual([]);
  });

  it("asks a creative company for its published work too", () => {
    const company = { ...full, kind: "company" as const, isCreative: true };
    expect(profileCompleteness(company).next).toBe("publishedWork");
    expect(profileCompleteness({ ...company, publishedWork: 3 }).percent).toBe(100);
  });
});
