import {
  PROFESSION_INCLUDED,
  PROFILE_ERROR_CODES,
  PROFILE_LIMITS,
  professionCreateSchema,
  userProfessionResource,
} from "@atelier/common";
import { and, asc, eq } from "drizzle-orm";
import { ownedRows } from "../../../db/owned-rows.ts";
import { userProfessions } from "../../../db/schema/index.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { defineOwnedResource, removeRow } from "../../../jsonapi/owned-resources.ts";
import { requireKnownIds } from "../../accounts/me/known-ids.ts";
import { presentUserProfession } from "../../discovery/users/present.ts";
import { referenceCatalog } from "../../reference/catalog.ts";
import { presentStandardizedProfession } from "../../reference/present.ts";

const rows = ownedRows(userProfessions, [asc(userProfessions.position), asc(userProfessions.id)]);

/**
 * The standard professions a user assigns themselves (`user_professions`, each naming its
 * standardized profession, which every document includes): at most PROFILE_LIMITS.professions.
 */
export const professionSection = defineOwnedResource({
  type: "user_professions",
  path: "professions",
  noun: "profession",
  resource: userProfessionResource,
  list: rows.list,
  load: rows.find,
  present: presentUserProfession,
  included: {
    resources: PROFESSION_INCLUDED,
    async of(db, assigned, locale) {
      if (assigned.length === 0) return [];
      const named = await referenceCatalog(db).professions(assigned.map((a) => a.professionId));
      return named.map((profession) => presentStandardizedProfession(profession, locale));
    },
  },
  create: {
    schema: professionCreateSchema,
    relationships: ["profession"],
    async run(tx, userId, input) {
      await requireKnownIds(tx, "standardizedProfessions", [input.professionId], "professionId");
      const [taken] = await tx
        .select({ id: userProfessions.id })
        .from(userProfessions)
        .where(and(eq(userProfessions.userId, userId), eq(userProfessions.professionId, input.professionId)));
      if (taken) {
        throw errors.invalid(
          "professionId",
          "This profession is on your profile already.",
          PROFILE_ERROR_CODES.duplicateProfession,
        );
      }
      const position = await rows.count(tx, userId);
      if (position >= PROFILE_LIMITS.professions) {
        throw errors.invalid(
          "professionId",
          `A profile holds at most ${PROFILE_LIMITS.professions} professions.`,
          PROFILE_ERROR_CODES.tooManyProfessions,
          { max: PROFILE_LIMITS.professions },
        );
      }
      return rows.insert(tx, { userId, professionId: input.professionId, position });
    },
  },
  remove: removeRow(rows.remove),
});
