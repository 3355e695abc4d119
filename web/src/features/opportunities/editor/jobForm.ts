import type {
  ApplyType,
  CURRENCIES,
  JobType,
  OpportunityKind,
  ProjectPeriod,
  SalaryInterval,
} from "@atelier/common/enums";
import { OPPORTUNITY_LIMITS } from "@atelier/common/opportunity-limits";
import type { FieldProblems } from "../../../app/forms/sortErrors.ts";
import type { Named } from "../../showroom/types.ts";
import type { Opportunity, Place } from "../api/index.ts";

type Currency = (typeof CURRENCIES)[number];

/** What the job form holds: the opportunity's own attributes, the picked entries with their names. */
export interface JobValues {
  kind: OpportunityKind;
  title: string;
  description: string;
  jobType: JobType | null;
  projectPeriod: ProjectPeriod | null;
  creativeFieldIds: string[];
  skills: Named[];
  remote: boolean;
  location: Place | null;
  /** As typed: a whole number, or "" while the field is empty. */
  salary: number | "";
  currency: Currency | null;
  salaryInterval: SalaryInterval | null;
  applyType: ApplyType;
  applyTarget: string;
}

/** The form's fields, named as the server points at them (creativeFieldIds, locationId, ...). */
export const JOB_FIELDS = [
  "kind",
  "title",
  "description",
  "jobType",
  "projectPeriod",
  "creativeFieldIds",
  "skillIds",
  "remote",
  "locationId",
  "salary",
  "currency",
  "salaryInterval",
  "applyType",
  "applyTarget",
] as const;
export type JobField = (typeof JOB_FIELDS)[number];

/** Relationships the server may name instead of the attribute the form sends. */
export const JOB_FIELD_ALIASES = {
  location: "locationId",
  creativeFields: "creativeFieldIds",
  skills: "skillIds",
} as const;

/** The problems the form finds itself, worded by `jobForm.problems.<code>` (missing ones by field). */
export const OWN_PROBLEMS = ["required_to_publish", "blank", "invalid_email", "invalid_url"] as const;

export const EMPTY_JOB: JobValues = {
  kind: "job",
  title: "",
  description: "",
  jobType: null,
  projectPeriod: null,
  creativeFieldIds: [],
  skills: [],
  remote: false,
  location: null,
  salary: "",
  currency: null,
  salaryInterval: null,
  applyType: "messenger",
  applyTarget: "",
};

/** The form's values for a stored opportunity, or an empty job. */
export function jobValuesOf(opportunity: Opportunity | null): JobValues {
  if (!opportunity) return EMPTY_JOB;
  return {
    kind: opportunity.kind,
    title: opportunity.title,
    description: opportunity.description ?? "",
    jobType: opportunity.jobType,
    projectPeriod: opportunity.projectPeriod,
    creativeFieldIds: (opportunity.creativeFields ?? []).map((field) => field.id),
    skills: (opportunity.skills ?? []).map(({ id, name }) => ({ id, name })),
    remote: opportunity.remote,
    location: opportunity.location ?? null,
    salary: opportunity.salary ?? "",
    currency: opportunity.currency,
    salaryInterval: opportunity.salaryInterval,
    applyType: opportunity.applyType,
    applyTarget: opportunity.applyTarget ?? "",
  };
}

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

/**
 * The attributes a save sends: trimmed, empty as none, the other kind's particular left out (the
 * server drops it anyway), the apply address only for the types that have one.
 */
export function jobAttributes(values: JobValues): Record<string, unknown> {
  return {
    kind: values.kind,
    title: values.title.trim(),
    description: orNull(values.description),
    ...(values.kind === "job" ? { jobType: values.jobType } : { projectPeriod: values.projectPeriod }),
    creativeFieldIds: values.creativeFieldIds,
    skillIds: values.skills.map((skill) => skill.id),
    remote: values.remote,
    locationId: values.location?.id ?? null,
    salary: values.salary === "" ? null : values.salary,
    currency: values.currency,
    salaryInterval: values.salaryInterval,
    applyType: values.applyType,
    applyTarget: values.applyType === "messenger" ? null : orNull(values.applyTarget),
  };
}

/** Whether the form holds something the opportunity has not stored, as a save would send it. */
export const jobChanged = (saved: JobValues, current: JobValues): boolean =>
  JSON.stringify(jobAttributes(saved)) !== JSON.stringify(jobAttributes(current));

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEB_ADDRESS_SHAPE = /^(https?:\/\/)?[^\s/.]+\.[^\s]+$/i;

/** What any save needs: a title, and an apply address of the apply type's shape when one is given. */
export function saveProblems(values: JobValues): FieldProblems<JobField> {
  const problems: FieldProblems<JobField> = {};
  if (values.title.trim() === "") problems.title = { code: "blank" };
  const target = values.applyTarget.trim();
  if (target !== "" && values.applyType === "email" && !EMAIL_SHAPE.test(target)) {
    problems.applyTarget = { code: "invalid_email" };
  }
  if (target !== "" && values.applyType === "weblink" && !WEB_ADDRESS_SHAPE.test(target)) {
    problems.applyTarget = { code: "invalid_url" };
  }
  return problems;
}

/**
 * What publishing asks for beyond a save, checked before asking the server, which refuses the same
 * (`required_to_publish` at each attribute): a description of a few sentences, the kind of job or
 * the project's period, a creative field, a place or remote, the apply address, and the salary
 * whole or not at all.
 */
export function publishProblems(values: JobValues): FieldProblems<JobField> {
  const missing = (field: JobField, when: boolean) => (when ? { [field]: { code: "required_to_publish" } } : {});
  const salaryParts = [values.salary !== "", values.currency !== null, values.salaryInterval !== null];
  const partSalary = salaryParts.some(Boolean) && !salaryParts.every(Boolean);
  return {
    ...missing("description", values.description.trim().length < OPPORTUNITY_LIMITS.descriptionToPublish),
    ...missing("jobType", values.kind === "job" && values.jobType === null),
    ...missing("projectPeriod", values.kind === "project" && values.projectPeriod === null),
    ...missing("creativeFieldIds", values.creativeFieldIds.length === 0),
    ...missing("locationId", !values.remote && values.location === null),
    ...missing("applyTarget", values.applyType !== "messenger" && values.applyTarget.trim() === ""),
    ...missing("salary", partSalary && values.salary === ""),
    ...missing("currency", partSalary && values.currency === null),
    ...missing("salaryInterval", partSalary && values.salaryInterval === null),
    // A wrongly shaped address weighs more than a missing part: it is what the person typed.
    ...saveProblems(values),
  };
}

/** The fields publishing may find missing, each with its own words (`jobForm.needs.<field>`). */
const NEEDED = new Set<JobField>([
  "description",
  "jobType",
  "projectPeriod",
  "creativeFieldIds",
  "locationId",
  "applyTarget",
  "salary",
  "currency",
  "salaryInterval",
]);

/**
 * The message key of a problem at a field, in the reader's language: what publishing needs there,
 * or a problem the form found itself; null for the server's other refusals, worded by their code.
 */
export function problemKey(field: JobField, code: string): string | null {
  if (code === "required_to_publish") return NEEDED.has(field) ? `jobForm.needs.${field}` : null;
  return (OWN_PROBLEMS as readonly string[]).includes(code) ? `jobForm.problems.${code}` : null;
}
