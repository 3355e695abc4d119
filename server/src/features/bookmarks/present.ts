import type { BookmarkAttributes, Resource } from "@atelier/common";
import { resource, toOne } from "../../jsonapi/serialize.ts";
import type { BookmarkRow } from "./policy.ts";

export function presentBookmark(row: BookmarkRow): Resource {
  return resource(
    "bookmarks",
    row.id,
    {
      bookmarkableType: row.bookmarkableType,
      bookmarkableId: String(row.opportunityId),
      createdAt: row.createdAt.toISOString(),
    } satisfies BookmarkAttributes,
    { bookmarkable: toOne("opportunities", row.opportunityId) },
  );
}
