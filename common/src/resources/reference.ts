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
export type LanguageAttributes = z.infer<typeof languageAttributes>;
export const languageResource = resourceSchema("languages", languageAttributes);

export const locationAttributes = z.object({
  name: z.string(),
  /** How a picker and a profile name the place: its name and country, and between them its region when another place of the country shares its name. */
  longName: z.string(),
  /** The state, province or canton; null when unknown. */
  regionName: z.string().nullable(),
  countryName: z.string(),
  countryCode: z.string(),
});
export type LocationAttributes = z.infer<typeof locationAttributes>;
export const locationResource = resourceSchema("locations", locationAttributes);

export const standardizedProfessionAttributes = z.object(localizedNames);
export type StandardizedProfessionAttributes = z.infer<typeof standardizedProfessionAttributes>;
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

/** A public setting; its value goes out as stored (its own keys are data, not attribute names). */
export const settingResource = resourceSchema(
  "settings",
  z.object({ scope: z.string(), key: z.string(), value: z.unknown() }),
);

/** The server-side messages of one interface language, nested by key as i18next loads them. */
export const translationResource = resourceSchema(
  "translations",
  z.object({ locale: z.string(), messages: z.record(z.string(), z.unknown()) }),
);

/** A translation key the web client reported missing, with how often it was asked for. */
export const missingTranslationAttributes = z.object({
  key: z.string(),
  locale: z.string(),
  route: z.string().nullable(),
  count: z.number().int(),
});
export const missingTranslationResource = resourceSchema("missing_translations", missingTranslationAttributes);

/** An interface language; `isDefault` marks the one a reader gets when nothing else decides. */
export const localeAttributes = z.object({ code: z.string(), name: z.string(), isDefault: z.boolean() });
export type LocaleAttributes = z.infer<typeof localeAttributes>;
export const localeResource = resourceSchema("locales", localeAttributes);
