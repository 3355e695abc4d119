import {
  PROFESSION_INCLUDED,
  PROFILE_ERROR_CODES,
  PROFILE_LIMITS,
  professionCreateSchema,
  userProfessionResource,
} from "@atelier/common";
import { asc } from "drizzle-orm";
import { userProfessions } from "../../../db/schema/index.ts";
import { defineOwnedResource, removeRow } from "../../../platform/owned/resources.ts";
import { ownedRows } from "../../../platform/owned/rows.ts";
import { requireKnownIds } from "../../accounts/me/known-ids.ts";
import { presentUserProfession } from "../../discovery/users/present.ts";
import { referenceCatalog } from "../../reference/catalog.ts";
import { presentStandardizedProfession } from "../../reference/present.ts";
import { type ChoiceList, nextChoicePosition } from "./choices.ts";

const rows = ownedRows(userProfessions, [asc(userProfessions.position), asc(userProfessions.id)]);

const choices: ChoiceList = {
  table: userProfessions,
  column: userProfessions.professionId,
  attribute: "professionId",
  limit: PROFILE_LIMITS.professions,
  count: rows.count,
  duplicate: { detail: "This profession is on your profile already.", code: PROFILE_ERROR_CODES.duplicateProfession },
  tooMany: {
    detail: `A profile holds at most ${PROFILE_LIMITS.professions} professions.`,
    code: PROFILE_ERROR_CODES.tooManyProfessions,
  },
};

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
      const position = await nextChoicePosition(tx, choices, userId, input.professionId);
      return rows.insert(tx, { userId, professionId: input.professionId, position });
    },
  },
  remove: removeRow(rows.remove),
});
