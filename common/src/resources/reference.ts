import { z } from "zod";
import { one, resourceSchema } from "../contract/documents.ts";

/** A name in the reader's language, with both names for forms that edit them. */
const localizedNames = { name: z.string(), nameEn: z.string(), nameDe: z.string() };

export const creativeFieldAttributes = z.object({ ...localizedNames, slug: z.string(), featured: z.boolean() });
export const creativeFieldResource = resourceSchema("creative_fields", creativeFieldAttributes);

export const industryAttributes = z.object({ ...localizedNames, slug: z.string() });
export const industryResource = resourceSchema("industries", industryAttributes);

export const languageAttributes = z.object({
  code: z.string(),
  localizedName: z.string(),
  englishName: z.string(),
  germanName: z.string(),
});
export const languageResource = resourceSchema("languages", languageAttributes);

export const locationAttributes = z.object({
  name: z.string(),
  longName: z.string(),
  countryName: z.string(),
  countryCode: z.string(),
});
export const locationResource = resourceSchema("locations", locationAttributes);

export const standardizedProfessionAttributes = z.object(localizedNames);
export const standardizedProfessionResource = resourceSchema(
  "standardized_professions",
  standardizedProfessionAttributes,
  { creative_field: one("creative_fields") },
);

export const standardizedSkillAttributes = z.object(localizedNames);
export const standardizedSkillResource = resourceSchema("standardized_skills", standardizedSkillAttributes, {
  creative_field: one("creative_fields"),
});

export const skillNameResource = resourceSchema("skill_names", z.object({ name: z.string() }));
