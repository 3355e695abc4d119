import { toCamel } from "@atelier/common/case";
import type { ApiErrorObject } from "@atelier/common/jsonapi";

const POINTER = /^\/data\/(?:attributes|relationships)\/([^/]+)/;

/** The attribute or relationship an error points at, camelCased (`/data/attributes/current_password`). */
export function pointedField(error: ApiErrorObject): string | null {
  const match = POINTER.exec(error.source?.pointer ?? "");
  return match?.[1] ? toCamel(match[1]) : null;
}
