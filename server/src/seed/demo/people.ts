import type {
  achievementCreateSchema,
  companyContactSchema,
  educationCreateSchema,
  employmentCreateSchema,
  LANGUAGE_LEVELS,
  SKILL_LEVELS,
  SOCIAL_LINK_KINDS,
} from "@atelier/common";
import type { z } from "zod";
import type { Palette } from "./art-kit.ts";
import type { HairStyle } from "./portrait-art.ts";
import type { TitleArt } from "./title-art.ts";

/** A creative field the person works in, how well, and with which standard skills (English names). */
export interface DemoField {
  field: string;
  level: (typeof SKILL_LEVELS)[number];
  skills: string[];
}

/** How the person's pictures are drawn: their colours, the figure or monogram, the banner. */
export interface DemoArt {
  palette: Palette;
  /** A figure for private persons; companies show their initials as a monogram. */
  portrait?: { hair: HairStyle; skin: number; glasses?: boolean; beard?: boolean };
  title: Omit<TitleArt, "palette">;
}

/**
 * The people of the demo world: creatives and clients from German- and English-speaking places.
 * `city` is matched against the seeded locations by name and country; professions and skills by
 * their English standard names, languages by ISO code. History is written as its owner would
 * enter it in the profile editor, in the owner's language.
 */
export interface DemoPerson {
  /** The part before @demo.atelier.app; the README lists the first two as demo accounts. */
  handle: string;
  name: string;
  kind: "private" | "company";
  roles: ("creative" | "client")[];
  isInsideCci?: boolean;
  city: string;
  country: string;
  locale: "en" | "de";
  theme?: "auto" | "light" | "dark";
  fields: DemoField[];
  professions: string[];
  languages: [code: string, level: (typeof LANGUAGE_LEVELS)[number]][];
  links: { kind: (typeof SOCIAL_LINK_KINDS)[number]; url: string }[];
  employments?: z.input<typeof employmentCreateSchema>[];
  educations?: z.input<typeof educationCreateSchema>[];
  achievements?: z.input<typeof achievementCreateSchema>[];
  /** The industries a client works in (reference slugs), one to three; creatives name none. */
  industries?: string[];
  /** The contact block of a company profile. */
  contact?: z.input<typeof companyContactSchema>;
  art: DemoArt;
}

export const DEMO_EMAIL_DOMAIN = "demo.atelier.app";
/** Meets the password rules; printed in the README beside the demo accounts. */
export const DEMO_PASSWORD = "Atelier-Demo-2026";

export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    handle: "mara",
    name: "Mara Lindqvist",
    kind: "private",
    roles: ["creative"],
    city: "Hamburg",
    country: "DE",
    locale: "en",
    fields: [
      {
        field: "illustration",
        level: "expert",
        skills: ["Ink Drawing", "Editorial Illustration", "Digital Illustration", "Procreate"],
      },
      { field: "editorial-design", level: "intermediate", skills: ["Cover Design", "Magazine Layout"] },
      { field: "typography", level: "intermediate", skills: ["Hand Lettering", "Lettering"] },
    ],
    professions: ["Illustrator", "Editorial Illustrator", "Lettering Artist"],
    languages: [
      ["sv", "native_or_bilingual"],
      ["en", "fluent"],
      ["de", "fluent"],
    ],
    links: [
      { kind: "website", url: "https://mara-lindqvist.example" },
      { kind: "instagram", url: "https://www.instagram.com/mara.draws.demo" },
    ],
    employments: [
      {
        employer: "Self-employed",
        title: "Freelance illustrator",
        place: "Hamburg",
        startedOn: "2020-03-01",
        description: "Covers, editorial spreads and lettering for publishers and magazines across Europe.",
      },
      {
        employer: "Elbwerk Verlag",
        title: "Junior designer, magazines",
        place: "Hamburg",
        startedOn: "2016-09-01",
        endedOn: "2020-02-29",
        description: "Layouts and spot illustrations for two monthly titles; first covers in 2018.",
      },
    ],
    educations: [
      {
        school: "HAW Hamburg",
        degree: "BA",
        fieldOfStudy: "Illustration",
        startedOn: "2012-10-01",
        endedOn: "2016-07-31",
      },
      {
        school: "Konstfack, Stockholm",
        fieldOfStudy: "Exchange semester, graphic design",
        startedOn: "2014-08-15",
        endedOn: "2015-01-15",
      },
    ],
    achievements: [
      {
        title: "Shortlist, Editorial Illustration",
        issuer: "European Illustration Awards",
        achievedOn: "2024-05-16",
      },
    ],
    art: {
      palette: ["#1d2b4c", "#e4572e", "#f3a712", "#f6efe4"],
      portrait: { hair: "bob", skin: 0 },
      title: { style: "poster", word: "Drawn.", caption: "Illustration · Hamburg" },
    },
  },
  {
    handle: "studio",
    name: "Nordlicht Studio GmbH",
    kind: "company",
    roles: ["client"],
    isInsideCci: true,
    city: "Berlin",
    country: "DE",
    locale: "de",
    fields: [
      { field: "branding", level: "expert", skills: ["Brand Identity", "Brand Strategy", "Brand Guidelines"] },
      { field: "graphic-design", level: "expert", skills: ["Corporate Design", "Logo Design"] },
      { field: "ux-ui-design", level: "intermediate", skills: ["Design Systems", "Figma", "Prototyping"] },
    ],
    professions: ["Brand Designer", "Digital Product Designer"],
    industries: ["advertising-marketing", "information-technology", "museums-culture"],
    languages: [
      ["de", "native_or_bilingual"],
      ["en", "fluent"],
    ],
    links: [
      { kind: "website", url: "https://nordlicht-studio.example" },
      { kind: "dribbble", url: "https://dribbble.com/nordlichtstudiodemo" },
      { kind: "linkedin", url: "https://www.linkedin.com/company/nordlicht-studio-demo" },
    ],
    achievements: [
      {
        title: "Auszeichnung Corporate Design",
        issuer: "Berliner Designpreis",
        achievedOn: "2023-11-09",
        description: "Für das Erscheinungsbild der Stadtbibliothek Pankow.",
      },
      { title: "Mitglied im Berliner Designverband", issuer: "Designverband Berlin e. V.", achievedOn: "2019-01-15" },
    ],
    contact: {
      contactName: "Katrin Vogt",
      role: "Studio Managerin",
      email: "hallo@nordlicht-studio.example",
      phone: "+49 30 1234 5670",
      website: "https://nordlicht-studio.example/kontakt",
    },
    art: {
      palette: ["#0b1d2a", "#27c4a8", "#7b5cff", "#d9f7ee"],
      title: { style: "glow" },
    },
  },
  {
    handle: "jonas",
    name: "Jonas Reiter",
    kind: "private",
    roles: ["creative"],
    city: "Munich",
    country: "DE",
    locale: "de",
    fields: [
      {
        field: "photography",
        level: "expert",
        skills: ["Reportage Photography", "Landscape Photography", "Adobe Lightroom", "Analogue Photography"],
      },
      { field: "film-video", level: "intermediate", skills: ["Cinematography", "Commercials", "DaVinci Resolve"] },
    ],
    professions: ["Photographer", "Photojournalist", "Cinematographer"],
    languages: [
      ["de", "native_or_bilingual"],
      ["en", "fluent"],
      ["it", "conversational"],
    ],
    links: [
      { kind: "website", url: "https://jonas-reiter-foto.example" },
      { kind: "instagram", url: "https://www.instagram.com/jonas.reiter.demo" },
      { kind: "vimeo", url: "https://vimeo.com/jonasreiterdemo" },
    ],
    employments: [
      {
        employer: "Selbstständig",
        title: "Fotograf und Kameramann",
        place: "München",
        startedOn: "2017-01-01",
        description: "Reportagen für Magazine, Kampagnen für Outdoor-Marken, kurze Werbefilme.",
      },
      {
        employer: "Süddeutsche Bildagentur",
        title: "Fotoassistent",
        place: "München",
        startedOn: "2014-04-01",
        endedOn: "2016-12-31",
      },
    ],
    educations: [
      {
        school: "Hochschule München",
        degree: "B.A.",
        fieldOfStudy: "Fotodesign",
        startedOn: "2010-10-01",
        endedOn: "2014-03-31",
      },
    ],
    achievements: [{ title: "Reportagepreis, 2. Platz", issuer: "Bayerischer Fotopreis", achievedOn: "2022-10-20" }],
    art: {
      palette: ["#22313f", "#3f6e5a", "#9fbfa0", "#eef1e6"],
      portrait: { hair: "short", skin: 1, beard: true },
      title: { style: "landscape" },
    },
  },
  {
    handle: "aisha",
    name: "Aisha Okafor",
    kind: "private",
    roles: ["creative", "client"],
    city: "London",
    country: "GB",
    locale: "en",
    fields: [
      {
        field: "ux-ui-design",
        level: "expert",
        skills: ["Accessibility", "Design Systems", "User Research", "Figma", "Prototyping"],
      },
      { field: "web-development", level: "intermediate", skills: ["TypeScript", "React", "CSS"] },
    ],
    professions: ["Digital Product Designer", "Accessibility Specialist", "Frontend Developer"],
    industries: ["healthcare", "information-technology"],
    languages: [
      ["en", "native_or_bilingual"],
      ["yo", "conversational"],
      ["fr", "basic"],
    ],
    links: [
      { kind: "website", url: "https://aisha-okafor.example" },
      { kind: "linkedin", url: "https://www.linkedin.com/in/aisha-okafor-demo" },
    ],
    employments: [
      {
        employer: "Thames & Co. Digital",
        title: "Lead product designer",
        place: "London",
        startedOn: "2021-06-01",
        description: "Leading the design system and accessibility practice for a team of twelve.",
      },
      {
        employer: "Brightline Health",
        title: "Product designer",
        place: "London",
        startedOn: "2018-02-01",
        endedOn: "2021-05-31",
      },
      {
        employer: "Made by Lantern",
        title: "Front-end developer",
        place: "Bristol",
        startedOn: "2015-09-01",
        endedOn: "2018-01-31",
      },
    ],
    educations: [
      {
        school: "University of the Arts London",
        degree: "BA (Hons)",
        fieldOfStudy: "Interaction Design Arts",
        startedOn: "2012-09-15",
        endedOn: "2015-06-30",
      },
    ],
    achievements: [{ title: "Certified Professional in Accessibility Core Competencies", issuer: "IAAP" }],
    art: {
      palette: ["#1b1b3a", "#6a4c93", "#f25f5c", "#fdf0d5"],
      portrait: { hair: "curls", skin: 4, glasses: true },
      title: { style: "glow" },
    },
  },
  {
    handle: "lena",
    name: "Lena Hofbauer",
    kind: "private",
    roles: ["creative"],
    city: "Vienna",
    country: "AT",
    locale: "de",
    fields: [
      {
        field: "fashion-design",
        level: "expert",
        skills: ["Sustainable Fashion", "Pattern Making", "Collection Development", "Draping"],
      },
      {
        field: "textile-design",
        level: "intermediate",
        skills: ["Dyeing", "Textile Printing", "Surface Pattern Design"],
      },
    ],
    professions: ["Fashion Designer", "Textile Designer"],
    languages: [
      ["de", "native_or_bilingual"],
      ["en", "fluent"],
    ],
    links: [
      { kind: "website", url: "https://lena-hofbauer.example" },
      { kind: "instagram", url: "https://www.instagram.com/hofbauer.atelier.demo" },
    ],
    employments: [
      {
        employer: "Label Hofbauer",
        title: "Gründerin und Designerin",
        place: "Wien",
        startedOn: "2019-05-01",
        description: "Zwei Kollektionen im Jahr aus regionalen Stoffen und Restbeständen, dazu Upcycling-Workshops.",
      },
      {
        employer: "Wiener Trachtenwerkstatt",
        title: "Schnitttechnikerin",
        place: "Wien",
        startedOn: "2015-08-01",
        endedOn: "2019-04-30",
      },
    ],
    educations: [
      {
        school: "Universität für angewandte Kunst Wien",
        degree: "Mag. art.",
        fieldOfStudy: "Modedesign",
        startedOn: "2010-10-01",
        endedOn: "2015-06-30",
      },
    ],
    achievements: [
      { title: "Nachhaltigkeitspreis Mode", issuer: "Vienna Fashion Week", achievedOn: "2023-09-14" },
      { title: "Förderstipendium Design", issuer: "Stadt Wien", achievedOn: "2020-03-02" },
    ],
    art: {
      palette: ["#3d2c2e", "#c2675a", "#e8b4a0", "#f7ede2"],
      portrait: { hair: "bun", skin: 0 },
      title: { style: "arcs" },
    },
  },
  {
    handle: "felix",
    name: "Felix Baumgartner",
    kind: "private",
    roles: ["creative"],
    city: "Zürich",
    country: "CH",
    locale: "de",
    theme: "dark",
    fields: [
      {
        field: "motion-design",
        level: "expert",
        skills: ["Motion Graphics", "Kinetic Typography", "Adobe After Effects", "Cinema 4D"],
      },
      { field: "art-direction", level: "expert", skills: ["Art Direction", "Visual Concepts", "Pitch Presentations"] },
    ],
    professions: ["Motion Designer", "Art Director"],
    languages: [
      ["de", "native_or_bilingual"],
      ["en", "fluent"],
      ["fr", "conversational"],
    ],
    links: [
      { kind: "website", url: "https://felix-baumgartner-motion.example" },
      { kind: "vimeo", url: "https://vimeo.com/felixbaumgartnerdemo" },
      { kind: "linkedin", url: "https://www.linkedin.com/in/felix-baumgartner-demo" },
    ],
    employments: [
      {
        employer: "Selbstständig",
        title: "Motion Designer und Art Director",
        place: "Zürich",
        startedOn: "2021-01-01",
        description: "Bewegtbild für Marken, Musikvideos und Ausstellungen.",
      },
      {
        employer: "Studio Limmat",
        title: "Senior Motion Designer",
        place: "Zürich",
        startedOn: "2016-03-01",
        endedOn: "2020-12-31",
      },
    ],
    educations: [
      {
        school: "Zürcher Hochschule der Künste",
        degree: "BA",
        fieldOfStudy: "Visuelle Kommunikation",
        startedOn: "2012-09-15",
        endedOn: "2015-07-15",
      },
    ],
    achievements: [{ title: "Silber, Motion Design", issuer: "ADC Switzerland", achievedOn: "2024-06-06" }],
    art: {
      palette: ["#0d0d12", "#ff3d68", "#4d7cff", "#f2f2f2"],
      portrait: { hair: "crop", skin: 1, glasses: true },
      title: { style: "glow" },
    },
  },
  {
    handle: "claire",
    name: "Claire Donovan",
    kind: "private",
    roles: ["creative"],
    city: "Dublin",
    country: "IE",
    locale: "en",
    fields: [
      { field: "writing-copy", level: "expert", skills: ["Copywriting", "Storytelling", "Concept Development"] },
      {
        field: "marketing-social-media",
        level: "intermediate",
        skills: ["Content Strategy", "Social Media Marketing"],
      },
    ],
    professions: ["Copywriter", "Content Strategist"],
    languages: [
      ["en", "native_or_bilingual"],
      ["ga", "conversational"],
    ],
    links: [
      { kind: "website", url: "https://claire-donovan-copy.example" },
      { kind: "linkedin", url: "https://www.linkedin.com/in/claire-donovan-demo" },
    ],
    employments: [
      {
        employer: "Self-employed",
        title: "Freelance copywriter",
        place: "Dublin",
        startedOn: "2022-02-01",
        description: "Brand voice, websites and campaign scripts for food, travel and tech brands.",
      },
      {
        employer: "Liffey Street Agency",
        title: "Senior copywriter",
        place: "Dublin",
        startedOn: "2017-05-01",
        endedOn: "2022-01-31",
      },
    ],
    educations: [
      {
        school: "Trinity College Dublin",
        degree: "BA",
        fieldOfStudy: "English Literature",
        startedOn: "2010-09-01",
        endedOn: "2014-06-30",
      },
    ],
    achievements: [{ title: "Gold, Radio", issuer: "Irish Copy Awards", achievedOn: "2021-04-22" }],
    art: {
      palette: ["#14342b", "#f2545b", "#a9e5bb", "#f4f1e8"],
      portrait: { hair: "long", skin: 0 },
      title: { style: "poster", word: "Words.", caption: "Copy · Dublin" },
    },
  },
  {
    handle: "tobias",
    name: "Tobias Engel",
    kind: "private",
    roles: ["creative"],
    city: "Leipzig",
    country: "DE",
    locale: "de",
    fields: [
      { field: "music-sound", level: "expert", skills: ["Film Scoring", "Sound Design", "Foley", "Ableton Live"] },
      { field: "film-video", level: "beginner", skills: ["Video Editing"] },
    ],
    professions: ["Composer", "Sound Designer"],
    languages: [
      ["de", "native_or_bilingual"],
      ["en", "fluent"],
    ],
    links: [
      { kind: "website", url: "https://tobias-engel-sound.example" },
      { kind: "youtube", url: "https://www.youtube.com/@tobiasengeldemo" },
    ],
    employments: [
      {
        employer: "Klangwerk Leipzig",
        title: "Inhaber, Komponist und Sounddesigner",
        place: "Leipzig",
        startedOn: "2018-10-01",
        description: "Eigenes Tonstudio: Filmmusik, Sounddesign für Games, Mischung.",
      },
      {
        employer: "MDR",
        title: "Tonassistent",
        place: "Leipzig",
        startedOn: "2015-01-01",
        endedOn: "2018-09-30",
      },
    ],
    educations: [
      {
        school: "Hochschule für Musik und Theater Leipzig",
        degree: "Master",
        fieldOfStudy: "Komposition",
        startedOn: "2009-10-01",
        endedOn: "2014-09-30",
      },
    ],
    art: {
      palette: ["#111827", "#f59e0b", "#ef4444", "#fef3c7"],
      portrait: { hair: "curls", skin: 1, beard: true },
      title: { style: "halftone" },
    },
  },
  {
    handle: "hannah",
    name: "Hannah Weiss",
    kind: "private",
    roles: ["creative"],
    city: "Köln",
    country: "DE",
    locale: "de",
    fields: [
      { field: "architecture", level: "expert", skills: ["Architectural Design", "ArchiCAD", "Sustainable Building"] },
      { field: "interior-design", level: "expert", skills: ["Interior Architecture", "Space Planning", "Shop Design"] },
    ],
    professions: ["Architect", "Interior Designer"],
    languages: [
      ["de", "native_or_bilingual"],
      ["en", "fluent"],
      ["nl", "conversational"],
    ],
    links: [{ kind: "website", url: "https://hannah-weiss-architektur.example" }],
    employments: [
      {
        employer: "Weiss Innenarchitektur",
        title: "Architektin, Inhaberin",
        place: "Köln",
        startedOn: "2020-07-01",
        description: "Umbauten von Altbauwohnungen, Praxen und kleinen Läden.",
      },
      {
        employer: "Rheinform Architekten",
        title: "Projektarchitektin",
        place: "Köln",
        startedOn: "2014-03-01",
        endedOn: "2020-06-30",
      },
    ],
    educations: [
      {
        school: "RWTH Aachen",
        degree: "M.Sc.",
        fieldOfStudy: "Architektur",
        startedOn: "2007-10-01",
        endedOn: "2013-09-30",
      },
    ],
    achievements: [
      { title: "Eintragung in die Architektenliste", issuer: "Architektenkammer NRW", achievedOn: "2016-02-01" },
    ],
    art: {
      palette: ["#2f3e46", "#cad2c5", "#84a98c", "#f1f3ee"],
      portrait: { hair: "bob", skin: 2, glasses: true },
      title: { style: "blocks" },
    },
  },
  {
    handle: "oliver",
    name: "Oliver Grant",
    kind: "private",
    roles: ["creative"],
    city: "Manchester",
    country: "GB",
    locale: "en",
    fields: [
      { field: "game-design", level: "expert", skills: ["Level Design", "Pixel Art", "Unity", "Game Mechanics"] },
      { field: "illustration", level: "intermediate", skills: ["Character Design", "Concept Art"] },
    ],
    professions: ["Game Designer", "Game Artist"],
    languages: [["en", "native_or_bilingual"]],
    links: [
      { kind: "website", url: "https://olivergrant-games.example" },
      { kind: "artstation", url: "https://www.artstation.com/olivergrantdemo" },
      { kind: "twitter", url: "https://twitter.com/olivergrantdemo" },
    ],
    employments: [
      {
        employer: "Self-employed",
        title: "Indie game developer",
        place: "Manchester",
        startedOn: "2022-01-01",
        description: "Two released titles, one in early access; art direction for small studios.",
      },
      {
        employer: "Northern Pixel Games",
        title: "Level designer",
        place: "Manchester",
        startedOn: "2017-06-01",
        endedOn: "2021-12-31",
      },
    ],
    educations: [
      {
        school: "University of Salford",
        degree: "BSc (Hons)",
        fieldOfStudy: "Games Design and Production",
        startedOn: "2014-09-15",
        endedOn: "2017-06-30",
      },
    ],
    achievements: [{ title: "Best Art Direction", issuer: "Manchester Game Jam", achievedOn: "2023-02-05" }],
    art: {
      palette: ["#14213d", "#fca311", "#3a86ff", "#e5e5e5"],
      portrait: { hair: "crop", skin: 3 },
      title: { style: "halftone" },
    },
  },
  {
    handle: "sophie",
    name: "Sophie Brandt",
    kind: "private",
    roles: ["creative"],
    city: "Frankfurt am Main",
    country: "DE",
    locale: "de",
    fields: [
      {
        field: "product-design",
        level: "expert",
        skills: ["Furniture Design", "Rapid Prototyping", "Fusion 360", "Design for Manufacturing"],
      },
      { field: "crafts", level: "intermediate", skills: ["Woodworking", "Ceramics"] },
    ],
    professions: ["Product Designer", "Furniture Designer"],
    languages: [
      ["de", "native_or_bilingual"],
      ["en", "fluent"],
    ],
    links: [
      { kind: "website", url: "https://sophie-brandt-design.example" },
      { kind: "instagram", url: "https://www.instagram.com/sophie.brandt.werkstatt.demo" },
    ],
    employments: [
      {
        employer: "Brandt Objekte",
        title: "Produktdesignerin",
        place: "Frankfurt am Main",
        startedOn: "2019-02-01",
        description: "Möbel und Leuchten in Kleinserie, gefertigt mit Manufakturen aus Hessen.",
      },
      {
        employer: "Mainwerk Industriedesign",
        title: "Designerin",
        place: "Offenbach am Main",
        startedOn: "2015-10-01",
        endedOn: "2019-01-31",
      },
    ],
    educations: [
      {
        school: "HfG Offenbach",
        degree: "Diplom",
        fieldOfStudy: "Produktgestaltung",
        startedOn: "2009-10-01",
        endedOn: "2015-07-31",
      },
    ],
    achievements: [
      { title: "Nominierung", issuer: "Hessischer Staatspreis für das Kunsthandwerk", achievedOn: "2022-11-10" },
    ],
    art: {
      palette: ["#283618", "#bc6c25", "#dda15e", "#fefae0"],
      portrait: { hair: "long", skin: 0 },
      title: { style: "bauhaus" },
    },
  },
  {
    handle: "noah",
    name: "Noah Fischer",
    kind: "private",
    roles: ["creative"],
    city: "Stuttgart",
    country: "DE",
    locale: "de",
    fields: [
      { field: "graphic-design", level: "expert", skills: ["Corporate Design", "Poster Design", "Adobe InDesign"] },
      { field: "branding", level: "intermediate", skills: ["Visual Identity", "Rebranding"] },
    ],
    professions: ["Graphic Designer", "Corporate Designer"],
    languages: [
      ["de", "native_or_bilingual"],
      ["en", "fluent"],
    ],
    links: [
      { kind: "website", url: "https://noah-fischer-grafik.example" },
      { kind: "linkedin", url: "https://www.linkedin.com/in/noah-fischer-demo" },
    ],
    employments: [
      {
        employer: "Selbstständig",
        title: "Grafikdesigner",
        place: "Stuttgart",
        startedOn: "2021-04-01",
        description: "Erscheinungsbilder für Start-ups, Kulturhäuser und Vereine.",
      },
      {
        employer: "Neckar Kommunikation",
        title: "Junior Designer",
        place: "Stuttgart",
        startedOn: "2018-08-01",
        endedOn: "2021-03-31",
      },
    ],
    educations: [
      {
        school: "Staatliche Akademie der Bildenden Künste Stuttgart",
        degree: "Diplom",
        fieldOfStudy: "Kommunikationsdesign",
        startedOn: "2012-10-01",
        endedOn: "2018-07-31",
      },
    ],
    art: {
      palette: ["#161a1d", "#e63946", "#457b9d", "#f1faee"],
      portrait: { hair: "short", skin: 2 },
      title: { style: "bauhaus" },
    },
  },
  {
    handle: "emily",
    name: "Emily Carter",
    kind: "private",
    roles: ["creative"],
    city: "Edinburgh",
    country: "GB",
    locale: "en",
    fields: [
      { field: "fine-arts", level: "expert", skills: ["Oil Painting", "Printmaking", "Life Drawing"] },
      { field: "illustration", level: "intermediate", skills: ["Ink Drawing", "Children's Book Illustration"] },
    ],
    professions: ["Painter", "Illustrator"],
    languages: [
      ["en", "native_or_bilingual"],
      ["gd", "basic"],
    ],
    links: [
      { kind: "website", url: "https://emily-carter-studio.example" },
      { kind: "instagram", url: "https://www.instagram.com/emilycarter.paints.demo" },
    ],
    employments: [
      {
        employer: "Self-employed",
        title: "Painter and illustrator",
        place: "Edinburgh",
        startedOn: "2016-01-01",
        description: "Studio in Leith; exhibitions in Edinburgh, Glasgow and London.",
      },
      {
        employer: "Leith School of Art",
        title: "Drawing tutor",
        place: "Edinburgh",
        startedOn: "2018-09-01",
        description: "Evening classes in life drawing, two terms a year.",
      },
    ],
    educations: [
      {
        school: "Edinburgh College of Art",
        degree: "BA (Hons)",
        fieldOfStudy: "Painting",
        startedOn: "2011-09-15",
        endedOn: "2015-06-30",
      },
    ],
    achievements: [{ title: "Landscape Prize", issuer: "Royal Scottish Academy", achievedOn: "2022-05-01" }],
    art: {
      palette: ["#1b263b", "#415a77", "#a3b8c8", "#f0ebe3"],
      portrait: { hair: "bun", skin: 0 },
      title: { style: "landscape" },
    },
  },
  {
    handle: "matteo",
    name: "Matteo Keller",
    kind: "private",
    roles: ["creative"],
    city: "Basel",
    country: "CH",
    locale: "de",
    fields: [
      { field: "set-design", level: "expert", skills: ["Stage Design", "Set Construction", "Stage Lighting"] },
      { field: "performing-arts", level: "intermediate", skills: ["Stage Directing"] },
    ],
    professions: ["Stage Designer", "Set Designer"],
    languages: [
      ["de", "native_or_bilingual"],
      ["it", "native_or_bilingual"],
      ["fr", "fluent"],
    ],
    links: [{ kind: "website", url: "https://matteo-keller-buehne.example" }],
    employments: [
      {
        employer: "Freischaffend",
        title: "Bühnenbildner",
        place: "Basel",
        startedOn: "2019-08-01",
        description: "Bühnenbild und Lichtkonzept für Stadttheater und freie Produktionen.",
      },
      {
        employer: "Theater am Rhein",
        title: "Assistent Bühnenbild",
        place: "Basel",
        startedOn: "2015-08-01",
        endedOn: "2019-07-31",
      },
    ],
    educations: [
      {
        school: "Accademia di Belle Arti di Brera",
        degree: "Diploma",
        fieldOfStudy: "Scenografia",
        startedOn: "2011-10-01",
        endedOn: "2015-06-30",
      },
    ],
    art: {
      palette: ["#231942", "#9f86c0", "#e0b1cb", "#fbf5f3"],
      portrait: { hair: "crop", skin: 1, beard: true },
      title: { style: "blocks" },
    },
  },
  {
    handle: "ruby",
    name: "Ruby Thompson",
    kind: "private",
    roles: ["creative"],
    city: "Bristol",
    country: "GB",
    locale: "en",
    fields: [
      { field: "jewellery-design", level: "expert", skills: ["Silversmithing", "Stone Setting", "Wax Carving"] },
      { field: "crafts", level: "intermediate", skills: ["Metalwork", "Engraving"] },
    ],
    professions: ["Jewellery Designer", "Silversmith"],
    languages: [["en", "native_or_bilingual"]],
    links: [
      { kind: "website", url: "https://ruby-thompson-jewellery.example" },
      { kind: "instagram", url: "https://www.instagram.com/ruby.makes.silver.demo" },
    ],
    employments: [
      {
        employer: "Ruby Thompson Jewellery",
        title: "Designer and maker",
        place: "Bristol",
        startedOn: "2020-09-01",
        description: "Rings, pendants and wedding bands from recycled silver, made to order.",
      },
      {
        employer: "Clifton Goldsmiths",
        title: "Bench jeweller",
        place: "Bristol",
        startedOn: "2016-07-01",
        endedOn: "2020-08-31",
      },
    ],
    educations: [
      {
        school: "Birmingham School of Jewellery",
        degree: "BA (Hons)",
        fieldOfStudy: "Jewellery and Silversmithing",
        startedOn: "2013-09-15",
        endedOn: "2016-06-30",
      },
    ],
    achievements: [{ title: "New Designer of the Year", issuer: "Bristol Craft Fair", achievedOn: "2021-11-27" }],
    art: {
      palette: ["#2d1e2f", "#7d5ba6", "#c9ada7", "#f2e9e4"],
      portrait: { hair: "curls", skin: 3 },
      title: { style: "arcs" },
    },
  },
  {
    handle: "kiosk",
    name: "Kiosk Kollektiv",
    kind: "company",
    roles: ["creative"],
    city: "Düsseldorf",
    country: "DE",
    locale: "de",
    fields: [
      { field: "advertising", level: "expert", skills: ["Advertising Campaigns", "Out-of-Home Advertising"] },
      { field: "art-direction", level: "expert", skills: ["Creative Direction", "Campaign Development", "Moodboards"] },
      { field: "film-video", level: "intermediate", skills: ["Commercials", "Film Production", "Directing"] },
    ],
    professions: ["Creative Director", "Art Director", "Film Director"],
    languages: [
      ["de", "native_or_bilingual"],
      ["en", "fluent"],
    ],
    links: [
      { kind: "website", url: "https://kiosk-kollektiv.example" },
      { kind: "behance", url: "https://www.behance.net/kioskkollektivdemo" },
      { kind: "vimeo", url: "https://vimeo.com/kioskkollektivdemo" },
    ],
    achievements: [
      { title: "Bronze, Kampagne", issuer: "Art Directors Club Deutschland", achievedOn: "2024-04-26" },
      { title: "Shortlist Film", issuer: "Deutscher Werbefilmpreis", achievedOn: "2022-09-30" },
    ],
    contact: {
      contactName: "Deniz Aydın",
      role: "Produktion und Neugeschäft",
      email: "moin@kiosk-kollektiv.example",
      phone: "+49 211 9876 540",
      website: "https://kiosk-kollektiv.example",
    },
    art: {
      palette: ["#1a1a1a", "#ff5a36", "#ffd23f", "#fffaf0"],
      title: { style: "poster", word: "KIOSK", caption: "Kollektiv · Düsseldorf" },
    },
  },
  {
    handle: "harbour",
    name: "Harbour & Finch Ltd",
    kind: "company",
    roles: ["client"],
    city: "Brighton",
    country: "GB",
    locale: "en",
    fields: [
      { field: "advertising", level: "expert", skills: ["Advertising Campaigns", "Media Planning"] },
      { field: "photography", level: "intermediate", skills: ["Photo Shoot Direction", "Product Photography"] },
    ],
    professions: ["Account Director", "Campaign Manager"],
    industries: ["advertising-marketing", "consumer-goods", "retail-ecommerce"],
    languages: [["en", "native_or_bilingual"]],
    links: [
      { kind: "website", url: "https://harbourandfinch.example" },
      { kind: "linkedin", url: "https://www.linkedin.com/company/harbour-and-finch-demo" },
    ],
    achievements: [
      { title: "Agency of the Year, South East", issuer: "Coastal Marketing Awards", achievedOn: "2023-03-16" },
    ],
    contact: {
      contactName: "Priya Shah",
      role: "Head of Production",
      email: "hello@harbourandfinch.example",
      phone: "+44 1273 555 010",
      website: "https://harbourandfinch.example/work-with-us",
    },
    art: {
      palette: ["#0f2c3f", "#1f7a8c", "#f4a259", "#f8f4e3"],
      title: { style: "halftone" },
    },
  },
  {
    handle: "alpenverlag",
    name: "Alpenverlag Salzburg",
    kind: "company",
    roles: ["client"],
    isInsideCci: true,
    city: "Salzburg",
    country: "AT",
    locale: "de",
    fields: [
      { field: "editorial-design", level: "expert", skills: ["Book Design", "Cover Design"] },
      { field: "illustration", level: "intermediate", skills: ["Children's Book Illustration"] },
      { field: "writing-copy", level: "expert", skills: ["Editing", "Proofreading"] },
    ],
    professions: ["Editor", "Book Designer", "Art Buyer"],
    industries: ["media-publishing", "education"],
    languages: [
      ["de", "native_or_bilingual"],
      ["en", "fluent"],
      ["it", "conversational"],
    ],
    links: [
      { kind: "website", url: "https://alpenverlag-salzburg.example" },
      { kind: "facebook", url: "https://www.facebook.com/alpenverlag.salzburg.demo" },
    ],
    achievements: [
      {
        title: "Österreichischer Staatspreis, Schönste Bücher",
        issuer: "Hauptverband des Österreichischen Buchhandels",
        achievedOn: "2021-10-12",
      },
    ],
    contact: {
      contactName: "Magdalena Gruber",
      role: "Herstellung und Illustration",
      email: "grafik@alpenverlag-salzburg.example",
      phone: "+43 662 123 456",
      website: "https://alpenverlag-salzburg.example/autoren-und-illustratoren",
    },
    art: {
      palette: ["#233d4d", "#619b8a", "#a1c181", "#fcfaf2"],
      title: { style: "contours" },
    },
  },
  {
    handle: "greta",
    name: "Greta Schulz",
    kind: "private",
    roles: ["client"],
    city: "Bremen",
    country: "DE",
    locale: "de",
    fields: [{ field: "interior-design", level: "beginner", skills: ["Home Staging", "Colour Consulting"] }],
    professions: ["Interior Decorator"],
    industries: ["logistics-transport"],
    languages: [
      ["de", "native_or_bilingual"],
      ["en", "conversational"],
    ],
    links: [{ kind: "instagram", url: "https://www.instagram.com/kapitaenshaus.bremen.demo" }],
    employments: [
      {
        employer: "Hansa Reederei",
        title: "Leiterin Personal",
        place: "Bremen",
        startedOn: "2012-04-01",
        description: "Nebenbei: Umbau eines alten Kapitänshauses in Vegesack.",
      },
    ],
    educations: [
      {
        school: "Universität Bremen",
        degree: "Diplom",
        fieldOfStudy: "Betriebswirtschaftslehre",
        startedOn: "2003-10-01",
        endedOn: "2008-09-30",
      },
    ],
    art: {
      palette: ["#264653", "#2a9d8f", "#e9c46a", "#f7f3e9"],
      portrait: { hair: "short", skin: 0, glasses: true },
      title: { style: "landscape" },
    },
  },
  {
    handle: "fieldnotes",
    name: "Fieldnotes Coffee Co.",
    kind: "company",
    roles: ["client"],
    city: "Leeds",
    country: "GB",
    locale: "en",
    fields: [
      { field: "branding", level: "intermediate", skills: ["Brand Identity", "Tone of Voice"] },
      { field: "product-design", level: "beginner", skills: ["Product Development"] },
      { field: "photography", level: "beginner", skills: ["Food Photography"] },
    ],
    professions: ["Marketing Manager", "Brand Strategist"],
    industries: ["food-beverage", "hospitality-tourism"],
    languages: [["en", "native_or_bilingual"]],
    links: [
      { kind: "website", url: "https://fieldnotes-coffee.example" },
      { kind: "instagram", url: "https://www.instagram.com/fieldnotes.coffee.demo" },
    ],
    achievements: [{ title: "Great Taste, two stars", issuer: "Guild of Fine Food", achievedOn: "2024-08-01" }],
    contact: {
      contactName: "Sam Whitaker",
      role: "Co-founder, brand and packaging",
      email: "studio@fieldnotes-coffee.example",
      phone: "+44 113 496 0123",
      website: "https://fieldnotes-coffee.example",
    },
    art: {
      palette: ["#3e2723", "#a0522d", "#d4a373", "#faedcd"],
      title: { style: "arcs" },
    },
  },
];
