import { foldName, Match, matchRank, type SupportedLocale, spellings } from "@atelier/common";
import type { Executor } from "../../db/connect.ts";
import {
  type CatalogTable,
  type CreativeField,
  referenceCatalog,
  type StandardizedProfession,
  type StandardizedSkill,
} from "./catalog.ts";
import { searchRows } from "./search.ts";

/** The crafts a search term names, each list best match first. */
export interface NamedCrafts {
  professions: readonly StandardizedProfession[];
  creativeFields: readonly CreativeField[];
  skills: readonly StandardizedSkill[];
}

/**
 * Terms shorter than this name a craft only at the start of one of its words: two letters are
 * found inside half the vocabulary's names.
 */
const INSIDE_FROM = 3;

type Bilingual = { id: number; nameEn: string; nameDe: string };
const bilingual = (row: Bilingual) => ({ en: [row.nameEn], de: [row.nameDe] });

const atWordStart = (row: Bilingual, folded: string) =>
  matchRank([row.nameEn, row.nameDe].flatMap(spellings), folded) <= Match.word;

/**
 * The professions, creative fields and skills whose English or German name holds the term, by the
 * reference searches' rules (any case or accents, umlauts written either way, a name's start before
 * a later word's before inside a word, the reader's language first), from the catalog in memory:
 * "illustr" names the illustrators and illustration, "Fotograf" and "photogr" the photographers.
 */
export async function namedCrafts(db: Executor, term: string, locale: SupportedLocale): Promise<NamedCrafts> {
  const folded = foldName(term).replace(/\s+/g, " ");
  const catalog = referenceCatalog(db);
  const find = async <R extends Bilingual>(table: Promise<CatalogTable<R>>): Promise<readonly R[]> => {
    if (folded === "") return [];
    const found = searchRows((await table).rows, { terms: [folded] }, locale, bilingual);
    return folded.length < INSIDE_FROM ? found.filter((row) => atWordStart(row, folded)) : found;
  };
  const [professions, creativeFields, skills] = await Promise.all([
    find(catalog.table("professions")),
    find(catalog.table("creativeFields")),
    find(catalog.table("skills")),
  ]);
  return { professions, creativeFields, skills };
}
