import type { RowNames } from "./search.ts";

/**
 * English and German names of places whose GeoNames name is neither, or only one of them, with the
 * other names people type for them, keyed by GeoNames id. A place not listed is called by its
 * GeoNames name in both languages. Spellings that only write out an umlaut or ß ("Muenchen",
 * "Zuerich") need no entry: every name is also searchable in that spelling.
 */
export const PLACE_NAMES: ReadonlyMap<number, { en: string; de: string; also?: readonly string[] }> = new Map([
  // Germany, Austria, Switzerland
  [2867714, { en: "Munich", de: "München" }],
  [2886242, { en: "Cologne", de: "Köln" }],
  [2861650, { en: "Nuremberg", de: "Nürnberg" }],
  [2910831, { en: "Hanover", de: "Hannover" }],
  [2945024, { en: "Brunswick", de: "Braunschweig" }],
  [2925533, { en: "Frankfurt", de: "Frankfurt am Main" }],
  [2761369, { en: "Vienna", de: "Wien" }],
  [2657896, { en: "Zurich", de: "Zürich" }],
  [2660646, { en: "Geneva", de: "Genf", also: ["Genève"] }],
  [2661552, { en: "Bern", de: "Bern", also: ["Berne"] }],
  [2661604, { en: "Basel", de: "Basel", also: ["Basle", "Bâle"] }],
  [2659811, { en: "Lucerne", de: "Luzern" }],
  // Italy
  [3169070, { en: "Rome", de: "Rom", also: ["Roma"] }],
  [3173435, { en: "Milan", de: "Mailand", also: ["Milano"] }],
  [3172394, { en: "Naples", de: "Neapel", also: ["Napoli"] }],
  [3165524, { en: "Turin", de: "Turin", also: ["Torino"] }],
  [3176959, { en: "Florence", de: "Florenz", also: ["Firenze"] }],
  [3164603, { en: "Venice", de: "Venedig", also: ["Venezia"] }],
  [3176219, { en: "Genoa", de: "Genua", also: ["Genova"] }],
  [3171728, { en: "Padua", de: "Padua", also: ["Padova"] }],
  [3181913, { en: "Bolzano", de: "Bozen" }],
  // Europe
  [3067696, { en: "Prague", de: "Prag", also: ["Praha"] }],
  [756135, { en: "Warsaw", de: "Warschau", also: ["Warszawa"] }],
  [3094802, { en: "Kraków", de: "Krakau", also: ["Cracow"] }],
  [3081368, { en: "Wrocław", de: "Breslau" }],
  [3099434, { en: "Gdańsk", de: "Danzig" }],
  [3088171, { en: "Poznań", de: "Posen" }],
  [524901, { en: "Moscow", de: "Moskau", also: ["Moskva"] }],
  [498817, { en: "Saint Petersburg", de: "Sankt Petersburg" }],
  [703448, { en: "Kyiv", de: "Kiew", also: ["Kiev"] }],
  [2800866, { en: "Brussels", de: "Brüssel", also: ["Bruxelles", "Brussel"] }],
  [2803138, { en: "Antwerp", de: "Antwerpen" }],
  [2797656, { en: "Ghent", de: "Gent" }],
  [2800931, { en: "Bruges", de: "Brügge", also: ["Brugge"] }],
  [2792413, { en: "Liège", de: "Lüttich" }],
  [2747373, { en: "The Hague", de: "Den Haag" }],
  [2267057, { en: "Lisbon", de: "Lissabon", also: ["Lisboa"] }],
  [2510911, { en: "Seville", de: "Sevilla" }],
  [2618425, { en: "Copenhagen", de: "Kopenhagen", also: ["København"] }],
  [2711537, { en: "Gothenburg", de: "Göteborg" }],
  [264371, { en: "Athens", de: "Athen", also: ["Athína"] }],
  [792680, { en: "Belgrade", de: "Belgrad", also: ["Beograd"] }],
  [683506, { en: "Bucharest", de: "Bukarest", also: ["București"] }],
  [727011, { en: "Sofia", de: "Sofia", also: ["Sofiya"] }],
  [2973783, { en: "Strasbourg", de: "Straßburg" }],
  [2990440, { en: "Nice", de: "Nizza" }],
  [2995469, { en: "Marseille", de: "Marseille", also: ["Marseilles"] }],
  [2960316, { en: "Luxembourg", de: "Luxemburg" }],
  // World
  [1816670, { en: "Beijing", de: "Peking" }],
  [1850147, { en: "Tokyo", de: "Tokio" }],
  [3530597, { en: "Mexico City", de: "Mexiko-Stadt" }],
  [360630, { en: "Cairo", de: "Kairo" }],
  [2507480, { en: "Algiers", de: "Algier" }],
  [112931, { en: "Tehran", de: "Teheran" }],
  [1880252, { en: "Singapore", de: "Singapur" }],
]);

/** A place's names in the interface languages, and the others people know it by. */
export interface PlaceNames {
  nameEn: string;
  nameDe: string;
  otherNames: readonly string[];
}

/** A place row with its names, as the catalog holds it. */
export function withPlaceNames<R extends { id: number; name: string }>(row: R): R & PlaceNames {
  const known = PLACE_NAMES.get(row.id);
  return { ...row, nameEn: known?.en ?? row.name, nameDe: known?.de ?? row.name, otherNames: known?.also ?? [] };
}

/** Every name of a place, for searching it. */
export const placeNames = (place: { name: string } & PlaceNames): RowNames => ({
  en: [place.nameEn],
  de: [place.nameDe],
  other: [place.name, ...place.otherNames],
});
