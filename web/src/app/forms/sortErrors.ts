import type { ApiErrorObject } from "@atelier/common/jsonapi";
import { pointedField } from "../../api/pointedField.ts";

/** What is wrong with one form field: a code (translated when known) and the server's words, if any. */
export interface FieldProblem {
  code: string;
  detail?: string;
}

export type FieldProblems<F extends string> = Partial<Record<F, FieldProblem>>;

export interface SortedErrors<F extends string> {
  fields: FieldProblems<F>;
  /** Errors that point at no field of the form, shown above it. */
  other: ApiErrorObject[];
}

/**
 * Sorts a reply's errors onto the form's fields by their source pointer; the first error per field
 * wins. `aliases` names fields the server calls otherwise (a `location` relationship for a
 * `locationId` input).
 */
export function sortErrors<F extends string>(
  errors: readonly ApiErrorObject[],
  fields: readonly F[],
  aliases: Partial<Record<string, F>> = {},
): SortedErrors<F> {
  const sorted: SortedErrors<F> = { fields: {}, other: [] };
  for (const error of errors) {
    const name = pointedField(error);
    const field = name === null ? undefined : (aliases[name] ?? fields.find((f) => f === name));
    if (field === undefined) sorted.other.push(error);
    else sorted.fields[field] ??= { code: error.code, detail: errorText(error) };
  }
  return sorted;
}

/** What an error says to a person: its detail, else its title. */
export const errorText = (error: ApiErrorObject): string => error.detail ?? error.title;

/** The wait a 429 asks for, in seconds (the server repeats Retry-After in the error's meta). */
export function retryAfterSeconds(errors: readonly ApiErrorObject[]): number | null {
  const seconds = errors[0]?.meta?.retry_after;
  return typeof seconds === "number" && Number.isFinite(seconds) ? seconds : null;
}
