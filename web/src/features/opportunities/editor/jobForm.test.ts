import { describe, expect, it } from "vitest";
import type { Opportunity } from "../api/index.ts";
import {
  EMPTY_JOB,
  type JobValues,
  jobAttributes,
  jobChanged,
  jobValuesOf,
  problemKey,
  publishProblems,
  saveProblems,
} from "./jobForm.ts";

const BERLIN = {
  id: "9",
  name: "Berlin",
  longName: "Berlin, Germany",
  regionName: "Berlin",
  countryName: "Germany",
  countryCode: "DE",
};

/** A job publishing takes as it is. */
const READY: JobValues = {
  ...EMPTY_JOB,
  title: "Motion designer",
  description: "We look for a motion designer for our spring campaign, three days a week in the studio.",
  jobType: "partTime",
  creativeFieldIds: ["4"],
  skills: [{ id: "12", name: "After Effects" }],
  location: BERLIN,
};

const codes = (problems: object) =>
  Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problem.code]));

describe("jobAttributes", () => {
  it("trims, sends empty texts as none, the kind's own particular only, and skills by id", () => {
    const attributes = jobAttributes({
      ...READY,
      title: "  Motion designer ",
      description: "  ",
      projectPeriod: "notSpecified",
    });
    expect(attributes).toEqual({
      kind: "job",
      title: "Motion designer",
      description: null,
      jobType: "partTime",
      creativeFieldIds: ["4"],
      skillIds: ["12"],
      remote: false,
      locationId: "9",
      salary: null,
      currency: null,
      salaryInterval: null,
      applyType: "messenger",
      applyTarget: null,
    });
    expect(jobAttributes({ ...READY, kind: "project", projectPeriod: "oneToThreeMonths" })).toMatchObject({
      projectPeriod: "oneToThreeMonths",
    });
    expect(jobAttributes({ ...READY, kind: "project" })).not.toHaveProperty("jobType");
  });

  it("sends the apply address only for the types that have one", () => {
    expect(jobAttributes({ ...READY, applyTarget: "jobs@studio.example" }).applyTarget).toBeNull();
    expect(jobAttributes({ ...READY, applyType: "email", applyTarget: " jobs@studio.example " }).applyTarget).toBe(
      "jobs@studio.example",
    );
  });
});

describe("jobChanged", () => {
  it("tells a change apart from spaces a save trims anyway", () => {
    expect(jobChanged(READY, { ...READY, title: "Motion designer  " })).toBe(false);
    expect(jobChanged(READY, { ...READY, remote: true })).toBe(true);
    expect(jobChanged(READY, { ...READY, skills: [] })).toBe(true);
  });
});

describe("saveProblems", () => {
  it("asks for a title and an apply address of the apply type's shape", () => {
    expect(codes(saveProblems({ ...READY, title: "  " }))).toEqual({ title: "blank" });
    expect(codes(saveProblems({ ...READY, applyType: "email", applyTarget: "studio.example" }))).toEqual({
      applyTarget: "invalid_email",
    });
    expect(codes(saveProblems({ ...READY, applyType: "weblink", applyTarget: "not an address" }))).toEqual({
      applyTarget: "invalid_url",
    });
    expect(saveProblems({ ...READY, applyType: "weblink", applyTarget: "studio.example/jobs" })).toEqual({});
    expect(saveProblems({ ...READY, applyType: "weblink", applyTarget: "https://studio.example" })).toEqual({});
  });
});

describe("publishProblems", () => {
  it("finds nothing missing in a complete job", () => {
    expect(publishProblems(READY)).toEqual({});
  });

  it("names each field publishing needs, as the server would", () => {
    expect(codes(publishProblems({ ...EMPTY_JOB, title: "Poster" }))).toEqual({
      description: "required_to_publish",
      jobType: "required_to_publish",
      creativeFieldIds: "required_to_publish",
      locationId: "required_to_publish",
    });
    expect(codes(publishProblems({ ...READY, kind: "project" }))).toEqual({ projectPeriod: "required_to_publish" });
    expect(publishProblems({ ...READY, location: null, remote: true })).toEqual({});
    expect(codes(publishProblems({ ...READY, applyType: "weblink" }))).toEqual({ applyTarget: "required_to_publish" });
  });

  it("takes the salary whole or not at all", () => {
    expect(codes(publishProblems({ ...READY, salary: 4000 }))).toEqual({
      currency: "required_to_publish",
      salaryInterval: "required_to_publish",
    });
    expect(codes(publishProblems({ ...READY, currency: "EUR", salaryInterval: "perMonth" }))).toEqual({
      salary: "required_to_publish",
    });
    expect(publishProblems({ ...READY, salary: 0, currency: "EUR", salaryInterval: "fixed" })).toEqual({});
  });

  it("says a description is too short below the publishing minimum", () => {
    expect(codes(publishProblems({ ...READY, description: "Short." }))).toEqual({ description: "required_to_publish" });
  });
});

describe("jobValuesOf", () => {
  it("fills the form from a stored opportunity, its empty texts as empty fields", () => {
    const stored = {
      id: "3",
      kind: "project",
      title: "Logo",
      description: null,
      jobType: null,
      projectPeriod: "lessThanOneMonth",
      creativeFields: [{ id: "4", name: "Graphic design" }],
      skills: [{ id: "12", name: "Illustrator", extra: true }],
      remote: true,
      location: null,
      salary: 900,
      currency: "EUR",
      salaryInterval: "fixed",
      applyType: "email",
      applyTarget: "jobs@studio.example",
    } as unknown as Opportunity;
    expect(jobValuesOf(stored)).toEqual({
      kind: "project",
      title: "Logo",
      description: "",
      jobType: null,
      projectPeriod: "lessThanOneMonth",
      creativeFieldIds: ["4"],
      skills: [{ id: "12", name: "Illustrator" }],
      remote: true,
      location: null,
      salary: 900,
      currency: "EUR",
      salaryInterval: "fixed",
      applyType: "email",
      applyTarget: "jobs@studio.example",
    });
    expect(jobValuesOf(null)).toBe(EMPTY_JOB);
  });
});

describe("problemKey", () => {
  it("words what publishing needs by field, the form's own problems by code, and leaves the rest to the server's words", () => {
    expect(problemKey("jobType", "required_to_publish")).toBe("jobForm.needs.jobType");
    expect(problemKey("title", "required_to_publish")).toBeNull();
    expect(problemKey("applyTarget", "invalid_email")).toBe("jobForm.problems.invalid_email");
    expect(problemKey("title", "too_big")).toBeNull();
  });
});
