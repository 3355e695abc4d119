import {
  industryCreateSchema,
  PROFILE_ERROR_CODES,
  PROFILE_LIMITS,
  USER_INDUSTRY_INCLUDED,
  type UserIndustryAttributes,
  userIndustryResource,
} from "@atelier/common";
import { asc } from "drizzle-orm";
import { userIndustries } from "../../../db/schema/index.ts";
import { resource, toOne } from "../../../jsonapi/serialize.ts";
import { defineOwnedResource, removeRow } from "../../../platform/owned/resources.ts";
import { ownedRows } from "../../../platform/owned/rows.ts";
import { requireKnownIds } from "../../accounts/me/known-ids.ts";
import { referenceCatalog } from "../../reference/catalog.ts";
import { presentIndustry } from "../../reference/present.ts";
import { requireClient } from "../policy.ts";
import { type ChoiceList, nextChoicePosition } from "./choices.ts";
import { findAccountKind } from "./company-contacts.ts";

const rows = ownedRows(userIndustries, [asc(userIndustries.position), asc(userIndustries.id)]);

const choices: ChoiceList = {
  table: userIndustries,
  column: userIndustries.industryId,
  attribute: "industryId",
  limit: PROFILE_LIMITS.industries,
  count: rows.count,
  duplicate: { detail: "This industry is on your profile already.", code: PROFILE_ERROR_CODES.duplicateIndustry },
  tooMany: {
    detail: `A profile holds at most ${PROFILE_LIMITS.industries} industries.`,
    code: PROFILE_ERROR_CODES.tooManyIndustries,
  },
};

/**
 * The industries a client (private or company) works in, each naming an industry of the reference
 * data, which every document includes: at most PROFILE_LIMITS.industries, in the order added.
 * Read at /v1/users/{id}/industries, since /v1/industries is the vocabulary itself.
 */
export const industrySection = defineOwnedResource({
  type: "user_industries",
  path: "industries",
  noun: "industry",
  resource: userIndustryResource,
  list: rows.list,
  load: rows.find,
  present: (row) =>
    resource(
      "user_industries",
      row.id,
      { industryId: String(row.industryId), position: row.position } satisfies UserIndustryAttributes,
      { industry: toOne("industries", row.industryId), user: toOne("users", row.userId) },
    ),
  included: {
    resources: USER_INDUSTRY_INCLUDED,
    async of(db, listed, locale) {
      if (listed.length === 0) return [];
      const named = await referenceCatalog(db).industries(listed.map((row) => row.industryId));
      return named.map((industry) => presentIndustry(industry, locale));
    },
  },
  create: {
    schema: industryCreateSchema,
    relationships: ["industry"],
    async run(tx, userId, input) {
      requireClient(await findAccountKind(tx, userId));
      await requireKnownIds(tx, "industries", [input.industryId], "industryId");
      const position = await nextChoicePosition(tx, choices, userId, input.industryId);
      return rows.insert(tx, { userId, industryId: input.industryId, position });
    },
  },
  remove: removeRow(rows.remove),
});
