import { ApiClientError } from "../../api/client.ts";
import { sortErrors } from "../auth/sortErrors.ts";

export interface SortedServerErrors {
  /** Messages for the form's own fields, by camelCase field name. */
  fields: Record<string, string>;
  /** Everything else the reply said, to show above the submit button. */
  general: string[];
}

/**
 * Sorts a failed save's errors: those pointing at one of the form's fields go beside that field
 * (the first per field), the rest are shown for the form as a whole. Network and server failures
 * raise their own alert, so they add nothing here.
 */
export function sortServerErrors(error: unknown, fieldNames: readonly string[]): SortedServerErrors {
  if (!(error instanceof ApiClientError) || error.kind === "network" || error.kind === "server") {
    return { fields: {}, general: [] };
  }
  const sorted = sortErrors(error.errors, fieldNames);
  const fields: Record<string, string> = {};
  for (const [field, problem] of Object.entries(sorted.fields)) {
    if (problem) fields[field] = problem.detail ?? problem.code;
  }
  const general = [...new Set(sorted.other.map((e) => e.detail ?? e.title ?? "").filter(Boolean))];
  return { fields, general };
}
