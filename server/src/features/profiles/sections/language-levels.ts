import {
  LANGUAGE_LEVEL_INCLUDED,
  type LanguageLevelAttributes,
  languageLevelCreateSchema,
  languageLevelResource,
  languageLevelUpdateSchema,
  PROFILE_ERROR_CODES,
} from "@atelier/common";
import { and, asc, eq, ne } from "drizzle-orm";
import type { Executor } from "../../../db/connect.ts";
import { languageLevels } from "../../../db/schema/index.ts";
import { errors } from "../../../jsonapi/errors.ts";
import { resource, toOne } from "../../../jsonapi/serialize.ts";
import { defineOwnedResource, removeRow } from "../../../platform/owned/resources.ts";
import { ownedRows } from "../../../platform/owned/rows.ts";
import { requireKnownIds } from "../../accounts/me/known-ids.ts";
import { referenceCatalog } from "../../reference/catalog.ts";
import { presentLanguage } from "../../reference/present.ts";

const rows = ownedRows(languageLevels, [asc(languageLevels.id)]);

/** One level per language: a language the user already listed is refused at language_id. */
async function requireNewLanguage(tx: Executor, userId: number, languageId: number, exceptId?: number) {
  await requireKnownIds(tx, "languages", [languageId], "languageId");
  const [taken] = await tx
    .select({ id: languageLevels.id })
    .from(languageLevels)
    .where(
      and(
        eq(languageLevels.userId, userId),
        eq(languageLevels.languageId, languageId),
        exceptId === undefined ? undefined : ne(languageLevels.id, exceptId),
      ),
    );
  if (taken) {
    throw errors.invalid(
      "languageId",
      "This language is on your profile already.",
      PROFILE_ERROR_CODES.duplicateLanguage,
    );
  }
}

/** The languages a user speaks and how well; each document includes the languages it names. */
export const languageLevelSection = defineOwnedResource({
  type: "language_levels",
  noun: "language level",
  resource: languageLevelResource,
  list: rows.list,
  load: rows.find,
  readOne: true,
  present: (row) =>
    resource(
      "language_levels",
      row.id,
      { level: row.level, languageId: String(row.languageId) } satisfies LanguageLevelAttributes,
      { language: toOne("languages", row.languageId), user: toOne("users", row.userId) },
    ),
  included: {
    resources: LANGUAGE_LEVEL_INCLUDED,
    async of(db, levels, locale) {
      if (levels.length === 0) return [];
      const named = await referenceCatalog(db).languages(levels.map((l) => l.languageId));
      return named.map((language) => presentLanguage(language, locale));
    },
  },
  create: {
    schema: languageLevelCreateSchema,
    relationships: ["language"],
    async run(tx, userId, input) {
      await requireNewLanguage(tx, userId, input.languageId);
      return rows.insert(tx, { userId, languageId: input.languageId, level: input.level });
    },
  },
  update: {
    schema: languageLevelUpdateSchema,
    relationships: ["language"],
    async run(tx, row, input) {
      if (input.languageId !== undefined) await requireNewLanguage(tx, row.userId, input.languageId, row.id);
      return rows.update(tx, row, { languageId: input.languageId, level: input.level });
    },
  },
  remove: removeRow(rows.remove),
});
