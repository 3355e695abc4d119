import {
  PROFILE_ERROR_CODES,
  PROFILE_LIMITS,
  type WeblinkAttributes,
  weblinkCreateSchema,
  weblinkResource,
  weblinkUpdateSchema,
} from "@atelier/common";
import { asc } from "drizzle-orm";
import { weblinks } from "../../../db/schema/index.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { resource, toOne } from "../../../jsonapi/serialize.ts";
import { defineOwnedResource, removeRow } from "../../../platform/owned/resources.ts";
import { ownedRows } from "../../../platform/owned/rows.ts";

const rows = ownedRows(weblinks, [asc(weblinks.position), asc(weblinks.id)]);

/** Links to the user's website and social profiles: http(s) only, at most PROFILE_LIMITS.weblinks. */
export const weblinkSection = defineOwnedResource({
  type: "weblinks",
  noun: "web link",
  resource: weblinkResource,
  list: rows.list,
  load: rows.find,
  readOne: true,
  present: (row) =>
    resource("weblinks", row.id, { url: row.url, kind: row.kind, position: row.position } satisfies WeblinkAttributes, {
      user: toOne("users", row.userId),
    }),
  create: {
    schema: weblinkCreateSchema,
    async run(tx, userId, input) {
      const position = await rows.count(tx, userId);
      if (position >= PROFILE_LIMITS.weblinks) {
        throw errors.invalid(
          "url",
          `A profile holds at most ${PROFILE_LIMITS.weblinks} web links.`,
          PROFILE_ERROR_CODES.tooManyWeblinks,
          { max: PROFILE_LIMITS.weblinks },
        );
      }
      return rows.insert(tx, { userId, url: input.url, kind: input.kind, position });
    },
  },
  update: {
    schema: weblinkUpdateSchema,
    run: (tx, row, input) => rows.update(tx, row, { url: input.url, kind: input.kind }),
  },
  remove: removeRow(rows.remove),
});
