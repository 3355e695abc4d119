import type { ApiErrorObject } from "@atelier/common/jsonapi";
import { ApiClientError } from "../../api/client.ts";
import { errorText, type FieldProblems, sortErrors } from "./sortErrors.ts";

export interface FormErrors<F extends string> {
  fields: FieldProblems<F>;
  /** What points at no field of the form, each sentence once, shown above its buttons. */
  general: string[];
}

export interface FormErrorsOptions<F extends string> {
  /** Fields the server calls otherwise (a `location` relationship for a `locationId` input). */
  aliases?: Partial<Record<string, F>>;
  /** How a server error reads to the person; its own detail (else title) unless a form words it. */
  word?: (error: ApiErrorObject) => string;
}

/**
 * Sorts a refusal's errors onto a form: each beside the field its pointer names (the first one per
 * field), the rest for the form as a whole, all worded by `word`.
 */
export function formErrors<F extends string>(
  errors: readonly ApiErrorObject[],
  fields: readonly F[],
  { aliases, word = errorText }: FormErrorsOptions<F> = {},
): FormErrors<F> {
  const worded = errors.map((error): ApiErrorObject => ({ ...error, detail: word(error) }));
  const sorted = sortErrors(worded, fields, aliases);
  return { fields: sorted.fields, general: [...new Set(sorted.other.map(errorText))] };
}

/**
 * The errors a form answers itself: a refusal's. Network and server failures raise their own alert,
 * so they bring none.
 */
export function refusalErrors(error: unknown): readonly ApiErrorObject[] {
  if (!(error instanceof ApiClientError) || error.kind === "network" || error.kind === "server") return [];
  return error.errors;
}
