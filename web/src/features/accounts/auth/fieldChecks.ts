import { EMAIL_MAX_LENGTH } from "@atelier/common/rules";
import type { FieldProblem, FieldProblems } from "../../../app/forms/sortErrors.ts";
import { characterCount, isStrongPassword, isTooLong } from "./checkPasswordRules.ts";

/**
 * The checks a form makes before it sends anything, so a typo is caught at once and in the user's
 * language. The server checks again with the shared schemas; these only need to agree with them.
 */
const problem = (code: string): FieldProblem => ({ code });

// Deliberately looser than the server's address check: a rare but valid address must never be
// refused here, the server has the last word.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkEmail(value: string): FieldProblem | null {
  const email = value.trim();
  if (email === "") return problem("required");
  if (characterCount(email) > EMAIL_MAX_LENGTH) return problem("tooLong");
  return EMAIL_SHAPE.test(email) ? null : problem("format");
}

/** A password being chosen: every rule of the checklist. */
export function checkNewPassword(value: string): FieldProblem | null {
  if (value === "") return problem("required");
  if (isTooLong(value)) return problem("tooLong");
  return isStrongPassword(value) ? null : problem("rules");
}

/** A password being entered (login): only present and not absurdly long. */
export function checkPassword(value: string): FieldProblem | null {
  if (value === "") return problem("required");
  return isTooLong(value) ? problem("tooLong") : null;
}

export function checkFilled(value: string | readonly unknown[] | null | undefined): FieldProblem | null {
  const empty =
    value === null || value === undefined || (typeof value === "string" ? value.trim() === "" : value.length === 0);
  return empty ? problem("required") : null;
}

export function checkTicked(value: boolean): FieldProblem | null {
  return value ? null : problem("required");
}

/** Drops the fields without a problem, so an empty result means "valid". */
export function collectProblems<F extends string>(checks: Record<F, FieldProblem | null>): FieldProblems<F> {
  const problems: FieldProblems<F> = {};
  for (const [field, found] of Object.entries(checks) as [F, FieldProblem | null][]) {
    if (found) problems[field] = found;
  }
  return problems;
}
