import type { Document, Resource } from "@atelier/common/jsonapi";

/** The `auth_token` a sign-in reply carries; a reply without one is a failed sign-in (spec 000 section 4). */
export function sessionToken(reply: Document | null | undefined): string | null {
  const data = reply?.data as Resource | null | undefined;
  const token = data && !Array.isArray(data) ? data.attributes.auth_token : undefined;
  return typeof token === "string" && token !== "" ? token : null;
}
