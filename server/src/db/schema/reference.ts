import { bigint, boolean, doublePrecision, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { identityId } from "./columns.ts";

/**
 * Names in both UI languages, plus folded copies (lower case, accents dropped) that prefix search and
 * alphabetical order use: the database collation is bytewise, so "Ölmalerei" would sort after "Z".
 */
const localizedNames = () => ({
  nameEn: text("name_en").notNull(),
  nameDe: text("name_de").notNull(),
  searchEn: text("search_en").notNull(),
  searchDe: text("search_de").notNull(),
});

export const creativeFields = pgTable(
  "creative_fields",
  {
    id: identityId(),
    slug: text("slug").notNull().unique(),
    nameEn: text("name_en").notNull(),
    nameDe: text("name_de").notNull(),
    featured: boolean("featured").notNull().default(false),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("creative_fields_position_idx").on(t.position),
    index("creative_fields_featured_idx").on(t.featured, t.position),
  ],
);

export const industries = pgTable(
  "industries",
  {
    id: identityId(),
    slug: text("slug").notNull().unique(),
    ...localizedNames(),
  },
  (t) => [index("industries_search_en_idx").on(t.searchEn), index("industries_search_de_idx").on(t.searchDe)],
);

export const languages = pgTable(
  "languages",
  {
    id: identityId(),
    /** ISO 639-1. */
    code: text("code").notNull().unique(),
    ...localizedNames(),
  },
  (t) => [
    index("languages_search_en_idx").on(t.searchEn.op("text_pattern_ops")),
    index("languages_search_de_idx").on(t.searchDe.op("text_pattern_ops")),
  ],
);

export const locations = pgTable(
  "locations",
  {
    /** The GeoNames id, so a location keeps its id across installations and reseeds. */
    id: bigint("id", { mode: "number" }).primaryKey(),
    name: text("name").notNull(),
    searchName: text("search_name").notNull(),
    /** ISO 3166-1 alpha-2; the country's name is localised when presented. */
    countryCode: text("country_code").notNull(),
    /**
     * GeoNames' first-order administrative division in the country ("05": Hesse in Germany), "" for a
     * place without one; null until the seed has read it.
     */
    adminCode: text("admin_code"),
    population: integer("population").notNull().default(0),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
  },
  (t) => [
    index("locations_search_name_idx").on(t.searchName.op("text_pattern_ops")),
    index("locations_population_idx").on(t.population.desc().nullsFirst(), t.id),
    index("locations_country_idx").on(t.countryCode),
  ],
);

export const standardizedProfessions = pgTable(
  "standardized_professions",
  {
    id: identityId(),
    ...localizedNames(),
    creativeFieldId: bigint("creative_field_id", { mode: "number" }).references(() => creativeFields.id),
  },
  (t) => [
    uniqueIndex("standardized_professions_name_en_idx").on(t.nameEn),
    index("standardized_professions_search_en_idx").on(t.searchEn.op("text_pattern_ops")),
    index("standardized_professions_search_de_idx").on(t.searchDe.op("text_pattern_ops")),
    index("standardized_professions_creative_field_idx").on(t.creativeFieldId),
  ],
);

export const standardizedSkills = pgTable(
  "standardized_skills",
  {
    id: identityId(),
    ...localizedNames(),
    creativeFieldId: bigint("creative_field_id", { mode: "number" }).references(() => creativeFields.id),
  },
  (t) => [
    uniqueIndex("standardized_skills_name_en_idx").on(t.nameEn),
    index("standardized_skills_search_en_idx").on(t.searchEn.op("text_pattern_ops")),
    index("standardized_skills_search_de_idx").on(t.searchDe.op("text_pattern_ops")),
    index("standardized_skills_creative_field_idx").on(t.creativeFieldId),
  ],
);

/**
 * One row counting changes to the reference tables (triggers in db/sql/routines.sql bump it), so
 * that every instance's in-memory catalog learns of an operator's edit without reading the tables.
 */
export const referenceRevision = pgTable("reference_revision", {
  id: integer("id").primaryKey(),
  revision: bigint("revision", { mode: "number" }).notNull().default(0),
});
