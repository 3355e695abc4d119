import { bigint, boolean, doublePrecision, index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

const id = () => bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity();

export const creativeFields = pgTable("creative_fields", {
  id: id(),
  slug: text("slug").notNull().unique(),
  nameEn: text("name_en").notNull(),
  nameDe: text("name_de").notNull(),
  featured: boolean("featured").notNull().default(false),
  position: integer("position").notNull().default(0),
});

export const industries = pgTable("industries", {
  id: id(),
  slug: text("slug").notNull().unique(),
  nameEn: text("name_en").notNull(),
  nameDe: text("name_de").notNull(),
});

export const languages = pgTable(
  "languages",
  {
    id: id(),
    code: text("code").notNull().unique(),
    englishName: text("english_name").notNull(),
    germanName: text("german_name").notNull(),
  },
  (t) => [
    index("languages_english_name_idx").on(t.englishName.op("text_pattern_ops")),
    index("languages_german_name_idx").on(t.germanName.op("text_pattern_ops")),
  ],
);

export const locations = pgTable(
  "locations",
  {
    id: id(),
    name: text("name").notNull(),
    searchName: text("search_name").notNull(),
    region: text("region"),
    countryCode: text("country_code").notNull(),
    population: integer("population").notNull().default(0),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
  },
  (t) => [
    index("locations_search_name_idx").on(t.searchName.op("text_pattern_ops"), t.population),
    index("locations_country_idx").on(t.countryCode),
  ],
);

export const standardizedProfessions = pgTable(
  "standardized_professions",
  {
    id: id(),
    nameEn: text("name_en").notNull(),
    nameDe: text("name_de").notNull(),
    creativeFieldId: bigint("creative_field_id", { mode: "number" }).references(() => creativeFields.id),
  },
  (t) => [
    uniqueIndex("standardized_professions_name_en_idx").on(t.nameEn),
    index("standardized_professions_name_de_idx").on(t.nameDe),
  ],
);

export const standardizedSkills = pgTable(
  "standardized_skills",
  {
    id: id(),
    nameEn: text("name_en").notNull(),
    nameDe: text("name_de").notNull(),
    creativeFieldId: bigint("creative_field_id", { mode: "number" }).references(() => creativeFields.id),
  },
  (t) => [
    uniqueIndex("standardized_skills_name_en_idx").on(t.nameEn),
    index("standardized_skills_name_de_idx").on(t.nameDe),
  ],
);
