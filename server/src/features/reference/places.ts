import { foldName, type SupportedLocale } from "@atelier/common";
import type { PlaceNames } from "./place-names.ts";

/** How a place stands to the others: what tells it apart from a namesake, and what it is a part of. */
export interface PlaceRelations {
  /** Another place in the same country shares its name, or the start of it: its region tells them apart. */
  namesake: boolean;
  /** The larger place nearby that it is a part of, or the same place again ("Zürich (Kreis 3)" of Zürich). */
  partOf: number | null;
}

type Place = PlaceNames & {
  id: number;
  name: string;
  countryCode: string;
  population: number;
  latitude: number | null;
  longitude: number | null;
};

/** Places this close whose names are one and the start of the other are one place, or one within the other. */
const SAME_PLACE_KM = 25;

const WORD_CHAR = /[\p{L}\p{N}]/u;

/** A folded name, and every start of it that ends a word: "frankfurt (oder)" and "frankfurt". */
function heads(name: string): string[] {
  const found = [name];
  for (let at = 1; at < name.length; at += 1) {
    if (WORD_CHAR.test(name[at - 1]) && !WORD_CHAR.test(name[at])) found.push(name.slice(0, at));
  }
  return found;
}

const foldedNames = (place: Place) => [
  ...new Set([place.name, place.nameEn, place.nameDe, ...place.otherNames].map(foldName)),
];

function kmBetween(a: Place, b: Place): number {
  if (a.latitude === null || a.longitude === null || b.latitude === null || b.longitude === null) return Infinity;
  const north = (a.latitude - b.latitude) * 111.2;
  const east = (a.longitude - b.longitude) * 111.2 * Math.cos((((a.latitude + b.latitude) / 2) * Math.PI) / 180);
  return Math.hypot(north, east);
}

const larger = (a: Place, b: Place) => a.population > b.population || (a.population === b.population && a.id < b.id);

/**
 * Each place with how it stands to the others of its country whose name is its own or the start of
 * it: nearby, the smaller is a part of the larger (a district, or the same town twice); further
 * away they are namesakes, which their regions tell apart ("Frankfurt" am Main and "Frankfurt
 * (Oder)"). Read once per load of the catalog.
 */
export function relatePlaces<R extends Place>(rows: readonly R[]): (R & PlaceRelations)[] {
  const namesOf = rows.map(foldedNames);
  const named = new Map<string, R[]>();
  const key = (country: string, name: string) => `${country}\n${name}`;
  rows.forEach((row, index) => {
    for (const name of namesOf[index]) {
      const k = key(row.countryCode, name);
      const holders = named.get(k);
      if (holders) holders.push(row);
      else named.set(k, [row]);
    }
  });
  const namesakes = new Set<number>();
  const partOf = new Map<number, R>();
  const joinTo = (part: R, whole: R) => {
    const known = partOf.get(part.id);
    if (!known || larger(whole, known)) partOf.set(part.id, whole);
  };
  rows.forEach((row, index) => {
    for (const start of new Set(namesOf[index].flatMap(heads))) {
      for (const other of named.get(key(row.countryCode, start)) ?? []) {
        if (other === row) continue;
        if (kmBetween(row, other) <= SAME_PLACE_KM) {
          if (larger(other, row)) joinTo(row, other);
          else joinTo(other, row);
        } else {
          namesakes.add(row.id);
          namesakes.add(other.id);
        }
      }
    }
  });
  return rows.map((row) => ({ ...row, namesake: namesakes.has(row.id), partOf: partOf.get(row.id)?.id ?? null }));
}

/**
 * The countries whose places a reader of the language is most likely to look for, found before the
 * others at each kind of match.
 */
export const HOME_COUNTRIES: Record<SupportedLocale, ReadonlySet<string>> = {
  de: new Set(["DE", "AT", "CH"]),
  en: new Set(["GB", "IE"]),
};
