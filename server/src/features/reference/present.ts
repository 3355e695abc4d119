import {
  foldName,
  type LocaleAttributes,
  type LocationAttributes,
  type Resource,
  type SupportedLocale,
} from "@atelier/common";
import { resource, toOne } from "../../jsonapi/serialize.ts";
import { countryName } from "./countries.ts";
import { regionName } from "./regions.ts";
import type {
  CreativeField,
  Industry,
  Language,
  Locale,
  Location,
  MissingTranslation,
  Setting,
  StandardizedProfession,
  StandardizedSkill,
} from "./service.ts";

/** A bilingual row's name in the reader's language. */
export const localized = (row: { nameEn: string; nameDe: string }, locale: SupportedLocale) =>
  locale === "de" ? row.nameDe : row.nameEn;

/** Adds an attribute whose value goes out as stored: its own keys are data, not attribute names. */
const withVerbatim = (r: Resource, name: string, value: unknown): Resource => ({
  ...r,
  attributes: { ...r.attributes, [name]: value },
});

export function presentCreativeField(row: CreativeField, locale: SupportedLocale): Resource {
  return resource("creative_fields", row.id, {
    name: localized(row, locale),
    nameEn: row.nameEn,
    nameDe: row.nameDe,
    slug: row.slug,
    featured: row.featured,
  });
}

export function presentIndustry(row: Industry, locale: SupportedLocale): Resource {
  return resource("industries", row.id, {
    name: localized(row, locale),
    nameEn: row.nameEn,
    nameDe: row.nameDe,
    slug: row.slug,
  });
}

export function presentLanguage(row: Language, locale: SupportedLocale): Resource {
  return resource("languages", row.id, {
    code: row.code,
    localizedName: localized(row, locale),
    englishName: row.nameEn,
    germanName: row.nameDe,
  });
}

/**
 * A place as the reader names it: "Munich, Germany", and with its region where a place of the same
 * name elsewhere in the country would read alike ("Frankfurt (Oder), Brandenburg, Germany"), unless
 * the region is the place itself (Hamburg).
 */
export function presentLocation(row: Location, locale: SupportedLocale): Resource {
  const country = countryName(row.countryCode, locale);
  const name = localized(row, locale);
  const region = regionName(row.countryCode, row.adminCode, locale);
  const telling = row.namesake && region !== null && foldName(region) !== foldName(name) ? [region] : [];
  return resource("locations", row.id, {
    name,
    longName: [name, ...telling, country].join(", "),
    regionName: region,
    countryName: country,
    countryCode: row.countryCode,
  } satisfies LocationAttributes);
}

export function presentStandardizedProfession(row: StandardizedProfession, locale: SupportedLocale): Resource {
  return resource(
    "standardized_professions",
    row.id,
    { name: localized(row, locale), nameEn: row.nameEn, nameDe: row.nameDe },
    { creative_field: toOne("creative_fields", row.creativeFieldId) },
  );
}

export function presentStandardizedSkill(row: StandardizedSkill, locale: SupportedLocale): Resource {
  return resource(
    "standardized_skills",
    row.id,
    { name: localized(row, locale), nameEn: row.nameEn, nameDe: row.nameDe },
    { creative_field: toOne("creative_fields", row.creativeFieldId) },
  );
}

/** A name of the skill vocabulary, as skill autocomplete offers it. */
export function presentSkillName(row: StandardizedSkill, locale: SupportedLocale): Resource {
  return resource("skill_names", row.id, { name: localized(row, locale) });
}

export function presentSetting(row: Setting): Resource {
  return withVerbatim(resource("settings", row.id, { scope: row.scope, key: row.key }), "value", row.value);
}

type Messages = { [key: string]: string | Messages };

/**
 * Dotted keys become nested objects, the shape i18next loads ("share_card.home.title" -> {share_card: {home: {title}}}).
 * A key that would sit below a message (rows come sorted, so the message comes first) is left out.
 */
function nestMessages(rows: { key: string; value: string }[]): Messages {
  const root: Messages = Object.create(null);
  for (const { key, value } of rows) {
    const path = key.split(".");
    let node: Messages | undefined = root;
    for (const segment of path.slice(0, -1)) {
      const next: string | Messages = node[segment] ?? Object.create(null);
      if (typeof next === "string") {
        node = undefined;
        break;
      }
      node[segment] = next;
      node = next;
    }
    if (node && node[path[path.length - 1]] === undefined) node[path[path.length - 1]] = value;
  }
  return root;
}

export function presentTranslations(locale: SupportedLocale, rows: { key: string; value: string }[]): Resource {
  return withVerbatim(resource("translations", locale, { locale }), "messages", nestMessages(rows));
}

export function presentMissingTranslation(row: MissingTranslation): Resource {
  return resource("missing_translations", row.id, {
    key: row.key,
    locale: row.locale,
    route: row.route,
    count: row.count,
  });
}

export function presentLocale(row: Locale): Resource {
  return resource("locales", row.id, {
    code: row.code,
    name: row.name,
    isDefault: row.isDefault,
  } satisfies LocaleAttributes);
}
