import type { i18n } from "i18next";
import type { FieldProblem } from "../../../app/forms/sortErrors.ts";

/**
 * The sentence shown under a field: the app's own words for a problem it knows (by field and
 * code), else the server's detail as given, else a general request to check the field.
 */
export function problemMessage(instance: Pick<i18n, "t" | "exists">, field: string, found: FieldProblem): string {
  const key = `auth.errors.${field}.${found.code}`;
  if (instance.exists(key)) return instance.t(key);
  return found.detail ?? instance.t("auth.errors.invalid");
}

/** The auth forms' way of wording a field's problem, for `useFormErrors`. */
export const authWording =
  (instance: Pick<i18n, "t" | "exists">) =>
  (field: string, found: FieldProblem): string =>
    problemMessage(instance, field, found);
