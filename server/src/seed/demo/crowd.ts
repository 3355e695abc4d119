import { slugify } from "../../features/discovery/users/slugs.ts";
import type { ImageKind } from "../../features/profiles/images/images.ts";
import { CREATIVE_FIELDS } from "../data/creative-fields.ts";
import { INDUSTRIES } from "../data/industries.ts";
import { PROFESSIONS } from "../data/professions.ts";
import { SKILLS } from "../data/skills.ts";
import { type Random, seededRandom } from "./art-kit.ts";
import { DEMO_PEOPLE, type DemoField, type DemoPerson } from "./people.ts";
import { HAIR_STYLES } from "./portrait-art.ts";
import { TITLE_STYLES } from "./title-art.ts";
import type { WorkPicture, WorkStyle } from "./work-art.ts";
import { DEMO_WORKS, type DemoWork } from "./works.ts";

/**
 * The crowd of the demo world: about two hundred creatives and fifty clients beside the hand-written
 * people, generated from name parts, the reference vocabulary and a seeded random source, so every
 * start makes the same people. They exist so that finding creatives and clients has something to
 * find under every filter: every creative field for private and company creatives, every skill,
 * every level, many languages, every industry, clients inside and outside the chamber of commerce,
 * cities across Germany, Austria, Switzerland, the UK and Ireland.
 */
export interface CrowdPerson extends DemoPerson {
  headline: string;
  about: string;
  /** The pictures drawn for them: most have a profile picture, some a title banner too. */
  pictures: ImageKind[];
  /** Published showroom items, drawn small: enough for a result card's thumbnails. */
  works: DemoWork[];
}

/**
 * How wide the crowd's work is drawn: cards and thumbnails show it whole, an item page a little soft,
 * and it costs a fraction of a full-size picture to encode.
 */
export const CROWD_WORK_PIXELS = 640;

/** How many of each the crowd holds; with the hand-written people about 200 creatives and 60 clients. */
export const CROWD_SIZE = {
  privateCreatives: 158,
  companyCreatives: 28,
  privateClients: 18,
  clientsInsideCci: 18,
  clientsOutsideCci: 18,
} as const;

type Country = "DE" | "AT" | "CH" | "GB" | "IE";
type Language = "en" | "de";

/** A seeded city by its name in the reference data, with its English and German names where they differ. */
interface City {
  name: string;
  en?: string;
  de?: string;
  /** The language spoken there when it is neither German nor English. */
  spoken?: string;
}

/**
 * Cities of 100,000 people and up, so that even the smaller reference data the tests seed holds
 * them; the largest come twice, more people live there.
 */
const CITIES: Record<Country, readonly City[]> = {
  DE: [
    { name: "Berlin" },
    { name: "Berlin" },
    { name: "Hamburg" },
    { name: "Hamburg" },
    { name: "Munich", de: "München" },
    { name: "Munich", de: "München" },
    { name: "Köln", en: "Cologne" },
    { name: "Frankfurt am Main" },
    { name: "Stuttgart" },
    { name: "Düsseldorf" },
    { name: "Leipzig" },
    { name: "Dresden" },
    { name: "Hannover", en: "Hanover" },
    { name: "Nürnberg", en: "Nuremberg" },
    { name: "Bremen" },
    { name: "Freiburg" },
    { name: "Münster" },
    { name: "Karlsruhe" },
    { name: "Mainz" },
    { name: "Kiel" },
    { name: "Potsdam" },
    { name: "Heidelberg" },
    { name: "Bonn" },
    { name: "Rostock" },
    { name: "Essen" },
    { name: "Kassel" },
    { name: "Regensburg" },
    { name: "Lübeck" },
    { name: "Aachen" },
  ],
  AT: [
    { name: "Vienna", de: "Wien" },
    { name: "Vienna", de: "Wien" },
    { name: "Graz" },
    { name: "Linz" },
    { name: "Salzburg" },
    { name: "Innsbruck" },
  ],
  CH: [
    { name: "Zürich", en: "Zurich" },
    { name: "Zürich", en: "Zurich" },
    { name: "Basel" },
    { name: "Bern" },
    { name: "Lausanne", spoken: "fr" },
    { name: "Genève", en: "Geneva", de: "Genf", spoken: "fr" },
  ],
  GB: [
    { name: "London" },
    { name: "London" },
    { name: "London" },
    { name: "Manchester" },
    { name: "Bristol" },
    { name: "Glasgow" },
    { name: "Edinburgh" },
    { name: "Leeds" },
    { name: "Liverpool" },
    { name: "Birmingham" },
    { name: "Brighton" },
    { name: "Cardiff" },
    { name: "Belfast" },
    { name: "Sheffield" },
    { name: "Nottingham" },
    { name: "Newcastle upon Tyne", en: "Newcastle" },
    { name: "Oxford" },
    { name: "Cambridge" },
    { name: "Norwich" },
  ],
  IE: [{ name: "Dublin" }, { name: "Dublin" }, { name: "Dublin" }, { name: "Cork" }, { name: "Cork" }],
};

/** Where the crowd lives, about as often as listed. */
const COUNTRIES: readonly Country[] = ["DE", "DE", "DE", "DE", "DE", "AT", "AT", "CH", "CH", "GB", "GB", "GB", "IE"];

const GERMAN_NAMES = {
  first: [
    "Lukas",
    "Anna",
    "Leonie",
    "Jannik",
    "Marie",
    "Paul",
    "Finn",
    "Clara",
    "Moritz",
    "Johanna",
    "Elias",
    "Lea",
    "Maximilian",
    "Nina",
    "Simon",
    "Laura",
    "Tim",
    "Katharina",
    "Florian",
    "Julia",
    "Niklas",
    "Theresa",
    "David",
    "Miriam",
    "Jakob",
    "Paula",
    "Benedikt",
    "Ronja",
    "Valentin",
    "Carla",
    "Sebastian",
    "Ida",
    "Konstantin",
    "Helena",
    "Till",
    "Frieda",
    "Emre",
    "Selin",
    "Milan",
    "Zoe",
  ],
  last: [
    "Müller",
    "Schmidt",
    "Schneider",
    "Wagner",
    "Becker",
    "Hoffmann",
    "Koch",
    "Richter",
    "Klein",
    "Wolf",
    "Schröder",
    "Neumann",
    "Schwarz",
    "Zimmermann",
    "Braun",
    "Krüger",
    "Hartmann",
    "Lange",
    "Werner",
    "Krause",
    "Lehmann",
    "Köhler",
    "Maier",
    "Huber",
    "Gruber",
    "Steiner",
    "Moser",
    "Brunner",
    "Hofer",
    "Egger",
    "Meier",
    "Frei",
    "Gerber",
    "Widmer",
    "Vogel",
    "Yilmaz",
    "Nowak",
    "Albrecht",
    "Sommer",
    "Ziegler",
  ],
};

const BRITISH_NAMES = {
  first: [
    "Amelia",
    "Harry",
    "Isla",
    "George",
    "Freya",
    "Jack",
    "Poppy",
    "Charlie",
    "Evie",
    "Thomas",
    "Grace",
    "James",
    "Alice",
    "William",
    "Ella",
    "Samuel",
    "Rosie",
    "Daniel",
    "Priya",
    "Arjun",
    "Zara",
    "Callum",
    "Eilidh",
    "Rhys",
  ],
  last: [
    "Smith",
    "Jones",
    "Taylor",
    "Brown",
    "Wilson",
    "Evans",
    "Walker",
    "Wright",
    "Robinson",
    "Hughes",
    "Edwards",
    "Green",
    "Hall",
    "Wood",
    "Clarke",
    "Patel",
    "Khan",
    "Turner",
    "Hill",
    "Cooper",
    "Ward",
    "Morris",
    "Bennett",
    "Price",
    "MacLeod",
    "Campbell",
  ],
};

const IRISH_NAMES = {
  first: [
    "Seán",
    "Aoife",
    "Ciarán",
    "Niamh",
    "Cian",
    "Saoirse",
    "Oisín",
    "Róisín",
    "Darragh",
    "Caoimhe",
    "Eoin",
    "Siobhán",
    "Fionn",
    "Orla",
    "Conor",
    "Clodagh",
  ],
  last: [
    "Murphy",
    "Kelly",
    "O'Sullivan",
    "Walsh",
    "O'Brien",
    "Byrne",
    "Ryan",
    "O'Connor",
    "O'Neill",
    "Doyle",
    "McCarthy",
    "Gallagher",
    "Doherty",
    "Kennedy",
    "Lynch",
    "Quinn",
  ],
};

const NAMES: Record<Country, { first: readonly string[]; last: readonly string[] }> = {
  DE: GERMAN_NAMES,
  AT: GERMAN_NAMES,
  CH: GERMAN_NAMES,
  GB: BRITISH_NAMES,
  IE: IRISH_NAMES,
};

/** Invented words companies are named after; none is a brand. */
const COMPANY_WORDS: Record<Language, readonly string[]> = {
  de: [
    "Nordwind",
    "Feldlerche",
    "Rotdorn",
    "Kieselstein",
    "Lindenblatt",
    "Wolkenbruch",
    "Eisvogel",
    "Kupferstich",
    "Glasperle",
    "Hafenlicht",
    "Morgenrot",
    "Tannenzapfen",
    "Sandkorn",
    "Windrose",
    "Schwalbe",
    "Holunder",
    "Löwenzahn",
    "Bergkristall",
    "Zaunkönig",
    "Mohnblume",
    "Kranich",
    "Wiesengrund",
    "Leuchtturm",
    "Sternwarte",
    "Papierflieger",
    "Himmelblau",
    "Fuchsbau",
    "Ahornweg",
  ],
  en: [
    "Blackthorn",
    "Kestrel",
    "Saltmarsh",
    "Larkspur",
    "Driftwood",
    "Foxglove",
    "Hawthorn",
    "Copperleaf",
    "Tidewater",
    "Greyfriars",
    "Wren",
    "Bramble",
    "Heron",
    "Juniper",
    "Marram",
    "Fieldfare",
    "Cobblestone",
    "Ember",
    "Quarry",
    "Linnet",
    "Starling",
    "Kelpie",
    "Moorland",
    "Slate",
  ],
};

const LEGAL_FORMS: Record<Country, readonly string[]> = {
  DE: ["GmbH", "GmbH", "UG", "KG"],
  AT: ["GmbH", "OG"],
  CH: ["GmbH", "AG"],
  GB: ["Ltd"],
  IE: ["Ltd"],
};

/** What a creative company calls itself, around one of the words. */
const STUDIO_NAMES: Record<Language, readonly ((word: string) => string)[]> = {
  de: [
    (w) => `Studio ${w}`,
    (w) => `${w} Design`,
    (w) => `Atelier ${w}`,
    (w) => `${w} Kollektiv`,
    (w) => `${w} Werkstatt`,
  ],
  en: [(w) => `${w} Studio`, (w) => `${w} Design`, (w) => `${w} & Co`, (w) => `${w} Collective`, (w) => `${w} Works`],
};

/** What a client company of an industry calls itself after its word. */
const INDUSTRY_NOUNS: Record<string, Record<Language, string>> = {
  "advertising-marketing": { de: "Werbeagentur", en: "Marketing" },
  "architecture-construction": { de: "Bau", en: "Builders" },
  automotive: { de: "Automobile", en: "Motors" },
  "banking-finance": { de: "Privatbank", en: "Finance" },
  "beauty-cosmetics": { de: "Naturkosmetik", en: "Cosmetics" },
  consulting: { de: "Beratung", en: "Consulting" },
  "consumer-goods": { de: "Haushaltswaren", en: "Homeware" },
  education: { de: "Akademie", en: "Academy" },
  "energy-utilities": { de: "Energie", en: "Energy" },
  entertainment: { de: "Entertainment", en: "Entertainment" },
  events: { de: "Events", en: "Events" },
  "fashion-textiles": { de: "Mode", en: "Clothing" },
  "film-broadcasting": { de: "Filmproduktion", en: "Pictures" },
  "food-beverage": { de: "Rösterei", en: "Kitchen" },
  "furniture-interior": { de: "Möbelwerkstätten", en: "Furniture" },
  games: { de: "Games", en: "Games" },
  "public-sector": { de: "Stadtentwicklung", en: "Civic Trust" },
  healthcare: { de: "Praxisklinik", en: "Health" },
  "hospitality-tourism": { de: "Hotel", en: "Hotels" },
  "information-technology": { de: "Software", en: "Software" },
  insurance: { de: "Versicherung", en: "Insurance" },
  "legal-services": { de: "Rechtsanwälte", en: "Legal" },
  "logistics-transport": { de: "Logistik", en: "Logistics" },
  manufacturing: { de: "Maschinenbau", en: "Engineering" },
  "media-publishing": { de: "Verlag", en: "Press" },
  "museums-culture": { de: "Galerie", en: "Gallery" },
  "music-industry": { de: "Records", en: "Records" },
  "non-profit": { de: "Stiftung", en: "Foundation" },
  pharmaceuticals: { de: "Pharma", en: "Pharma" },
  "real-estate": { de: "Immobilien", en: "Property" },
  "retail-ecommerce": { de: "Versand", en: "Store" },
  "sports-fitness": { de: "Sport", en: "Sports" },
  telecommunications: { de: "Netz", en: "Networks" },
};

/** The professions a client lists: the people who hire creatives. */
const CLIENT_PROFESSIONS = [
  "Marketing Manager",
  "Creative Director",
  "Art Buyer",
  "Brand Strategist",
  "Account Director",
  "Campaign Manager",
  "Editor",
  "Interior Decorator",
  "Online Marketing Manager",
  "PR Consultant",
];

/** Other languages the crowd speaks beside German and English, and Irish in Ireland. */
const MORE_LANGUAGES = ["fr", "it", "es", "nl", "pl", "tr", "pt", "sv", "da", "cs", "hr", "el", "ar", "ja", "ru"];

/** How a work of each creative field is drawn, and what it is called in either language. */
const WORK_KINDS: Record<string, { style: WorkStyle; en: string; de: string }> = {
  "graphic-design": { style: "poster", en: "poster series", de: "Plakatserie" },
  illustration: { style: "cover", en: "illustrations", de: "Illustrationen" },
  photography: { style: "landscape", en: "photo series", de: "Fotoserie" },
  "motion-design": { style: "screens", en: "title sequence", de: "Vorspann" },
  "ux-ui-design": { style: "screens", en: "app design", de: "App-Design" },
  architecture: { style: "plan", en: "house", de: "Wohnhaus" },
  "fashion-design": { style: "pattern", en: "collection", de: "Kollektion" },
  "product-design": { style: "objects", en: "lamp", de: "Leuchte" },
  "3d-animation": { style: "pixels", en: "animated short", de: "Animationsfilm" },
  "film-video": { style: "landscape", en: "short film", de: "Kurzfilm" },
  "music-sound": { style: "sound", en: "soundtrack", de: "Soundtrack" },
  "writing-copy": { style: "cover", en: "campaign copy", de: "Kampagnentexte" },
  "art-direction": { style: "poster", en: "campaign", de: "Kampagne" },
  branding: { style: "poster", en: "brand identity", de: "Markenauftritt" },
  "game-design": { style: "pixels", en: "game", de: "Spiel" },
  "interior-design": { style: "plan", en: "flat", de: "Wohnung" },
  "fine-arts": { style: "frames", en: "paintings", de: "Bilderserie" },
  crafts: { style: "objects", en: "ceramics", de: "Keramik" },
  typography: { style: "poster", en: "typeface", de: "Schrift" },
  "web-development": { style: "screens", en: "website", de: "Website" },
  "marketing-social-media": { style: "screens", en: "social campaign", de: "Social-Media-Kampagne" },
  advertising: { style: "poster", en: "advert", de: "Anzeigenserie" },
  "textile-design": { style: "pattern", en: "fabric prints", de: "Stoffdrucke" },
  "jewellery-design": { style: "jewel", en: "rings", de: "Ringe" },
  "set-design": { style: "stage", en: "stage set", de: "Bühnenbild" },
  "editorial-design": { style: "cover", en: "magazine", de: "Magazin" },
  "performing-arts": { style: "stage", en: "performance", de: "Performance" },
};

/** What a work is about: a word to put on its picture and in its title. */
const SUBJECTS: Record<Language, readonly string[]> = {
  en: [
    "Tide",
    "Orchard",
    "Night Train",
    "Lighthouse",
    "Salt",
    "Fernwood",
    "Low Sun",
    "Harbour Wall",
    "Paper Moon",
    "Riverbank",
    "Blue Hour",
    "Heather",
    "Northbound",
    "Glasshouse",
    "Rainfall",
    "Small Hours",
    "Meadow",
    "Copper",
    "Signal",
    "Drift",
  ],
  de: [
    "Ebbe",
    "Obstgarten",
    "Nachtzug",
    "Leuchtfeuer",
    "Salz",
    "Tannenwald",
    "Abendsonne",
    "Hafenmole",
    "Papiermond",
    "Flussufer",
    "Blaue Stunde",
    "Heidekraut",
    "Nordwärts",
    "Glashaus",
    "Landregen",
    "Morgengrauen",
    "Wiese",
    "Kupfer",
    "Signal",
    "Treibgut",
  ],
};

const fieldNamed = new Map(CREATIVE_FIELDS.map((f) => [f.slug as string, f]));
const industryNamed = new Map(INDUSTRIES.map((i) => [i.slug, i]));
const skillNamed = new Map(SKILLS.map((s) => [s.en, s]));
const professionNamed = new Map(PROFESSIONS.map((p) => [p.en, p]));
const skillsOf = (field: string) => SKILLS.filter((s) => s.field === field).map((s) => s.en);
const professionsOf = (field: string) => PROFESSIONS.filter((p) => p.field === field).map((p) => p.en);

/**
 * Items in turn, each list from where the previous turn left it: every skill of a field gets its
 * people. A stride prime to the list's length still reaches every item.
 */
class Rotation {
  private readonly next = new Map<string, number>();
  take(key: string, items: readonly string[], n: number, stride = 1): string[] {
    const start = this.next.get(key) ?? 0;
    this.next.set(key, start + n * stride);
    return Array.from({ length: Math.min(n, items.length) }, (_, i) => items[(start + i * stride) % items.length]);
  }
}

/** `n` different items, in a random order. */
function several<T>(random: Random, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < n && pool.length > 0) chosen.push(pool.splice(Math.floor(random.next() * pool.length), 1)[0]);
  return chosen;
}

const integer = (random: Random, min: number, max: number) => Math.floor(random.between(min, max + 1));

const cityName = (city: City, language: Language) => city[language] ?? city.name;

/** The people of one kind and role the crowd holds, in the order they are made. */
type Role = "privateCreative" | "companyCreative" | "privateClient" | "clientInsideCci" | "clientOutsideCci";

interface Maker {
  random: Random;
  rotation: Rotation;
  takenNames: Set<string>;
  takenTitles: Set<string>;
  /** Where the next person of each country lives: the cities in turn, so each has people. */
  cityTurn: Map<Country, number>;
  /** The field the next client hires for first, and the industry the next client who is filtered by industry works in. */
  clientTurn: number;
  industryTurn: number;
}

function personName(m: Maker, country: Country): string {
  const names = NAMES[country];
  for (;;) {
    // First names in a stride through the list, so none of them crowds the others out.
    const [first] = m.rotation.take(`first:${names.first[0]}`, names.first, 1, 17);
    const name = `${first} ${m.random.pick(names.last)}`;
    if (!m.takenNames.has(slugify(name))) return name;
  }
}

function companyName(m: Maker, country: Country, language: Language, made: (word: string) => string): string {
  for (;;) {
    const base = made(m.random.pick(COMPANY_WORDS[language]));
    const legal = m.random.pick(LEGAL_FORMS[country]);
    // A foundation or an association is no limited company.
    const name = /Stiftung|Foundation|Trust/.test(base) ? base : `${base} ${legal}`;
    if (!m.takenNames.has(slugify(name))) return name;
  }
}

/** The fields of a person: the first one given, one or two more now and then, each with its level and skills. */
function fieldsOf(m: Maker, first: string, levels: boolean, skillRange: [number, number]): DemoField[] {
  const others = several(
    m.random,
    CREATIVE_FIELDS.map((f) => f.slug as string).filter((f) => f !== first),
    m.random.next() < 0.55 ? integer(m.random, 1, 2) : 0,
  );
  return [first, ...others].map((field, i) => ({
    field,
    level: levels
      ? m.random.pick(
          i === 0
            ? (["expert", "expert", "intermediate", "intermediate", "beginner"] as const)
            : (["intermediate", "beginner", "expert"] as const),
        )
      : "intermediate",
    skills: m.rotation.take(field, skillsOf(field), integer(m.random, ...skillRange)),
  }));
}

function languagesOf(m: Maker, country: Country, city: City, locale: Language): DemoPerson["languages"] {
  const home = city.spoken ?? (country === "GB" || country === "IE" ? "en" : "de");
  const spoken: DemoPerson["languages"] = [[home, "native_or_bilingual"]];
  if (home !== locale) spoken.push([locale, "fluent"]);
  else
    spoken.push([home === "en" ? "de" : "en", m.random.pick(["basic", "conversational", "fluent", "fluent"] as const)]);
  if (spoken.length < 3 && m.random.next() < 0.45) {
    const more = country === "IE" && m.random.next() < 0.5 ? "ga" : m.random.pick(MORE_LANGUAGES);
    if (!spoken.some(([code]) => code === more)) {
      spoken.push([more, m.random.pick(["basic", "conversational", "fluent", "native_or_bilingual"] as const)]);
    }
  }
  return spoken;
}

/** A portfolio or network profile beside the website, under a handle ending in demo. */
const PLATFORMS: readonly ((tag: string) => DemoPerson["links"][number])[] = [
  (h) => ({ kind: "behance", url: `https://www.behance.net/${h}demo` }),
  (h) => ({ kind: "dribbble", url: `https://dribbble.com/${h}demo` }),
  (h) => ({ kind: "instagram", url: `https://www.instagram.com/${h}.demo` }),
  (h) => ({ kind: "artstation", url: `https://www.artstation.com/${h}demo` }),
  (h) => ({ kind: "vimeo", url: `https://vimeo.com/${h}demo` }),
  (h) => ({ kind: "linkedin", url: `https://www.linkedin.com/in/${h}-demo` }),
];

const PHONE_PREFIX: Record<Country, string> = { DE: "+49", AT: "+43", CH: "+41", GB: "+44", IE: "+353" };

function contactOf(m: Maker, country: Country, handle: string, locale: Language): NonNullable<DemoPerson["contact"]> {
  const digits = () => String(integer(m.random, 1000000, 9999999));
  return {
    contactName: personName(m, country),
    role: m.random.pick(
      locale === "de"
        ? ["Geschäftsführerin", "Geschäftsführer", "Projektleitung", "Studioleitung", "Marketingleitung"]
        : ["Managing Director", "Studio Manager", "Head of Marketing", "Project Lead"],
    ),
    email: `${locale === "de" ? "hallo" : "hello"}@${handle}.example`,
    phone: `${PHONE_PREFIX[country]} ${integer(m.random, 20, 89)} ${digits()}`,
    website: `https://${handle}.example`,
  };
}

const list = (items: readonly string[], and: string) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;

/** Headline and about text of a creative, in their language, from their profession, fields and skills. */
function creativeWords(m: Maker, p: DemoPerson, city: City): { headline: string; about: string } {
  const de = p.locale === "de";
  const language = p.locale;
  const profession = professionNamed.get(p.professions[0])?.[language] ?? p.professions[0];
  const fields = p.fields.map((f) => fieldNamed.get(f.field)?.[language] ?? f.field);
  const skills = p.fields.flatMap((f) => f.skills.slice(0, 1)).map((s) => skillNamed.get(s)?.[language] ?? s);
  const place = cityName(city, language);
  const years = integer(m.random, 2, 18);
  if (p.kind === "company") {
    return de
      ? {
          headline: `Studio für ${list(fields, "und")} in ${place}`,
          about:
            `Wir sind ein Team aus ${integer(m.random, 3, 24)} Leuten und arbeiten seit ${years} Jahren an ` +
            `Projekten rund um ${list(fields, "und")}. ${m.random.pick(["Neue Anfragen beantworten wir innerhalb einer Woche.", "Wir arbeiten gern mit freien Kreativen aus der Region.", "Von der ersten Skizze bis zur Umsetzung aus einer Hand."])}`,
        }
      : {
          headline: `${list(fields, "and")} studio in ${place}`,
          about:
            `A team of ${integer(m.random, 3, 24)} working on ${list(fields, "and")} for ${years} years. ` +
            `${m.random.pick(["We answer new enquiries within a week.", "We like to bring in freelancers from nearby.", "From the first sketch to the finished thing, under one roof."])}`,
        };
  }
  return de
    ? {
        headline: m.random.next() < 0.5 ? `${profession} in ${place}` : `${profession} für ${list(fields, "und")}`,
        about:
          `${profession} aus ${place}, seit ${years} Jahren selbstständig. Meine Schwerpunkte: ${list(fields, "und")}. ` +
          `Stärken: ${list(skills, "und")}. ${m.random.pick(["Offen für Aufträge im ganzen DACH-Raum.", "Neue Projekte gern per Nachricht.", "Remote-Zusammenarbeit jederzeit möglich.", "Derzeit mit Zeit für ein neues Projekt."])}`,
      }
    : {
        headline: m.random.next() < 0.5 ? `${profession} in ${place}` : `${profession}: ${list(fields, "and")}`,
        about:
          `${profession} based in ${place}, freelance for ${years} years. I work in ${list(fields, "and")}; ` +
          `strengths: ${list(skills, "and")}. ${m.random.pick(["Happy to work remotely.", "Currently taking on new projects.", "Say hello with a message.", "Commissions welcome from anywhere."])}`,
      };
}

/** Headline and about text of a client, in their language, from their industries and the fields they hire for. */
function clientWords(m: Maker, p: DemoPerson, city: City): { headline: string; about: string } {
  const language = p.locale;
  const industry = industryNamed.get(p.industries?.[0] ?? "")?.[language] ?? "";
  const fields = p.fields.map((f) => fieldNamed.get(f.field)?.[language] ?? f.field);
  const place = cityName(city, language);
  if (p.kind === "private") {
    return language === "de"
      ? {
          headline: `Plant ein Projekt in ${place} und sucht Hilfe bei ${list(fields, "und")}`,
          about: `Ich arbeite im Bereich ${industry} und suche für ein eigenes Vorhaben Kreative, am liebsten aus der Region.`,
        }
      : {
          headline: `Planning a project in ${place}, looking for help with ${list(fields, "and")}`,
          about: `I work in ${industry} and am looking for creatives for a project of my own, ideally nearby.`,
        };
  }
  const founded = integer(m.random, 1950, 2021);
  return language === "de"
    ? {
        headline: `${industry} aus ${place}`,
        about:
          `Seit ${founded} in ${place} zu Hause. Für ${list(fields, "und")} arbeiten wir regelmäßig mit freien ` +
          "Kreativen zusammen und freuen uns über Vorschläge.",
      }
    : {
        headline: `${industry}, ${place}`,
        about:
          `Based in ${place} since ${founded}. We regularly work with freelancers on ${list(fields, "and")} ` +
          "and are always glad to hear from new people.",
      };
}

/** One to three showroom items of a creative, in their fields and words, with a picture each. */
function worksOf(m: Maker, p: DemoPerson, city: City): DemoWork[] {
  const language = p.locale;
  const place = cityName(city, language);
  return Array.from({ length: integer(m.random, 1, 3) }, () => {
    const field = m.random.pick(p.fields);
    const kind = WORK_KINDS[field.field];
    let subject = m.random.pick(SUBJECTS[language]);
    let title = language === "de" ? `${kind.de} „${subject}“` : `${subject} ${kind.en}`;
    for (let n = 2; m.takenTitles.has(slugify(title, "item")); n++) {
      subject = `${m.random.pick(SUBJECTS[language])} ${n}`;
      title = language === "de" ? `${kind.de} „${subject}“` : `${subject} ${kind.en}`;
    }
    m.takenTitles.add(slugify(title, "item"));
    const picture: WorkPicture = { style: kind.style, word: subject };
    const fieldName = fieldNamed.get(field.field)?.[language];
    return {
      type: "showroom" as const,
      title,
      description:
        language === "de"
          ? `Aus dem Studio in ${place}: ${kind.de}, ${fieldName}, ${integer(m.random, 2019, 2026)}.`
          : `From the studio in ${place}: ${kind.en}, ${fieldName}, ${integer(m.random, 2019, 2026)}.`,
      fields: [field.field],
      skills: several(m.random, field.skills, integer(m.random, 1, Math.min(3, field.skills.length))),
      pictures: [picture],
    };
  });
}

/**
 * One to three industries of a client. The industry filter is offered for private clients and
 * companies outside the chamber: between them they work in every industry, in turn; companies
 * inside the chamber pick theirs at random.
 */
function industriesOf(m: Maker, role: Role): string[] {
  const first =
    role === "clientInsideCci" ? m.random.pick(INDUSTRIES) : INDUSTRIES[m.industryTurn++ % INDUSTRIES.length];
  const more = several(
    m.random,
    INDUSTRIES.filter((i) => i !== first),
    integer(m.random, 0, 2),
  );
  return [first, ...more].map((i) => i.slug);
}

const PALETTES = DEMO_PEOPLE.map((p) => p.art.palette);
const BANNERS = TITLE_STYLES.filter((s) => s !== "poster");

function makePerson(m: Maker, role: Role, index: number): CrowdPerson {
  const { random } = m;
  const country = random.pick(COUNTRIES);
  const turn = m.cityTurn.get(country) ?? 0;
  m.cityTurn.set(country, turn + 1);
  const city = CITIES[country][turn % CITIES[country].length];
  const english = country === "GB" || country === "IE" || city.spoken !== undefined || random.next() < 0.12;
  const locale: Language = english ? "en" : "de";
  const company = role === "companyCreative" || role === "clientInsideCci" || role === "clientOutsideCci";
  const client = role === "privateClient" || role === "clientInsideCci" || role === "clientOutsideCci";
  const fieldSlugs = CREATIVE_FIELDS.map((f) => f.slug as string);

  const industries = client ? industriesOf(m, role) : undefined;
  const name = company
    ? client
      ? companyName(m, country, locale, (w) => `${w} ${INDUSTRY_NOUNS[industries?.[0] ?? ""]?.[locale] ?? ""}`)
      : companyName(m, country, locale, random.pick(STUDIO_NAMES[locale]))
    : personName(m, country);
  const handle = slugify(name);
  m.takenNames.add(handle);

  const fields = client
    ? fieldsOf(m, fieldSlugs[(m.clientTurn++ * 7) % fieldSlugs.length], false, [2, 3])
    : fieldsOf(m, fieldSlugs[index % fieldSlugs.length], role === "privateCreative", [2, 5]);
  const professions = client
    ? [random.pick(CLIENT_PROFESSIONS)]
    : several(random, professionsOf(fields[0].field), integer(random, 1, 2));
  const tag = handle.replace(/-/g, "");
  const links: DemoPerson["links"] = [{ kind: "website", url: `https://${handle}.example` }];
  if (random.next() < 0.5) links.push(random.pick(PLATFORMS)(tag));

  const person: DemoPerson = {
    handle,
    name,
    kind: company ? "company" : "private",
    roles: [client ? "client" : "creative"],
    isInsideCci: role === "clientInsideCci",
    city: city.name,
    country,
    locale,
    fields,
    professions,
    industries,
    languages: languagesOf(m, country, city, locale),
    links,
    contact: company ? contactOf(m, country, handle, locale) : undefined,
    art: {
      palette: random.pick(PALETTES),
      portrait: company
        ? undefined
        : {
            hair: random.pick(HAIR_STYLES),
            skin: integer(random, 0, 4),
            glasses: random.next() < 0.2,
            beard: random.next() < 0.12,
          },
      title: { style: random.pick(BANNERS) },
    },
  };
  const pictures: ImageKind[] = random.next() < (company ? 0.6 : 0.82) ? ["profile"] : [];
  if (random.next() < 0.06) pictures.push("title");
  return {
    ...person,
    ...(client ? clientWords(m, person, city) : creativeWords(m, person, city)),
    pictures,
    works: !client && random.next() < 0.3 ? worksOf(m, person, city) : [],
  };
}

function makeCrowd(): CrowdPerson[] {
  const maker: Maker = {
    random: seededRandom("crowd"),
    rotation: new Rotation(),
    takenNames: new Set(DEMO_PEOPLE.map((p) => slugify(p.name))),
    takenTitles: new Set(Object.values(DEMO_WORKS).flatMap((works) => works.map((w) => slugify(w.title, "item")))),
    cityTurn: new Map(),
    clientTurn: 0,
    industryTurn: 0,
  };
  const roles: [Role, number][] = [
    ["privateCreative", CROWD_SIZE.privateCreatives],
    ["companyCreative", CROWD_SIZE.companyCreatives],
    ["privateClient", CROWD_SIZE.privateClients],
    ["clientInsideCci", CROWD_SIZE.clientsInsideCci],
    ["clientOutsideCci", CROWD_SIZE.clientsOutsideCci],
  ];
  return roles.flatMap(([role, n]) => Array.from({ length: n }, (_, i) => makePerson(maker, role, i)));
}

export const DEMO_CROWD: readonly CrowdPerson[] = makeCrowd();

/** Everyone in the demo world: the hand-written people first, then the crowd. */
export const DEMO_WORLD: readonly DemoPerson[] = [...DEMO_PEOPLE, ...DEMO_CROWD];

/** The crowd's follows, [follower, followee]: people they know, and now and then one of the hand-written people. */
export const CROWD_FOLLOWS: readonly [string, string][] = (() => {
  const random = seededRandom("crowd:follows");
  const handwritten = DEMO_PEOPLE.filter((p) => p.roles.includes("creative")).map((p) => p.handle);
  return DEMO_CROWD.flatMap((p, i) => {
    const near = several(
      random,
      DEMO_CROWD.filter((other, j) => j !== i && (other.city === p.city || random.next() < 0.02)).map((o) => o.handle),
      integer(random, 1, 4),
    );
    const famous = random.next() < 0.3 ? [random.pick(handwritten)] : [];
    return [...near, ...famous].map((followee) => [p.handle, followee] as [string, string]);
  });
})();

/** Confirmed connections within the crowd, [requester, connectee]: people of one city, mostly. */
export const CROWD_CONNECTED: readonly [string, string][] = (() => {
  const random = seededRandom("crowd:connections");
  const pairs = new Set<string>();
  return DEMO_CROWD.flatMap((p, i) => {
    const peers = DEMO_CROWD.filter((o, j) => j > i && o.city === p.city && !pairs.has(`${o.handle}|${p.handle}`));
    return several(random, peers, integer(random, 0, 2)).map((o) => {
      pairs.add(`${p.handle}|${o.handle}`);
      return [p.handle, o.handle] as [string, string];
    });
  });
})();
