import { PROFILE_ERROR_CODES } from "@atelier/common";
import { inArray } from "drizzle-orm";
import type { Executor } from "../../../db/connect.ts";
import {
  creativeFields,
  industries,
  languages,
  locations,
  standardizedProfessions,
  standardizedSkills,
} from "../../../db/schema/index.ts";
import { errors } from "../../../jsonapi/errors.ts";

const VOCABULARIES = { creativeFields, industries, locations, languages, standardizedProfessions, standardizedSkills };

/**
 * Refuses ids that name nothing in a vocabulary, with a 422 at the attribute that carried them,
 * so a foreign key never fails inside the database. One query for the whole list.
 */
export async function requireKnownIds(
  db: Executor,
  vocabulary: keyof typeof VOCABULARIES,
  ids: readonly number[],
  attribute: string,
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const table = VOCABULARIES[vocabulary];
  const found = new Set(
    (await db.select({ id: table.id }).from(table).where(inArray(table.id, wanted))).map((r) => r.id),
  );
  const unknown = wanted.filter((id) => !found.has(id));
  if (unknown.length > 0) {
    throw errors.invalid(
      attribute,
      `There is nothing with the id ${unknown.join(", ")}.`,
      PROFILE_ERROR_CODES.unknownId,
    );
  }
}
