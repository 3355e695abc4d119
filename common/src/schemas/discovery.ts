import { z } from "zod";
import { FIND_FILTER_MAX_VALUES, FIND_LEVELS } from "../find-lists.ts";
import { resourceId } from "./text.ts";

// The kinds, filters and parameters live apart from zod, so the web's pages read them without it.
export * from "../find-lists.ts";

const ids = z.array(resourceId).max(FIND_FILTER_MAX_VALUES, `Name at most ${FIND_FILTER_MAX_VALUES}.`);

/**
 * The filters of a find list in camelCase, comma-joined values already split: any value of one filter
 * matches (fields 3 or 5), every filter given must match. Names are words a shown name contains,
 * case and accents ignored; language codes ISO 639-1, lower case.
 */
export const findFilterSchema = z
  .object({
    names: z
      .array(
        z
          .string()
          .max(100, "Use at most 100 characters.")
          .refine((v) => !/[\p{Cc}\p{Cf}]/u.test(v), "Use letters, digits and punctuation only."),
      )
      .max(5, "Name at most 5."),
    creativeFieldIds: ids,
    industryIds: ids,
    skills: ids,
    levels: z.array(z.enum(FIND_LEVELS as ["beginner", "intermediate", "expert"])).max(FIND_LEVELS.length),
    locationIds: ids,
    languageCodes: z
      .array(
        z
          .string()
          .regex(/^[a-z]{2,3}$/, "Use language codes such as en or de.")
          .max(3),
      )
      .max(FIND_FILTER_MAX_VALUES, `Name at most ${FIND_FILTER_MAX_VALUES}.`),
  })
  .partial();
export type FindFilter = z.infer<typeof findFilterSchema>;
