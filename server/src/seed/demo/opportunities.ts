import { createHash } from "node:crypto";
import type {
  APPLY_TYPES,
  ApplicationStage,
  CancelReason,
  CURRENCIES,
  JobType,
  ProjectPeriod,
  SalaryInterval,
} from "@atelier/common/enums";
import { OPPORTUNITY_LIMITS } from "@atelier/common/opportunity-limits";
import { initialsOf } from "@atelier/common/seo";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/connect.ts";
import {
  bookmarks,
  connections,
  conversations,
  locations,
  messages,
  opportunities,
  opportunityAddenda,
  opportunityApplications,
  opportunityFields,
  opportunityMaterials,
  opportunitySkills,
  participations,
  storedFiles,
} from "../../db/schema/index.ts";
import { freeSlug, slugify } from "../../features/discovery/users/slugs.ts";
import { participantKey } from "../../features/messenger/conversations.ts";
import { LOGO_WIDTHS } from "../../features/opportunities/files/logo.ts";
import type { AppDeps } from "../../platform/deps.ts";
import { newStorageKey } from "../../platform/storage/storage.ts";
import { attachmentDisposition, sanitizeFileName } from "../../platform/uploads/file-names.ts";
import { IMAGE_LIMITS, normalizeImage, renderRenditions } from "../../platform/uploads/images.ts";
import { type NewObject, storeThenRecord } from "../../platform/uploads/store.ts";
import type { CreativeFieldSlug } from "../data/creative-fields.ts";
import { demoIdOf, demoUserIdsToSeed } from "./accounts.ts";
import { drawPng, type Random, seededRandom } from "./art-kit.ts";
import { forEachConcurrently } from "./concurrently.ts";
import { DEMO_CROWD, DEMO_WORLD } from "./crowd.ts";
import { briefingPdf } from "./documents.ts";
import { LOGO_STYLES, type LogoStyle, logoSvg } from "./logo-art.ts";
import type { DemoPerson } from "./people.ts";
import { type Lookup, vocabulary } from "./sections.ts";

type Language = "en" | "de";

/**
 * A crowd client, named by what they do rather than by their generated name: the client of that
 * industry in that language and of that kind, or the nearest one, so the crowd can change its names.
 */
interface CrowdOwner {
  industry: string;
  locale: Language;
  kind: DemoPerson["kind"];
}

/** An application by a hand-written demo person, in their own words. */
interface DemoApplication {
  by: string;
  stage: ApplicationStage;
  note: string;
  ownerNote?: string;
  /** The owner's answer in the conversation, written when they moved the application on. */
  reply?: string;
}

type DemoState =
  /** Written that many days ago and never published. */
  | { drafted: number }
  | {
      /** Days ago; past the period it has expired by its date unless it was extended. */
      published: number;
      extended?: number;
      cancelled?: { daysAgo: number; reason: Exclude<CancelReason, "other"> };
    };

interface DemoOpportunity {
  owner: string | CrowdOwner;
  title: string;
  language?: Language;
  description?: string;
  kind: { job: JobType } | { project: ProjectPeriod };
  salary?: [amount: number, currency: (typeof CURRENCIES)[number], interval: SalaryInterval];
  remote?: boolean;
  /** A city of the catalogue by name and country; the owner's city when left out, none when null. */
  city?: [name: string, country: string] | null;
  /** Beside the messenger: a page of the owner's website, or a mailbox at its domain. */
  apply?: { weblink: string } | { email: string };
  fields: CreativeFieldSlug[];
  skills: string[];
  state: DemoState;
  material?: { name: string; title: string; lines: string[] };
  addenda?: { daysAgo: number; content: string }[];
  applicants?: DemoApplication[];
  /** Applications by creatives of the crowd who work in the opportunity's fields, at these stages. */
  crowd?: ApplicationStage[];
  bookmarkedBy?: string[];
}

/**
 * The board of the demo world: projects and jobs of the hand-written clients and of the crowd's,
 * most on the board since some day of the last three weeks, a few drafts, a few past their date,
 * one extended and one cancelled. Nordlicht Studio's have applicants at every stage; Mara applied
 * to a handful and saved a few more.
 */
const DEMO_OPPORTUNITIES: DemoOpportunity[] = [
  {
    owner: "studio",
    title: "Senior Brand Designer (m/w/d)",
    language: "de",
    kind: { job: "fullTime" },
    salary: [62_000, "EUR", "perYear"],
    fields: ["branding", "graphic-design"],
    skills: ["Brand Identity", "Brand Strategy", "Corporate Design", "Brand Guidelines", "Adobe Illustrator"],
    state: { published: 6.2 },
    description:
      "Nordlicht Studio entwickelt Marken für Kultur, Tech und Handel – vom ersten Workshop bis zum fertigen " +
      "Designsystem. Für unser Team in Berlin-Kreuzberg suchen wir eine Senior Brand Designerin oder einen Senior " +
      "Brand Designer.\n\nDu führst Identitätsprojekte gestalterisch, entwickelst Konzepte gemeinsam mit der " +
      "Strategie und präsentierst sie selbstbewusst bei Kundinnen und Kunden. Du hast mindestens fünf Jahre " +
      "Erfahrung mit Corporate Design, ein sicheres Gespür für Typografie und Freude daran, Junior-Designer:innen " +
      "zu begleiten.\n\nWir bieten ein kleines, erfahrenes Team, 30 Urlaubstage, zwei Homeoffice-Tage pro Woche " +
      "und ein jährliches Weiterbildungsbudget.",
    applicants: [
      {
        by: "noah",
        stage: "shortlisted",
        note:
          "Hallo Nordlicht-Team, ich arbeite seit acht Jahren an Erscheinungsbildern für Mittelstand und Kultur und " +
          "würde gern nach Berlin wechseln. Mein Showroom zeigt zwei aktuelle Rebrandings.",
        ownerNote: "Sehr starkes Rebranding-Portfolio. Zweites Gespräch mit dem Creative Director einplanen.",
        reply: "Danke, Noah! Wir würden dich gern kennenlernen. Passt dir nächsten Dienstag um 11 Uhr per Video?",
      },
    ],
    crowd: ["new", "new", "viewed", "shortlisted", "declined"],
  },
  {
    owner: "studio",
    title: "Illustrationen für ein Museums-Leitsystem",
    language: "de",
    kind: { project: "oneToThreeMonths" },
    salary: [9500, "EUR", "fixed"],
    fields: ["illustration", "graphic-design"],
    skills: ["Vector Illustration", "Pictograms", "Wayfinding", "Digital Illustration"],
    state: { published: 3.1 },
    description:
      "Für ein Berliner Technikmuseum gestalten wir ein neues Leitsystem und suchen dafür eine Illustratorin oder " +
      "einen Illustrator, die oder der Piktogramme und großformatige Raumillustrationen entwickelt.\n\nDie " +
      "Illustrationen führen Besucherinnen und Besucher durch vier Etagen: freundlich, klar und aus der Entfernung " +
      "lesbar. Du arbeitest eng mit unserem Designteam zusammen, das Typografie und Schilder gestaltet. Erfahrung " +
      "mit Piktogrammen oder Infografiken ist ein großes Plus.\n\nDas Briefing hängt an. Zwei Termine im Museum " +
      "in Berlin sind eingeplant, sonst arbeitest du, wo du möchtest.",
    material: {
      name: "Briefing Leitsystem.pdf",
      title: "Briefing: Illustrationen Leitsystem",
      lines: [
        "Auftraggeber: Nordlicht Studio für ein Berliner Technikmuseum",
        "Umfang: etwa 40 Piktogramme und 12 großformatige Raumillustrationen",
        "Stil: klar, freundlich, aus fünf Metern Entfernung gut lesbar",
        "Formate: Vektordaten (SVG, PDF), Farben nach der Hausfarbpalette",
        "Zeitplan: Skizzen in drei Wochen, Reinzeichnung bis Ende des zweiten Monats",
        "Honorar: 9.500 EUR pauschal, inklusive Nutzung in Ausstellung und Web",
      ],
    },
    addenda: [
      {
        daysAgo: 1.2,
        content:
          "Nachtrag: Die Gespräche finden ab kommendem Montag per Video statt. Bitte schickt uns zwei bis drei " +
          "Arbeitsproben mit Piktogrammen oder Infografiken.",
      },
    ],
    applicants: [
      {
        by: "emily",
        stage: "viewed",
        note:
          "Hello! I'd love to draw for a museum. My ink work is mostly editorial, but last year I designed thirty " +
          "trail pictograms for a nature reserve in the Highlands. Happy to send them over.",
        ownerNote: "Schöne Handschrift, nach den Piktogrammen fragen.",
        reply: "Danke, Emily! Schick uns gern die Piktogramme aus den Highlands, wir schauen sie uns diese Woche an.",
      },
    ],
    crowd: ["new", "new", "new", "viewed"],
    bookmarkedBy: ["mara"],
  },
  {
    owner: "studio",
    title: "Motion Designer for brand animations (part-time)",
    kind: { job: "partTime" },
    salary: [3200, "EUR", "perMonth"],
    remote: true,
    fields: ["motion-design"],
    skills: ["Motion Graphics", "Logo Animation", "Adobe After Effects", "Lottie Animation"],
    state: { published: 12.4 },
    description:
      "We bring the identities we design to life: logo animations, product walkthroughs, social clips and the " +
      "occasional exhibition screen. To keep up, we are looking for a motion designer for 24 hours a week.\n\nYou " +
      "animate in After Effects, export for the web with Lottie and care about timing as much as about the last " +
      "frame. Work from our Berlin studio or remotely within the EU, and join the team in person once a month." +
      "\n\nThe team works in English and German. Please send a short reel with your application: a few seconds " +
      "you are proud of say more than a long CV.",
    applicants: [
      {
        by: "felix",
        stage: "shortlisted",
        note:
          "Hallo zusammen, wir kennen uns ja schon vom Logo-Projekt. Ich hätte Lust, zwei bis drei Tage die Woche " +
          "fest mit euch zu arbeiten – remote aus Zürich und einmal im Monat in Berlin.",
        ownerNote: "Kennen wir, liefert zuverlässig. Klären, ob Zürich vertraglich geht.",
      },
    ],
    crowd: ["new", "viewed", "declined", "declined"],
  },
  {
    owner: "studio",
    title: "UX Writer (English & German) for a booking app",
    kind: { job: "freelance" },
    salary: [85, "EUR", "perHour"],
    remote: true,
    city: null,
    apply: { weblink: "/jobs/ux-writer" },
    fields: ["writing-copy", "ux-ui-design"],
    skills: ["UX Writing", "Microcopy", "Content Writing", "Translation"],
    state: { published: 9.3 },
    description:
      "A hospitality client of ours is launching a booking app in Germany, Austria and the UK, and every word in " +
      "it still needs writing: onboarding, empty states, error messages, push notifications and the e-mails " +
      "around a booking.\n\nWe are looking for a freelance UX writer who writes natively in English or German and " +
      "confidently in the other. You will shape the voice with our designers, build a small content style guide " +
      "and write directly in Figma.\n\nAbout 15 hours a week for three months, fully remote. Apply through our " +
      "careers page; a few screens you have written for are the best portfolio.",
    applicants: [
      {
        by: "claire",
        stage: "viewed",
        note:
          "Hi, I wrote the microcopy for two banking apps and a festival ticketing site. Happy to own the English " +
          "side and review the German with a native editor.",
        ownerNote: "Sehr gute Beispiele, Deutsch eher passiv. Als Lead für Englisch im Blick behalten.",
      },
    ],
    crowd: ["new", "viewed"],
  },
  {
    owner: "studio",
    title: "Product Designer:in (UX/UI) für unser Designsystem",
    language: "de",
    kind: { job: "fullTime" },
    salary: [65_000, "EUR", "perYear"],
    apply: { email: "jobs" },
    fields: ["ux-ui-design"],
    skills: ["Design Systems", "Figma", "Prototyping", "Interaction Design", "Accessibility"],
    state: { published: 27.5, extended: 2.2 },
    description:
      "Unsere Designsysteme tragen Apps und Websites von Kundinnen und Kunden aus Kultur, Mobilität und Handel. " +
      "Damit sie wachsen können, suchen wir eine Product Designerin oder einen Product Designer, die oder der " +
      "Komponenten, Dokumentation und Übergaben an die Entwicklung verantwortet.\n\nDu gestaltest in Figma mit " +
      "Variablen und Auto-Layout, denkst Barrierefreiheit von Anfang an mit und testest Entwürfe mit echten " +
      "Nutzerinnen und Nutzern. Erfahrung mit Token-basierten Systemen ist ein Plus.\n\nUnbefristete " +
      "Festanstellung in Berlin, hybrides Arbeiten möglich. Bitte bewirb dich per E-Mail mit Portfolio-Link und " +
      "frühestem Starttermin.",
    addenda: [
      {
        daysAgo: 2.1,
        content: "Wir haben die Ausschreibung verlängert: Die Stelle ist weiter offen, gern auch mit Start im Herbst.",
      },
    ],
    crowd: ["declined", "declined", "viewed", "shortlisted", "new"],
  },
  {
    owner: "studio",
    title: "Fotograf:in für Team- und Büroporträts",
    language: "de",
    kind: { project: "lessThanOneMonth" },
    salary: [2400, "EUR", "fixed"],
    fields: ["photography"],
    skills: ["Portrait Photography", "Studio Lighting", "Photo Retouching"],
    state: { published: 10.2, cancelled: { daysAgo: 2.4, reason: "found_candidate_on" } },
    description:
      "Unser Team ist gewachsen, und unsere Website zeigt noch die alten Gesichter. Für einen Shooting-Tag in " +
      "unserem Studio in Berlin-Kreuzberg suchen wir eine Fotografin oder einen Fotografen für Einzelporträts und " +
      "ein paar Teamaufnahmen.\n\nGewünscht sind natürliche, helle Porträts vor neutralem Hintergrund und einige " +
      "Bilder bei der Arbeit, inklusive Retusche von etwa 20 Motiven und Nutzungsrechten für Website, Social Media " +
      "und Presse.",
    crowd: ["hired", "viewed", "declined"],
  },
  {
    owner: "studio",
    title: "Praktikum Grafikdesign (6 Monate)",
    language: "de",
    kind: { job: "internship" },
    salary: [1400, "EUR", "perMonth"],
    fields: ["graphic-design", "branding"],
    skills: ["Layout", "Adobe InDesign", "Adobe Illustrator", "Logo Design"],
    state: { published: 52 },
    description:
      "Du studierst Kommunikationsdesign oder hast gerade abgeschlossen und willst sehen, wie Markenprojekte " +
      "wirklich entstehen? Bei uns arbeitest du sechs Monate lang an echten Projekten mit, von der ersten Skizze " +
      "bis zur Druckfreigabe.\n\nDu kennst dich in InDesign und Illustrator aus, hast ein gutes Auge für " +
      "Typografie und Lust, Fragen zu stellen. Eine feste Ansprechperson begleitet dich durch das Praktikum." +
      "\n\nVergütet mit 1.400 EUR im Monat, Start nach Absprache.",
    crowd: ["hired", "declined", "declined", "viewed"],
  },
  {
    owner: "studio",
    title: "Illustrator:in für den Jahresbericht einer Kulturstiftung",
    language: "de",
    kind: { project: "oneToThreeMonths" },
    fields: ["illustration"],
    skills: ["Editorial Illustration", "Infographics"],
    state: { drafted: 1.3 },
    description:
      "Entwurf: Illustrationen und Infografiken für den Jahresbericht einer Kulturstiftung. Umfang und Budget " +
      "klären wir noch intern.",
  },
  {
    owner: "studio",
    title: "Art Director Digital (m/w/d)",
    language: "de",
    kind: { job: "fullTime" },
    fields: ["art-direction", "ux-ui-design"],
    skills: ["Art Direction", "Visual Concepts"],
    state: { drafted: 4.6 },
  },
  {
    owner: "harbour",
    title: "Illustrator for a seaside summer campaign",
    kind: { project: "oneToThreeMonths" },
    salary: [6000, "GBP", "fixed"],
    remote: true,
    fields: ["illustration", "advertising"],
    skills: ["Editorial Illustration", "Digital Illustration", "Print Advertising"],
    state: { published: 5.4 },
    description:
      "Our client, a family-run ice cream parlour with seven shops along the south coast, wants a summer campaign " +
      "that feels like a postcard from the seaside. We are looking for an illustrator to create the key visual " +
      "and a family of posters, cups and social stickers around it.\n\nWe love work that feels hand-made: ink, " +
      "gouache, textured digital brushes. You will work with our art director in Brighton, but the project can be " +
      "done entirely remotely.\n\nThe brief is attached. Tell us in your message which of your projects comes " +
      "closest to it.",
    material: {
      name: "Campaign brief.pdf",
      title: "Campaign brief: Summer on the Front",
      lines: [
        "Client: a family-run ice cream parlour chain on the south coast",
        "Deliverables: one key visual, six poster variants, a set of social stickers",
        "Look: sunny and hand-made, no stock photography, room for a short headline",
        "Media: bus shelters, shop windows, Instagram and printed cups",
        "Timeline: roughs in two weeks, final artwork four weeks after sign-off",
        "Fee: 6,000 GBP, including a two-year licence for the UK",
      ],
    },
    applicants: [
      {
        by: "mara",
        stage: "shortlisted",
        note:
          "Hi! A seaside campaign is exactly what I love to draw. My harbour poster series is the closest thing to " +
          "your brief. I'm free from the start of next month and happy to join a call with the client.",
        ownerNote:
          "The harbour posters are spot on, and the client loved them. Check she can deliver roughs in two weeks.",
        reply: "Thanks Mara, the harbour posters are exactly the mood! Could you do a quick call on Friday morning?",
      },
    ],
    crowd: ["new", "viewed", "declined"],
  },
  {
    owner: "harbour",
    title: "Product photographer for a homeware catalogue",
    kind: { project: "lessThanOneMonth" },
    salary: [650, "GBP", "perDay"],
    city: ["London", "GB"],
    fields: ["photography"],
    skills: ["Product Photography", "Studio Lighting", "Photo Retouching"],
    state: { published: 2.3 },
    description:
      "A homeware brand we work with launches forty new pieces this autumn: ceramics, linen and small furniture. " +
      "We need a product photographer for four studio days in London, plus two days of styled room sets.\n\nYou " +
      "are at ease with soft daylight looks, careful with reflections on glazed surfaces and quick in " +
      "post-production. A stylist and a studio assistant are booked.\n\nDay rate plus expenses; the usage covers " +
      "the web shop, the printed catalogue and social media for two years.",
    crowd: ["new", "new", "new"],
  },
  {
    owner: "harbour",
    title: "Junior Copywriter",
    kind: { job: "fullTime" },
    salary: [28_000, "GBP", "perYear"],
    apply: { email: "careers" },
    fields: ["writing-copy", "advertising"],
    skills: ["Copywriting", "Concept Development", "Advertising Campaigns"],
    state: { published: 14.1 },
    description:
      "We are a small, independent agency by the sea, making campaigns for brands people actually like: ice " +
      "cream, cider, bicycles, a rather famous pier. We are looking for a junior copywriter who wants to learn the " +
      "craft properly.\n\nYou will write headlines, radio scripts, social posts and the odd product name alongside " +
      "our senior creative team. You are curious, fast and happy to throw away ten lines to find the eleventh." +
      "\n\nSend us a CV and five pieces of writing you are proud of. They don't have to be ads.",
    crowd: ["shortlisted", "viewed", "declined", "new"],
  },
  {
    owner: "harbour",
    title: "Art Director, retail campaigns",
    kind: { job: "fullTime" },
    salary: [45_000, "GBP", "perYear"],
    city: ["London", "GB"],
    fields: ["art-direction", "advertising"],
    skills: ["Art Direction", "Campaign Development"],
    state: { drafted: 3.2 },
    description: "Draft: a senior art director for our retail accounts. Waiting for the salary band to be signed off.",
  },
  {
    owner: "alpenverlag",
    title: "Illustrator:in für ein Kinderbuch über Murmeltiere",
    language: "de",
    kind: { project: "moreThanThreeMonths" },
    salary: [7500, "EUR", "fixed"],
    remote: true,
    apply: { email: "lektorat" },
    fields: ["illustration"],
    skills: ["Children's Book Illustration", "Watercolour", "Character Design"],
    state: { published: 48.3 },
    description:
      "Für unser Frühjahrsprogramm suchen wir eine Illustratorin oder einen Illustrator für ein Bilderbuch: " +
      "Familie Murmel muss umziehen und erkundet dabei die Bergwelt rund um Salzburg.\n\nWir wünschen uns warme, " +
      "detailreiche Bilder, gern in Aquarell oder Gouache, mit Figuren, die Kinder sofort ins Herz schließen. " +
      "Erfahrung mit Bilderbüchern ist willkommen, aber keine Bedingung.\n\nEinen Auszug aus dem Manuskript findet " +
      "ihr im Anhang. Bitte bewerbt euch per E-Mail an unser Lektorat mit drei Arbeitsproben.",
    material: {
      name: "Manuskriptauszug Mia Murmel.pdf",
      title: "Manuskriptauszug: Mia Murmel zieht um",
      lines: [
        "Bilderbuch für Kinder ab 4 Jahren, 32 Seiten, Hardcover",
        "Inhalt: Familie Murmel sucht einen neuen Bau am Untersberg",
        "Umfang: Umschlag, Vorsatz und 14 Doppelseiten",
        "Stil: warm und detailreich, gern Aquarell oder Gouache",
        "Erscheinen: im Frühjahrsprogramm des kommenden Jahres",
        "Honorar: 7.500 EUR pauschal, Beteiligung ab dem 5.001. Exemplar",
      ],
    },
    applicants: [
      {
        by: "emily",
        stage: "hired",
        note:
          "Dear Alpenverlag team, marmots in the mountains – I couldn't resist! I paint in watercolour and ink and " +
          "have illustrated two picture books. Samples are in my showroom.",
        ownerNote: "Wunderbare Aquarelle. Vertrag ist unterschrieben.",
      },
      {
        by: "mara",
        stage: "declined",
        note:
          "Hello again! You know my ink covers, but picture books are close to my heart too: The Night Ferry is in " +
          "my showroom. I've sent three colour studies of the Murmel family by e-mail.",
        ownerNote: "Schöne Studien, aber für dieses Buch wollen wir Aquarell. Für Sachbuch-Cover weiter anfragen.",
      },
    ],
    crowd: ["declined", "viewed"],
  },
  {
    owner: "alpenverlag",
    title: "Buchgestalter:in für eine neue Sachbuchreihe",
    language: "de",
    kind: { project: "oneToThreeMonths" },
    salary: [5200, "EUR", "fixed"],
    remote: true,
    fields: ["editorial-design"],
    skills: ["Book Design", "Grid Systems", "Adobe InDesign", "Cover Design"],
    state: { published: 8.2 },
    description:
      "Im kommenden Jahr starten wir eine Sachbuchreihe über Handwerk in den Alpen: Sennerei, Schindelmacherei, " +
      "Geigenbau. Für die Reihe suchen wir eine Buchgestalterin oder einen Buchgestalter, die oder der das " +
      "Gestaltungsraster, die Umschläge und das Layout des ersten Bandes entwickelt.\n\nDie Bände verbinden lange " +
      "Texte mit Reportagefotos und technischen Zeichnungen. Wir wünschen uns eine ruhige, hochwertige Gestaltung " +
      "mit klarer Typografie.\n\nZusammenarbeit remote, zum Auftakt ein Termin im Verlag in Salzburg.",
    addenda: [
      {
        daysAgo: 3.3,
        content:
          "Nachtrag: Das Honorar gilt für Raster, Reihenumschlag und den ersten Band. Die Folgebände vergüten wir " +
          "separat nach Umfang.",
      },
    ],
    crowd: ["new", "viewed", "shortlisted"],
    bookmarkedBy: ["noah"],
  },
  {
    owner: "alpenverlag",
    title: "Fotograf:in für einen Wanderführer Dachstein",
    language: "de",
    kind: { project: "lessThanOneMonth" },
    fields: ["photography"],
    skills: ["Landscape Photography", "Reportage Photography"],
    state: { drafted: 6.1 },
    description:
      "Entwurf: Fotos für den neuen Wanderführer Dachstein, 25 Touren im Sommer. Budget und Reisekosten stimmen " +
      "wir noch mit dem Vertrieb ab.",
  },
  {
    owner: "greta",
    title: "Fotos für unsere Ferienwohnung im Kapitänshaus",
    language: "de",
    kind: { project: "lessThanOneMonth" },
    salary: [900, "EUR", "fixed"],
    fields: ["photography"],
    skills: ["Architectural Photography", "Image Editing"],
    state: { published: 4.2 },
    description:
      "Wir haben das Dachgeschoss unseres alten Kapitänshauses in Bremen-Vegesack zur Ferienwohnung umgebaut und " +
      "brauchen schöne, helle Fotos für die Buchungsportale und unsere eigene Website.\n\nGesucht sind etwa 25 " +
      "Bilder: alle Räume, ein paar Details (Holzdielen, Bullauge, Kachelofen) und der Blick auf die Weser. Am " +
      "liebsten an einem sonnigen Vormittag, Termin nach Absprache.\n\nWir sind Privatleute, kein Unternehmen, " +
      "und freuen uns über eine kurze Nachricht mit Beispielen.",
    crowd: ["new", "viewed"],
  },
  {
    owner: "greta",
    title: "Farbkonzept für ein Treppenhaus im Altbau",
    language: "de",
    kind: { project: "notSpecified" },
    fields: ["interior-design"],
    skills: ["Colour Consulting", "Interior Architecture"],
    state: { published: 11.2 },
    description:
      "Das Treppenhaus unseres Hauses von 1898 soll neu gestrichen werden, und diesmal wollen wir es richtig " +
      "machen: mit einem Farbkonzept, das zu den alten Fliesen, dem Holzgeländer und den bunten Glasfenstern " +
      "passt.\n\nWir suchen jemanden, der sich mit historischen Farben auskennt, zwei bis drei Varianten " +
      "vorschlägt und bei der Auswahl mit dem Malerbetrieb hilft. Das Honorar besprechen wir gern nach einem " +
      "ersten Termin vor Ort.",
    applicants: [
      {
        by: "hannah",
        stage: "viewed",
        note:
          "Guten Tag Frau Schulz, Treppenhäuser aus der Gründerzeit sind meine Lieblingsaufgabe. Ich bin " +
          "regelmäßig in Bremen und könnte mir das Haus bei einem Termin ansehen.",
        ownerNote: "Sympathisch, Architektin. Termin im nächsten Monat vorschlagen.",
      },
    ],
    crowd: ["new"],
  },
  {
    owner: "fieldnotes",
    title: "Packaging illustrations for our single-origin range",
    kind: { project: "oneToThreeMonths" },
    salary: [4500, "GBP", "fixed"],
    remote: true,
    apply: { weblink: "/work-with-us" },
    fields: ["illustration", "graphic-design"],
    skills: ["Editorial Illustration", "Ink Drawing", "Packaging Design"],
    state: { published: 55.2 },
    description:
      "We roast in a railway arch in Leeds and sell our coffee in bags that deserve better than our current " +
      "labels. For our single-origin range we are looking for an illustrator to draw one scene per origin, in a " +
      "style that could sit in an explorer's notebook.\n\nThe illustrations will be printed in two colours on " +
      "kraft paper, so a strong line matters more than colour. You will work directly with our founder and our " +
      "roaster.\n\nPlease apply through our website and link to two or three pieces of packaging or editorial work.",
    material: {
      name: "Packaging brief.pdf",
      title: "Packaging brief: single-origin range",
      lines: [
        "Six coffees: Ethiopia, Colombia, Guatemala, Rwanda, Peru and Sumatra",
        "One illustration per origin, a shared border and a small spot motif",
        "Print: two colours on kraft bags, a full-colour version for the web shop",
        "Tone: curious, warm, a bit of field notebook, nothing too polished",
        "Fee: 4,500 GBP for all six, packaging and promotional use included",
      ],
    },
    applicants: [
      {
        by: "mara",
        stage: "hired",
        note:
          "Hi Fieldnotes! I'd love to draw your coffee origins. Ink line first, which suits two-colour printing on " +
          "kraft, and I have just lettered the shop window of a roastery in Hamburg.",
        ownerNote: "Hired: six illustrations, the first two delivered.",
      },
    ],
    crowd: ["declined", "declined", "viewed"],
  },
  {
    owner: "fieldnotes",
    title: "Food photographer for our café menu",
    kind: { project: "lessThanOneMonth" },
    salary: [500, "GBP", "perDay"],
    fields: ["photography"],
    skills: ["Food Photography", "Studio Lighting"],
    state: { published: 0.8 },
    description:
      "We are opening a second café with a small kitchen, and the new menu needs pictures: pastries, sandwiches, " +
      "a few bowls and of course the coffee. One day in the café in Leeds, with natural light from big windows." +
      "\n\nYou will get a list of 20 dishes and a baker who has everything ready. We need edited images for the " +
      "menu boards, the website and Instagram.",
    crowd: ["new", "new"],
  },
  {
    owner: "fieldnotes",
    title: "Brand and social media designer (part-time)",
    kind: { job: "partTime" },
    salary: [22, "GBP", "perHour"],
    fields: ["marketing-social-media", "graphic-design"],
    skills: ["Social Media Marketing", "Content Strategy", "Short-form Video", "Layout"],
    state: { published: 7.1 },
    description:
      "Our Instagram is run by whoever has five spare minutes, and it shows. We are looking for a designer who " +
      "loves social media to take over our feeds, newsletters and in-store posters, two and a half days a week." +
      "\n\nYou will plan content with the team, shoot short videos at the roastery and keep everything looking " +
      "like Fieldnotes. Experience with food or hospitality brands is a plus.\n\nBased in Leeds, at the roastery " +
      "and in the cafés.",
    crowd: ["new", "viewed", "shortlisted", "declined"],
  },
  {
    owner: "aisha",
    title: "Illustrator for onboarding screens in an accessibility app",
    kind: { project: "lessThanOneMonth" },
    salary: [2500, "GBP", "fixed"],
    remote: true,
    fields: ["illustration", "ux-ui-design"],
    skills: ["Digital Illustration", "Vector Illustration", "Accessibility"],
    state: { published: 3.4 },
    description:
      "I'm building an app that helps people with low vision plan journeys on public transport. Before launch, " +
      "the onboarding needs six illustrations that explain what the app does, and that work for people who see " +
      "them only in part.\n\nThat means high contrast, clear shapes, no meaning carried by colour alone, and " +
      "alternative text we write together. I'll share the flows and the research notes, and we'll review the " +
      "drafts with two testers from the community.\n\nFully remote, about three weeks of work.",
    applicants: [
      {
        by: "oliver",
        stage: "new",
        note:
          "Hi Aisha, I'd love to help. I draw characters for games and I'm used to keeping things readable at tiny " +
          "sizes: bold shapes and strong silhouettes are my thing.",
      },
    ],
    crowd: ["new", "viewed"],
  },
  {
    owner: { industry: "media-publishing", locale: "de", kind: "company" },
    title: "Umschlagillustrationen für eine Romanreihe",
    language: "de",
    kind: { project: "oneToThreeMonths" },
    salary: [4800, "EUR", "fixed"],
    remote: true,
    fields: ["illustration", "editorial-design"],
    skills: ["Editorial Illustration", "Cover Design"],
    state: { published: 6.6 },
    description:
      "Im Herbst erscheinen bei uns die ersten drei Bände einer Kriminalreihe, die im Wien der Zwanzigerjahre " +
      "spielt. Für die Umschläge suchen wir eine Illustratorin oder einen Illustrator mit Sinn für Atmosphäre: " +
      "Gaslicht, Kaffeehäuser, Schatten in Hinterhöfen.\n\nDie drei Umschläge sollen als Reihe erkennbar sein und " +
      "auch klein im Onlinehandel funktionieren. Die Typografie gestaltet unser Haus.\n\nWir freuen uns über " +
      "Nachrichten mit Beispielen für Buchumschläge oder Editorial-Illustrationen.",
    applicants: [
      {
        by: "mara",
        stage: "viewed",
        note:
          "Hello! I'd love to draw 1920s Vienna: gaslight and shadows suit my ink work. You'll find several covers " +
          "in my showroom, and I read German fluently, so the manuscripts are no problem.",
        ownerNote: "Tolle Cover. Im Lektorat zeigen.",
      },
    ],
    crowd: ["new", "viewed", "declined"],
  },
  {
    owner: { industry: "media-publishing", locale: "de", kind: "company" },
    title: "Grafiker:in für unsere Verlagsvorschau",
    language: "de",
    kind: { project: "lessThanOneMonth" },
    fields: ["editorial-design"],
    skills: ["Editorial Design", "Layout"],
    state: { drafted: 2.2 },
    description: "Entwurf: Layout unserer Herbstvorschau, etwa 48 Seiten. Das Budget folgt.",
  },
  {
    owner: { industry: "film-broadcasting", locale: "de", kind: "company" },
    title: "Editor:in für eine Dokumentarserie",
    language: "de",
    kind: { job: "freelance" },
    salary: [450, "EUR", "perDay"],
    city: ["Hamburg", "DE"],
    fields: ["film-video"],
    skills: ["Video Editing", "DaVinci Resolve", "Documentary Film"],
    state: { published: 13.2 },
    description:
      "Für eine vierteilige Dokumentarserie über die Küstenfischerei an Nord- und Ostsee suchen wir eine Editorin " +
      "oder einen Editor. Das Material ist gedreht: rund 120 Stunden, überwiegend beobachtend, dazu " +
      "Archivmaterial.\n\nDu schneidest in DaVinci Resolve, hast bereits lange Dokumentarformate betreut und " +
      "arbeitest gern eng mit Regie und Redaktion zusammen. Schnittplatz in Hamburg, einzelne Tage remote " +
      "möglich.\n\nZeitraum: etwa zwölf Wochen ab dem nächsten Monat.",
    applicants: [
      {
        by: "tobias",
        stage: "viewed",
        note:
          "Hallo, ich komme vom Ton, schneide aber seit Jahren auch Bild für Dokumentarfilme. Gerade bei " +
          "beobachtendem Material ist mir der Rhythmus wichtig.",
        ownerNote: "Eher als Sounddesigner für die Mischung anfragen.",
      },
    ],
    crowd: ["new", "shortlisted", "declined"],
  },
  {
    owner: { industry: "film-broadcasting", locale: "de", kind: "company" },
    title: "Colorist:in für einen Kinodokumentarfilm",
    language: "de",
    kind: { project: "lessThanOneMonth" },
    salary: [6000, "EUR", "fixed"],
    city: ["Berlin", "DE"],
    fields: ["film-video"],
    skills: ["Colour Grading", "DaVinci Resolve"],
    state: { published: 40.2 },
    description:
      "Für unseren Kinodokumentarfilm über Leuchttürme an der Ostseeküste suchen wir eine Coloristin oder einen " +
      "Coloristen für die finale Farbkorrektur in 4K, inklusive DCP-Abnahme.\n\nDas Material stammt von zwei " +
      "Kameras und einer Drohne, oft bei wechselndem Licht. Zehn Tage in einem Grading-Studio in Berlin sind " +
      "eingeplant.",
    crowd: ["hired", "declined"],
  },
  {
    owner: { industry: "museums-culture", locale: "en", kind: "company" },
    title: "Exhibition graphic designer",
    kind: { project: "oneToThreeMonths" },
    salary: [7000, "GBP", "fixed"],
    fields: ["graphic-design", "editorial-design"],
    skills: ["Layout", "Wayfinding", "Print Design", "Typography"],
    state: { published: 10.4 },
    description:
      "Our spring exhibition, Steel and Light, tells a century of steelmaking through objects, photographs and " +
      "the voices of the people who worked in the city's mills. We are looking for a graphic designer to give it " +
      "a visual identity and design everything visitors read.\n\nThat includes room texts, object labels, a large " +
      "timeline, wayfinding and a companion booklet. You will work with our curators and the exhibition builder; " +
      "experience with exhibition or signage design is essential.\n\nPlease read the attached outline and tell us " +
      "about a comparable project.",
    material: {
      name: "Exhibition outline.pdf",
      title: "Exhibition outline: Steel and Light",
      lines: [
        "A spring exhibition on a century of steelmaking in the city",
        "Four rooms, about 120 objects, photographs and oral histories",
        "Graphics: entrance wall, room texts, object labels, a timeline, wayfinding",
        "Print: a 48-page companion booklet and posters around the city",
        "Install: six weeks before opening; proofs two weeks before that",
      ],
    },
    addenda: [
      {
        daysAgo: 4.2,
        content:
          "Thank you to everyone who has applied so far! We'll hold first conversations next week and keep the " +
          "opportunity open until then.",
      },
    ],
    crowd: ["new", "new", "viewed", "shortlisted"],
    bookmarkedBy: ["mara"],
  },
  {
    owner: { industry: "music-industry", locale: "de", kind: "company" },
    title: "Artwork für ein Album (Vinyl und Streaming)",
    language: "de",
    kind: { project: "lessThanOneMonth" },
    salary: [1500, "EUR", "fixed"],
    remote: true,
    fields: ["illustration", "graphic-design"],
    skills: ["Digital Illustration", "Print Design"],
    state: { published: 2.1 },
    description:
      "Eine Hamburger Band aus unserem Programm veröffentlicht im Frühjahr ihr zweites Album: melancholischer " +
      "Indie-Pop mit viel Synthesizer. Wir suchen eine Illustratorin, einen Illustrator oder eine Grafikerin für " +
      "das Artwork.\n\nBenötigt werden Cover, Rückseite und Innenhülle der Vinyl-Ausgabe, dazu Formate für " +
      "Streaming und Social Media. Die Band hat eine Bildidee, ist aber offen für eigene Vorschläge.\n\nSchickt " +
      "uns gern eure Lieblingsarbeiten; Plattencover sind kein Muss.",
    crowd: ["new", "new", "new"],
    bookmarkedBy: ["mara"],
  },
  {
    owner: { industry: "music-industry", locale: "de", kind: "company" },
    title: "Musikvideo: Regie und Schnitt",
    language: "de",
    kind: { project: "oneToThreeMonths" },
    salary: [8000, "EUR", "fixed"],
    fields: ["film-video"],
    skills: ["Music Videos", "Directing", "Video Editing"],
    state: { published: 15.3 },
    description:
      "Für die erste Single des neuen Albums suchen wir ein Team oder eine Person für Konzept, Regie und Schnitt " +
      "eines Musikvideos. Das Budget schließt den Dreh ein, die Ausstattung stellen wir selbst.\n\nDie Band " +
      "wünscht sich etwas Analoges: echte Orte in Hamburg, wenig Effekte, viel Bewegung. Drehzeitraum in sechs " +
      "Wochen.",
    applicants: [
      {
        by: "kiosk",
        stage: "shortlisted",
        note:
          "Hallo Feldlerche, wir sind ein Kollektiv aus Düsseldorf und haben zuletzt zwei Musikvideos auf 16 mm " +
          "gedreht. Wir schicken euch gern ein Treatment.",
        ownerNote: "Treatment angefragt, Call am Donnerstag.",
        reply: "Sehr gern! Schickt uns das Treatment bis Mittwoch, dann telefonieren wir Donnerstag mit der Band.",
      },
    ],
    crowd: ["viewed", "declined"],
  },
  {
    owner: { industry: "hospitality-tourism", locale: "de", kind: "company" },
    title: "Hotelfotografie: Zimmer, Restaurant und Spa",
    language: "de",
    kind: { project: "lessThanOneMonth" },
    salary: [2800, "EUR", "fixed"],
    fields: ["photography"],
    skills: ["Architectural Photography", "Food Photography", "Photo Retouching"],
    state: { published: 9.1 },
    description:
      "Unser Haus wurde im Winter renoviert, und unsere Bilder zeigen noch die alten Zimmer. Für die neue Website " +
      "und die Buchungsportale suchen wir eine Fotografin oder einen Fotografen für zwei Tage vor Ort.\n\n" +
      "Gewünscht sind Zimmer und Suiten, das Restaurant mit einigen Gerichten, der Spa-Bereich und die Umgebung im " +
      "Abendlicht. Übernachtung und Verpflegung übernehmen wir selbstverständlich.",
    applicants: [
      {
        by: "jonas",
        stage: "shortlisted",
        note:
          "Grüß Gott! Ich fotografiere seit zehn Jahren Reportagen und Architektur im Alpenraum und arbeite am " +
          "liebsten mit natürlichem Licht. Zwei Tage vor Ort passen gut in meinen Kalender.",
        ownerNote: "Wunderbare Lichtstimmung in den Reportagen. Angebot anfragen.",
        reply: "Vielen Dank, Herr Reiter! Ihre Bilder gefallen uns sehr. Schicken Sie uns ein Angebot für zwei Tage?",
      },
    ],
    crowd: ["new", "declined"],
  },
  {
    owner: { industry: "fashion-textiles", locale: "en", kind: "company" },
    title: "Fashion photographer for our autumn lookbook",
    kind: { project: "lessThanOneMonth" },
    salary: [900, "EUR", "perDay"],
    city: ["Amsterdam", "NL"],
    fields: ["photography", "fashion-design"],
    skills: ["Fashion Photography", "Studio Lighting", "Styling"],
    state: { published: 4.4 },
    description:
      "Our autumn collection is built around waxed cotton, wool and the colours of the North Sea coast. For the " +
      "lookbook we are shooting three days in and around Amsterdam, on canals, at markets and in a borrowed " +
      "studio, and we are looking for a fashion photographer to lead it.\n\nYou will work with our stylist and " +
      "two models and deliver around 60 edited images for the web shop, wholesale and social media. Travel and " +
      "accommodation are covered.",
    crowd: ["new", "new", "viewed"],
  },
  {
    owner: { industry: "fashion-textiles", locale: "en", kind: "company" },
    title: "Textile designer (print and pattern)",
    kind: { job: "fullTime" },
    salary: [48_000, "EUR", "perYear"],
    apply: { weblink: "/careers" },
    fields: ["textile-design", "fashion-design"],
    skills: ["Surface Pattern Design", "Textile Printing", "Adobe Illustrator"],
    state: { published: 17.2 },
    description:
      "We design outdoor clothing that lasts, and we want our prints to last too. As our first in-house textile " +
      "designer you will create prints, checks and jacquards for three collections a year and work closely with " +
      "our mills in Portugal and Scotland.\n\nYou bring a strong portfolio of repeat patterns, confidence with " +
      "colour separations and curiosity about sustainable dyeing. Based in our studio, with visits to the mills " +
      "twice a year.\n\nPlease apply through our careers page.",
    applicants: [
      {
        by: "lena",
        stage: "viewed",
        note:
          "Hello! In Vienna I design textiles from regional fabrics and leftover stock, and I would love to work " +
          "with mills on a larger scale. My dyeing and printing work is in my showroom.",
        ownerNote: "Great sustainable angle. Would she relocate?",
      },
    ],
    crowd: ["new", "declined", "shortlisted"],
  },
  {
    owner: { industry: "information-technology", locale: "de", kind: "company" },
    title: "UX/UI Designer:in für eine Lern-App",
    language: "de",
    kind: { job: "fullTime" },
    salary: [60_000, "EUR", "perYear"],
    fields: ["ux-ui-design"],
    skills: ["Figma", "User Research", "Mobile App Design", "Prototyping", "Usability Testing"],
    state: { published: 5.2 },
    description:
      "Wir entwickeln eine App, mit der Auszubildende im Handwerk für ihre Prüfungen lernen: kurze Einheiten, " +
      "Videos aus der Werkstatt und ein Quiz für die Pause. Für das Produktteam suchen wir eine UX/UI-Designerin " +
      "oder einen UX/UI-Designer.\n\nDu begleitest Features von der Nutzerforschung bis zum fertigen Screen, " +
      "testest Prototypen mit Auszubildenden und pflegst unser Designsystem in Figma. Erfahrung mit mobilen Apps " +
      "setzen wir voraus.\n\nFestanstellung, zwei Tage Homeoffice pro Woche.",
    crowd: ["new", "new", "viewed", "shortlisted", "declined"],
  },
  {
    owner: { industry: "beauty-cosmetics", locale: "en", kind: "company" },
    title: "Packaging designer for a skincare line",
    kind: { project: "oneToThreeMonths" },
    salary: [7500, "EUR", "fixed"],
    apply: { email: "studio" },
    fields: ["graphic-design", "branding"],
    skills: ["Packaging Design", "Print Design", "Brand Identity"],
    state: { published: 8.3 },
    description:
      "We make small-batch skincare from Irish seaweed and botanicals, and our packaging hasn't kept up with the " +
      "product. We are looking for a designer to create a packaging system for eight products: jars, bottles, " +
      "tubes and the boxes around them.\n\nIt should feel calm and natural without looking like everything else " +
      "on the shelf, and work with recycled and refillable materials. You will work with our founder and our " +
      "packaging supplier.\n\nE-mail us a short introduction and a link to your portfolio.",
    crowd: ["new", "viewed", "declined"],
  },
  {
    owner: { industry: "non-profit", locale: "de", kind: "company" },
    title: "Gestaltung und Illustration unseres Jahresberichts",
    language: "de",
    kind: { project: "oneToThreeMonths" },
    salary: [5500, "EUR", "fixed"],
    remote: true,
    fields: ["editorial-design", "illustration"],
    skills: ["Editorial Design", "Infographics", "Editorial Illustration"],
    state: { published: 12.1 },
    description:
      "Unsere Stiftung fördert Gemeinschaftsgärten und Umweltbildung in der Region. Unser Jahresbericht soll in " +
      "diesem Jahr kein Zahlenfriedhof werden, sondern zeigen, was in den Projekten passiert.\n\nWir suchen " +
      "jemanden, der das Layout für 40 Seiten gestaltet und es mit Illustrationen und verständlichen " +
      "Infografiken ergänzt. Texte und Fotos liefern wir.\n\nZusammenarbeit remote; ein Auftakttermin bei uns ist " +
      "willkommen.",
    crowd: ["new", "viewed"],
    bookmarkedBy: ["mara", "noah"],
  },
  {
    owner: { industry: "consumer-goods", locale: "en", kind: "company" },
    title: "Pattern illustrator for a tableware collection",
    kind: { project: "oneToThreeMonths" },
    salary: [350, "GBP", "perDay"],
    remote: true,
    fields: ["illustration", "textile-design"],
    skills: ["Surface Pattern Design", "Digital Illustration", "Drawing"],
    state: { published: 1.6 },
    description:
      "Our new tableware collection is inspired by the coast: seabirds, kelp, basalt and the odd lighthouse. We " +
      "are looking for an illustrator to create four repeat patterns and a set of single motifs for plates, mugs " +
      "and tea towels.\n\nThe patterns need to work in one or two colours for screen printing on ceramics. We " +
      "will share the shapes and our colour palette; you bring the drawing.\n\nAround twelve days of work over " +
      "two months, fully remote.",
    applicants: [
      {
        by: "mara",
        stage: "new",
        note:
          "Hi! Seabirds and lighthouses are my favourite things to draw. I would work in ink and build the repeats " +
          "digitally, ready for one- or two-colour printing.",
      },
    ],
    crowd: ["new", "new"],
  },
  {
    owner: { industry: "advertising-marketing", locale: "en", kind: "company" },
    title: "Junior Art Director",
    kind: { job: "fullTime" },
    salary: [32_000, "GBP", "perYear"],
    fields: ["art-direction", "advertising"],
    skills: ["Art Direction", "Campaign Development", "Moodboards", "Visual Concepts"],
    state: { published: 19.2 },
    description:
      "We are a full-service agency working for regional banks, breweries and a football club we are not allowed " +
      "to name. We are looking for a junior art director to join our creative team.\n\nYou will pair with a " +
      "copywriter, present ideas to clients and see them through to shoots, posters and films. A year or two of " +
      "agency experience or a strong student book is what we are after.\n\nHybrid working, three days a week in " +
      "the studio.",
    crowd: ["shortlisted", "viewed", "declined", "declined"],
  },
  {
    owner: { industry: "events", locale: "en", kind: "company" },
    title: "Set designer for a product launch in Zurich",
    kind: { project: "lessThanOneMonth" },
    salary: [11_000, "EUR", "fixed"],
    city: ["Zürich", "CH"],
    fields: ["set-design"],
    skills: ["Set Design", "Set Construction", "Stage Lighting"],
    state: { published: 7.3 },
    description:
      "A watch brand is launching a new collection with an evening for 300 guests in a former factory hall in " +
      "Zurich. We are looking for a set designer to create the stage, the product displays and the lounge areas." +
      "\n\nThe brief asks for warm light, raw materials and a few moments of surprise. You will design, plan the " +
      "build with our production partner and be on site for the set-up.\n\nBuild and materials are budgeted " +
      "separately; the fee covers design and supervision.",
    applicants: [
      {
        by: "matteo",
        stage: "shortlisted",
        note:
          "Good afternoon! I design stages and sets in Basel, so Zurich is close. A factory hall in warm light " +
          "sounds wonderful, and I'd love to send you first sketches.",
        ownerNote: "Strong stage work, and local. Meet on site next week.",
        reply: "Thanks Matteo, your theatre work is lovely. Could you meet us at the hall next Tuesday afternoon?",
      },
    ],
    crowd: ["viewed"],
  },
  {
    owner: { industry: "sports-fitness", locale: "de", kind: "company" },
    title: "Motion Designer:in für Social-Media-Clips",
    language: "de",
    kind: { project: "oneToThreeMonths" },
    salary: [550, "EUR", "perDay"],
    fields: ["motion-design", "marketing-social-media"],
    skills: ["Motion Graphics", "Short-form Video", "Adobe After Effects"],
    state: { published: 38.4 },
    description:
      "Zur Einführung unserer neuen Laufschuhe planen wir eine Serie kurzer Clips für Instagram und TikTok. Wir " +
      "suchen eine Motion Designerin oder einen Motion Designer, die oder der aus Produktfotos, Typografie und " +
      "etwas Filmmaterial schnelle, rhythmische Clips baut.\n\nRund 15 Tage über zwei Monate, remote oder bei uns " +
      "im Haus.",
    crowd: ["hired", "declined", "viewed"],
  },
  {
    owner: { industry: "real-estate", locale: "en", kind: "company" },
    title: "3D artist for architectural visualisation",
    kind: { project: "oneToThreeMonths" },
    salary: [8000, "EUR", "fixed"],
    city: ["Munich", "DE"],
    fields: ["3d-animation", "architecture"],
    skills: ["Architectural Visualisation", "Rendering", "3D Lighting", "Blender"],
    state: { published: 20.1 },
    description:
      "We are developing a residential building with 42 flats in Munich, and sales start before the first stone " +
      "is laid. We need a 3D artist to turn the architects' plans into photorealistic exterior and interior " +
      "images, plus a short fly-through.\n\nAround 12 stills and a 60-second animation, with one round of changes " +
      "after a review with the architects. Experience with residential projects is a must; tell us which " +
      "software you render in.",
    applicants: [
      {
        by: "hannah",
        stage: "viewed",
        note:
          "Hello, I'm an architect focused on interiors and make my own visualisations for clients. Happy to show " +
          "you residential interiors I have rendered.",
        ownerNote: "Architect with good interiors; the exteriors are less convincing.",
      },
    ],
    crowd: ["new", "shortlisted", "declined"],
  },
  {
    owner: { industry: "film-broadcasting", locale: "en", kind: "private" },
    title: "Animated titles for my documentary short",
    kind: { project: "lessThanOneMonth" },
    salary: [1200, "GBP", "fixed"],
    remote: true,
    city: null,
    fields: ["motion-design"],
    skills: ["Title Sequences", "Kinetic Typography", "2D Animation"],
    state: { published: 6.3 },
    description:
      "I've made a 20-minute documentary about a river ferry that still crosses at night, and I'm submitting it " +
      "to festivals this spring. It needs an opening title sequence, lower thirds and end credits.\n\nI'm " +
      "imagining something typographic and calm, maybe with the water in it. I can share a rough cut and the " +
      "typefaces I like. Fully remote.",
    crowd: ["new", "viewed"],
  },
  {
    owner: { industry: "food-beverage", locale: "de", kind: "private" },
    title: "Etikett für meinen Apfelwein",
    language: "de",
    kind: { project: "lessThanOneMonth" },
    salary: [600, "EUR", "fixed"],
    fields: ["illustration", "graphic-design"],
    skills: ["Packaging Design", "Drawing", "Hand Lettering"],
    state: { published: 3.2 },
    description:
      "Ich keltere seit ein paar Jahren Apfelwein aus den Streuobstwiesen meiner Familie, und in diesem Jahr will " +
      "ich ihn zum ersten Mal verkaufen. Dafür brauche ich ein Etikett, das nach Handwerk aussieht und im Regal " +
      "auffällt.\n\nIdeal wäre eine Illustration der Wiesen oder eines alten Apfelbaums, dazu ein Schriftzug. " +
      "Gedruckt wird auf Naturpapier. Ich freue mich über eine kurze Nachricht mit Beispielen.",
    crowd: ["new", "viewed"],
  },
  {
    owner: { industry: "games", locale: "en", kind: "private" },
    title: "Illustrator for a cooperative board game",
    kind: { project: "moreThanThreeMonths" },
    salary: [6000, "USD", "fixed"],
    remote: true,
    city: null,
    fields: ["illustration", "game-design"],
    skills: ["Concept Art", "Character Design", "Board Game Design"],
    state: { published: 14.3 },
    description:
      "I've spent two years designing a cooperative board game about keeping a lighthouse running through a " +
      "winter of storms, and a US publisher has signed it. They've asked me to find the illustrator myself.\n\n" +
      "The game needs a box cover, a board, 12 characters and about 80 small card illustrations. The publisher " +
      "pays in US dollars, in three instalments. I'd love someone with a painterly style who enjoys building worlds.",
    applicants: [
      {
        by: "oliver",
        stage: "viewed",
        note:
          "Hi Charlie, lighthouses and storms sound great. I've done the concept art and characters for three " +
          "indie games, and I'd love to paint this world.",
        ownerNote: "Great characters; ask for painted samples, the portfolio is mostly pixel art.",
      },
    ],
    crowd: ["new", "viewed", "declined"],
  },
];

/** What a crowd creative writes with an application, in the opportunity's language; now and then nothing. */
const CROWD_NOTES: Record<Language, (string | null)[]> = {
  en: [
    "Hi! I'd love to work on this. You'll find similar projects in my showroom, and I'm free from next month.",
    "Hello, this brief speaks to me: I've done comparable work for two clients this year. Happy to share references.",
    "Hi, I'm interested and available. Could you tell me a little more about the timeline?",
    "Hello! I've followed your work for a while and would be glad to be part of this.",
    null,
  ],
  de: [
    "Hallo, das klingt spannend! Ähnliche Arbeiten findet ihr in meinem Showroom. Ab nächstem Monat hätte ich Zeit.",
    "Guten Tag, ich bewerbe mich gern: Dieses Jahr habe ich zwei vergleichbare Projekte umgesetzt und schicke gern Referenzen.",
    "Hallo, ich habe Interesse und Kapazität. Wie sieht der Zeitplan aus?",
    "Hallo! Ich verfolge eure Arbeit schon länger und wäre gern dabei.",
    null,
  ],
};

/** What an owner notes on a crowd applicant they moved on, in the opportunity's language. */
const OWNER_NOTES: Record<Language, Partial<Record<ApplicationStage, string[]>>> = {
  en: {
    shortlisted: ["Strong portfolio, invite to a call.", "Right tone; check availability for the dates."],
    declined: ["Lovely work, but too far from the brief.", "Over budget this time; keep in mind for later."],
    hired: ["Contract sent, starts Monday."],
  },
  de: {
    shortlisted: ["Starkes Portfolio, zum Gespräch einladen.", "Passt gut, Verfügbarkeit klären."],
    declined: ["Schöne Arbeiten, passen aber nicht zum Briefing.", "Diesmal über Budget, für später merken."],
    hired: ["Vertrag ist raus, Start am Montag."],
  },
};

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
const PERIOD = OPPORTUNITY_LIMITS.periodDays * DAY;

/** Where logos and materials are kept, as their uploads keep them. */
const LOGO_FOLDER = "opportunity-logos";
const MATERIAL_FOLDER = "opportunity-materials";
const WEBP = "image/webp";

/** The logo styles of the hand-written companies; the crowd's take the styles in turn. */
const HOUSE_STYLES: Record<string, LogoStyle> = {
  studio: "aurora",
  harbour: "arcs",
  alpenverlag: "peaks",
  fieldnotes: "ring",
};

const byHandle = new Map(DEMO_WORLD.map((p) => [p.handle, p]));
const crowdCreatives = DEMO_CROWD.filter((p) => p.roles.includes("creative"));

/** The crowd client of the industry nearest to what the demo data asks for: of its kind above all, then of its language. */
function crowdOwner(wanted: CrowdOwner): DemoPerson {
  const distance = (p: DemoPerson) =>
    (p.industries?.[0] === wanted.industry ? 0 : 1) +
    (p.locale === wanted.locale ? 0 : 2) +
    (p.kind === wanted.kind ? 0 : 4);
  const [nearest] = DEMO_CROWD.filter(
    (p) => p.roles.includes("client") && p.industries?.includes(wanted.industry),
  ).sort((a, b) => distance(a) - distance(b));
  if (!nearest) throw new Error(`No client of the crowd works in ${wanted.industry}`);
  return nearest;
}

function ownerOf(demo: DemoOpportunity): DemoPerson {
  if (typeof demo.owner !== "string") return crowdOwner(demo.owner);
  const person = byHandle.get(demo.owner);
  if (!person) throw new Error(`The demo person ${demo.owner} is missing`);
  return person;
}

/** Where applications go beside the messenger: the owner's own website, or a mailbox at its domain. */
function applyTo(
  demo: DemoOpportunity,
  owner: DemoPerson,
): { type: (typeof APPLY_TYPES)[number]; target: string | null } {
  if (!demo.apply) return { type: "messenger", target: null };
  const site = owner.links.find((l) => l.kind === "website")?.url;
  if (!site) throw new Error(`"${demo.title}" sends applicants to ${owner.handle}'s website, which they lack`);
  if ("weblink" in demo.apply) return { type: "weblink", target: new URL(demo.apply.weblink, site).href };
  return { type: "email", target: `${demo.apply.email}@${new URL(site).hostname.replace(/^www\./, "")}` };
}

/** Refuses demo data the opportunity forms would refuse, or that contradicts itself. */
function checkOpportunity(demo: DemoOpportunity, owner: DemoPerson): void {
  const wrong = (why: string) => new Error(`The demo opportunity "${demo.title}" ${why}`);
  const limits = OPPORTUNITY_LIMITS;
  const published = "published" in demo.state ? demo.state.published : null;
  if (demo.title.length > limits.title) throw wrong("has too long a title");
  if (published !== null && (demo.description?.length ?? 0) < limits.descriptionToPublish)
    throw wrong("is published without a description");
  if (published !== null && !demo.remote && demo.city === null) throw wrong("is published with no place to work");
  if (demo.fields.length > limits.creativeFields || demo.skills.length > limits.skills) throw wrong("asks too much");
  if (published === null && (demo.applicants || demo.crowd || demo.addenda || demo.bookmarkedBy))
    throw wrong("is a draft with applications, addenda or bookmarks");
  if ((demo.addenda ?? []).some((a) => a.content.length > limits.addendum || a.daysAgo >= (published ?? 0)))
    throw wrong("has an addendum too long, or older than itself");
  for (const a of demo.applicants ?? []) {
    if (a.by === owner.handle) throw wrong("is applied to by its owner");
    if (a.note.length > limits.applicationNote) throw wrong(`has too long a note by ${a.by}`);
    if (a.reply && (a.stage === "new" || demo.apply)) throw wrong(`answers ${a.by} outside the messenger`);
  }
}

interface PlannedApplication {
  applicantId: number;
  stage: ApplicationStage;
  note: string | null;
  ownerNote: string | null;
  /** Only hand-written applications through the messenger talk: the note, and the owner's answer. */
  talk: { note: string; reply?: string } | null;
  createdAt: Date;
  stageChangedAt: Date | null;
}

interface PlannedOpportunity {
  demo: DemoOpportunity;
  owner: DemoPerson;
  ownerId: number;
  slug: string;
  apply: ReturnType<typeof applyTo>;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  extendedAt: Date | null;
  expiresAt: Date | null;
  cancelledAt: Date | null;
  applications: PlannedApplication[];
  applicantsCheckedAt: Date | null;
  bookmarks: { ownerId: number; createdAt: Date }[];
}

/**
 * When an application came in and when its owner moved it on: those they moved came in the first
 * half of the window and were handled before the new ones arrived, so the owner last checked the
 * applicants before every application still at "new".
 */
function applicationTimes(random: Random, from: number, to: number, stage: ApplicationStage) {
  const at = (share: number) => from + (to - from) * share;
  if (stage === "new") return { createdAt: new Date(at(random.between(0.65, 0.98))), stageChangedAt: null };
  const created = at(random.between(0.02, 0.45));
  return {
    createdAt: new Date(created),
    stageChangedAt: new Date(created + (at(0.6) - created) * random.between(0.2, 1)),
  };
}

/** The crowd's applications: creatives of the opportunity's fields, a different one for each stage asked for. */
function crowdApplications(
  random: Random,
  demo: DemoOpportunity,
  ids: ReadonlyMap<string, number>,
): Omit<PlannedApplication, "createdAt" | "stageChangedAt">[] {
  const stages = demo.crowd ?? [];
  const fields = new Set<string>(demo.fields);
  const candidates = crowdCreatives.filter((p) => p.fields.some((f) => fields.has(f.field)));
  const chosen = candidates
    .map((p) => ({ p, order: random.next() }))
    .sort((a, b) => a.order - b.order)
    .slice(0, stages.length);
  if (chosen.length < stages.length) throw new Error(`Too few creatives of the crowd for "${demo.title}"`);
  const language = demo.language ?? "en";
  return chosen.map(({ p }, i) => {
    const stage = stages[i];
    const ownerNotes = OWNER_NOTES[language][stage];
    return {
      applicantId: demoIdOf(ids, p.handle),
      stage,
      note: random.pick(CROWD_NOTES[language]),
      ownerNote: ownerNotes && random.next() < 0.6 ? random.pick(ownerNotes) : null,
      talk: null,
    };
  });
}

/** Every demo opportunity placed in time, with its slug, applications and bookmarks. */
async function planOpportunities(db: Database, ids: ReadonlyMap<string, number>): Promise<PlannedOpportunity[]> {
  const now = Date.now();
  const planned: PlannedOpportunity[] = [];
  for (const demo of DEMO_OPPORTUNITIES) {
    const owner = ownerOf(demo);
    checkOpportunity(demo, owner);
    const random = seededRandom(`opportunity:${demo.title}`);
    // Slugs as new opportunities take them, free of those stored; the demo titles differ, so none of the batch collide.
    const slug = await freeSlug(db, opportunities.slug, slugify(demo.title, "opportunity"));
    if (planned.some((p) => p.slug === slug)) throw new Error(`Two demo opportunities are called "${demo.title}"`);
    const base = {
      demo,
      owner,
      ownerId: demoIdOf(ids, owner.handle),
      slug,
      apply: applyTo(demo, owner),
    };
    if ("drafted" in demo.state) {
      const createdAt = new Date(now - demo.state.drafted * DAY);
      planned.push({
        ...base,
        createdAt,
        updatedAt: new Date(createdAt.getTime() + random.between(0.2, 3) * HOUR),
        publishedAt: null,
        extendedAt: null,
        expiresAt: null,
        cancelledAt: null,
        applications: [],
        applicantsCheckedAt: null,
        bookmarks: [],
      });
      continue;
    }
    const { published, extended, cancelled } = demo.state;
    const publishedAt = now - published * DAY;
    const extendedAt = extended === undefined ? null : now - extended * DAY;
    const expiresAt = (extendedAt ?? publishedAt) + PERIOD;
    const cancelledAt = cancelled ? now - cancelled.daysAgo * DAY : null;
    // Applications and bookmarks come while it is on the board.
    const from = publishedAt + HOUR;
    const to = Math.min(now, expiresAt, cancelledAt ?? now) - HOUR;
    const throughMessenger = base.apply.type === "messenger";
    const applications = [
      ...(demo.applicants ?? []).map((a) => ({
        applicantId: demoIdOf(ids, a.by),
        stage: a.stage,
        note: a.note,
        ownerNote: a.ownerNote ?? null,
        talk: throughMessenger ? { note: a.note, reply: a.reply } : null,
      })),
      ...crowdApplications(random, demo, ids),
    ].map((a) => ({ ...a, ...applicationTimes(random, from, to, a.stage) }));
    const handled = applications.flatMap((a) => (a.stageChangedAt ? [a.stageChangedAt.getTime()] : []));
    planned.push({
      ...base,
      createdAt: new Date(publishedAt - random.between(1, 30) * HOUR),
      updatedAt: new Date(Math.max(publishedAt, extendedAt ?? 0, cancelledAt ?? 0)),
      publishedAt: new Date(publishedAt),
      extendedAt: extendedAt === null ? null : new Date(extendedAt),
      expiresAt: new Date(expiresAt),
      cancelledAt: cancelledAt === null ? null : new Date(cancelledAt),
      applications,
      applicantsCheckedAt: handled.length > 0 ? new Date(Math.max(...handled)) : null,
      bookmarks: (demo.bookmarkedBy ?? []).map((handle) => ({
        ownerId: demoIdOf(ids, handle),
        createdAt: new Date(from + (to - from) * random.between(0.1, 0.9)),
      })),
    });
  }
  return planned;
}

/** Where the work is: the place the demo data names, or the owner's city. */
const placeOf = (p: PlannedOpportunity) =>
  p.demo.city === undefined ? ([p.owner.city, p.owner.country] as const) : p.demo.city;

/** The largest city of the catalogue of each name and country the opportunities name. */
async function cityIds(db: Database, planned: readonly PlannedOpportunity[]): Promise<Map<string, number>> {
  const names = planned.flatMap((p) => placeOf(p)?.[0] ?? []);
  const rows = await db
    .selectDistinctOn([locations.name, locations.countryCode], {
      id: locations.id,
      name: locations.name,
      countryCode: locations.countryCode,
    })
    .from(locations)
    .where(inArray(locations.name, [...new Set(names)]))
    .orderBy(locations.name, locations.countryCode, sql`${locations.population} desc`);
  return new Map(rows.map((r) => [`${r.name}|${r.countryCode}`, r.id]));
}

function locationOf(p: PlannedOpportunity, cities: ReadonlyMap<string, number>): number | null {
  const place = placeOf(p);
  if (!place) return null;
  const [name, country] = place;
  const id = cities.get(`${name}|${country}`);
  if (id === undefined) throw new Error(`The demo data names an unknown city: ${name}, ${country}`);
  return id;
}

/** A file to store with the stored_files row naming it. */
interface DemoFile {
  object: NewObject;
  ownerId: number;
  originalName: string;
}

/** The files of an opportunity: its logo (original and renditions) and its material. */
interface OpportunityFiles {
  logo: { file: DemoFile; renditions: Record<string, string>; objects: NewObject[] } | null;
  material: DemoFile | null;
}

/**
 * Each company's logo drawn once, then stored for each of its opportunities as an upload keeps it:
 * a WebP original with its square renditions, under keys of its own, as each opportunity's logo is
 * replaced or removed on its own.
 */
async function opportunityFiles(planned: readonly PlannedOpportunity[]): Promise<OpportunityFiles[]> {
  const companies = [
    ...new Map(planned.filter((p) => p.owner.kind === "company").map((p) => [p.owner.handle, p.owner])).values(),
  ].map((owner, i) => ({ owner, style: HOUSE_STYLES[owner.handle] ?? LOGO_STYLES[i % LOGO_STYLES.length] }));
  const drawn = new Map<string, { original: Buffer; renditions: Record<string, Buffer> }>();
  await forEachConcurrently(companies, 4, async ({ owner, style }) => {
    const png = await drawPng(logoSvg(style, owner.art.palette, initialsOf(owner.name)));
    const original = await normalizeImage(png, IMAGE_LIMITS.maxPixels);
    const sizes = Object.fromEntries(LOGO_WIDTHS.map((side) => [side, { width: side, height: side }]));
    drawn.set(owner.handle, {
      original: original.bytes,
      renditions: await renderRenditions(original, sizes, { x: 0.5, y: 0.5 }),
    });
  });
  return planned.map((p) => {
    const art = drawn.get(p.owner.handle);
    return {
      logo: art
        ? {
            file: {
              object: {
                key: newStorageKey({ folder: LOGO_FOLDER, extension: "webp" }),
                bytes: art.original,
                contentType: WEBP,
              },
              ownerId: p.ownerId,
              originalName: `${p.slug}-logo.webp`,
            },
            ...renditionObjects(art.renditions),
          }
        : null,
      material: p.demo.material ? materialFile(p.demo.material, p.ownerId) : null,
    };
  });
}

/** A brief drawn as a PDF, kept as an uploaded material is: offered for download under its cleaned name. */
function materialFile(brief: NonNullable<DemoOpportunity["material"]>, ownerId: number): DemoFile {
  const name = sanitizeFileName(brief.name, "pdf");
  return {
    object: {
      key: newStorageKey({ folder: MATERIAL_FOLDER, extension: "pdf" }),
      bytes: briefingPdf(brief.title, brief.lines),
      contentType: "application/pdf",
      contentDisposition: attachmentDisposition(name),
    },
    ownerId,
    originalName: name,
  };
}

/** Each rendition under a key of its own, as the logo upload keeps them. */
function renditionObjects(bytes: Record<string, Buffer>): { renditions: Record<string, string>; objects: NewObject[] } {
  const renditions: Record<string, string> = {};
  const objects = Object.entries(bytes).map(([name, data]) => {
    renditions[name] = newStorageKey({ folder: LOGO_FOLDER, extension: "webp" });
    return { key: renditions[name], bytes: data, contentType: WEBP };
  });
  return { renditions, objects };
}

/** The stored_files rows of the demo files, in one statement; their ids by key. */
async function recordFiles(tx: Transaction, files: readonly DemoFile[]): Promise<Map<string, number>> {
  const rows = await tx
    .insert(storedFiles)
    .values(
      files.map((f) => ({
        key: f.object.key,
        ownerId: f.ownerId,
        contentType: f.object.contentType,
        byteSize: f.object.bytes.length,
        originalName: f.originalName,
        sha256: createHash("sha256").update(f.object.bytes).digest("hex"),
      })),
    )
    .returning({ id: storedFiles.id, key: storedFiles.key });
  return new Map(rows.map((r) => [r.key, r.id]));
}

interface TalkMessage {
  senderId: number;
  content: string;
  createdAt: Date;
  /** Who has not read it yet. */
  unreadBy: number | null;
}

/**
 * The conversations the hand-written applications through the messenger started: the note as the
 * applicant's first message, the owner's answer when they moved it on. As the messenger has it, a
 * stranger's note waits among the owner's message requests until the owner answers; connected
 * people's goes to the inbox. People who already talk keep their conversation as it was written,
 * and the application points to it.
 */
async function writeTalks(tx: Transaction, planned: readonly PlannedOpportunity[]): Promise<Map<string, number>> {
  const now = Date.now();
  const talks = new Map<string, { people: [number, number]; messages: TalkMessage[] }>();
  for (const p of planned) {
    for (const a of p.applications) {
      if (!a.talk) continue;
      const key = participantKey([a.applicantId, p.ownerId]);
      const talk = talks.get(key) ?? { people: [a.applicantId, p.ownerId], messages: [] };
      talk.messages.push({
        senderId: a.applicantId,
        content: a.talk.note,
        createdAt: a.createdAt,
        unreadBy: a.stage === "new" ? p.ownerId : null,
      });
      if (a.talk.reply && a.stageChangedAt) {
        const recent = now - a.stageChangedAt.getTime() < 2 * DAY;
        talk.messages.push({
          senderId: p.ownerId,
          content: a.talk.reply,
          createdAt: a.stageChangedAt,
          unreadBy: recent ? a.applicantId : null,
        });
      }
      talks.set(key, talk);
    }
  }
  const existing = await tx
    .select({ id: conversations.id, key: conversations.participantKey })
    .from(conversations)
    .where(inArray(conversations.participantKey, [...talks.keys()]));
  const idOf = new Map(existing.map((c) => [c.key, c.id]));
  // Never empty: the demo data has hand-written applications through the messenger between strangers.
  const fresh = [...talks].filter(([key]) => !idOf.has(key));
  for (const [, talk] of fresh) talk.messages.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const started = await tx
    .insert(conversations)
    .values(
      fresh.map(([key, talk]) => ({
        participantKey: key,
        startedById: talk.people[0],
        createdAt: talk.messages[0].createdAt,
      })),
    )
    .returning({ id: conversations.id, key: conversations.participantKey });
  for (const c of started) idOf.set(c.key, c.id);
  const conversationOf = (key: string) => idOf.get(key) as number;
  const applicants = fresh.map(([, talk]) => talk.people[0]);
  const linked = await tx
    .select({ requesterId: connections.requesterId, connecteeId: connections.connecteeId })
    .from(connections)
    .where(
      and(
        eq(connections.status, "confirmed"),
        or(inArray(connections.requesterId, applicants), inArray(connections.connecteeId, applicants)),
      ),
    );
  const connected = new Set(linked.map((c) => participantKey([c.requesterId, c.connecteeId])));
  await tx.insert(messages).values(
    fresh.flatMap(([key, talk]) =>
      talk.messages.map((m) => ({
        conversationId: conversationOf(key),
        senderId: m.senderId,
        content: m.content,
        createdAt: m.createdAt,
      })),
    ),
  );
  await tx.insert(participations).values(
    fresh.flatMap(([key, talk]) =>
      talk.people.map((userId) => {
        const { messages: written } = talk;
        const waits = !connected.has(key) && written.every((m) => m.senderId !== userId);
        let unread = 0;
        while (unread < written.length && written[written.length - 1 - unread].unreadBy === userId) unread++;
        return {
          conversationId: conversationOf(key),
          userId,
          status: waits ? ("request" as const) : ("inbox" as const),
          lastMessageAt: written[written.length - 1].createdAt,
          unreadCount: unread,
          lastReadAt: written[written.length - 1 - unread]?.createdAt ?? null,
          createdAt: written[0].createdAt,
        };
      }),
    ),
  );
  return idOf;
}

/** Writes the opportunities and everything around them in the caller's transaction. */
async function storeOpportunities(
  tx: Transaction,
  planned: readonly PlannedOpportunity[],
  files: readonly OpportunityFiles[],
  named: Lookup,
  cities: ReadonlyMap<string, number>,
): Promise<void> {
  const fileIds = await recordFiles(
    tx,
    files.flatMap((f) => [...(f.logo ? [f.logo.file] : []), ...(f.material ? [f.material] : [])]),
  );
  const fileId = (file: DemoFile) => fileIds.get(file.object.key) as number;
  const rows = await tx
    .insert(opportunities)
    .values(
      planned.map((p, i) => {
        const { demo } = p;
        const logo = files[i].logo;
        const [salary, currency, salaryInterval] = demo.salary ?? [null, null, null];
        return {
          ownerId: p.ownerId,
          slug: p.slug,
          kind: "job" in demo.kind ? ("job" as const) : ("project" as const),
          status: p.publishedAt ? ("published" as const) : ("drafted" as const),
          title: demo.title,
          description: demo.description ?? null,
          jobType: "job" in demo.kind ? demo.kind.job : null,
          projectPeriod: "project" in demo.kind ? demo.kind.project : null,
          salary,
          currency,
          salaryInterval,
          remote: demo.remote ?? false,
          locationId: locationOf(p, cities),
          applyType: p.apply.type,
          applyTarget: p.apply.target,
          logoFileId: logo ? fileId(logo.file) : null,
          logoRenditions: logo?.renditions ?? null,
          applicationsCount: p.applications.length,
          applicantsCheckedAt: p.applicantsCheckedAt,
          publishedAt: p.publishedAt,
          extendedAt: p.extendedAt,
          expiresAt: p.expiresAt,
          cancelledAt: p.cancelledAt,
          cancelReason: "published" in demo.state ? (demo.state.cancelled?.reason ?? null) : null,
          createdAt: p.createdAt,
          updatedAt: p.updatedAt,
        };
      }),
    )
    .returning({ id: opportunities.id, slug: opportunities.slug });
  const idBySlug = new Map(rows.map((r) => [r.slug, r.id]));
  const stored = planned.map((p, i) => ({ ...p, id: demoIdOf(idBySlug, p.slug), files: files[i] }));

  await tx
    .insert(opportunityFields)
    .values(
      stored.flatMap((o) => o.demo.fields.map((f) => ({ opportunityId: o.id, creativeFieldId: named("field", f) }))),
    );
  await tx
    .insert(opportunitySkills)
    .values(stored.flatMap((o) => o.demo.skills.map((s) => ({ opportunityId: o.id, skillId: named("skill", s) }))));
  await tx
    .insert(opportunityMaterials)
    .values(
      stored.flatMap(({ id, files: { material }, createdAt }) =>
        material ? [{ opportunityId: id, fileId: fileId(material), name: material.originalName, createdAt }] : [],
      ),
    );
  const now = Date.now();
  await tx.insert(opportunityAddenda).values(
    stored.flatMap((o) =>
      (o.demo.addenda ?? []).map((a) => ({
        opportunityId: o.id,
        content: a.content,
        createdAt: new Date(now - a.daysAgo * DAY),
      })),
    ),
  );
  const talks = await writeTalks(tx, planned);
  await tx.insert(opportunityApplications).values(
    stored.flatMap((o) =>
      o.applications.map((a) => ({
        opportunityId: o.id,
        applicantId: a.applicantId,
        note: a.note,
        stage: a.stage,
        ownerNote: a.ownerNote,
        conversationId: a.talk ? (talks.get(participantKey([a.applicantId, o.ownerId])) ?? null) : null,
        stageChangedAt: a.stageChangedAt,
        createdAt: a.createdAt,
      })),
    ),
  );
  await tx
    .insert(bookmarks)
    .values(
      stored.flatMap((o) =>
        o.bookmarks.map((b) => ({ ownerId: b.ownerId, opportunityId: o.id, createdAt: b.createdAt })),
      ),
    );
}

/**
 * The demo world's opportunities: about forty projects and jobs of the demo clients, with logos
 * drawn at seed time, briefs as PDFs, addenda, applications at every stage (the hand-written ones
 * through the messenger starting conversations), and bookmarks. Runs once: when any demo person has
 * an opportunity, the board is left as its users keep it.
 */
export async function seedDemoOpportunities(deps: Pick<AppDeps, "db" | "storage" | "log">): Promise<void> {
  const ids = await demoUserIdsToSeed(deps.db, opportunities.ownerId);
  if (!ids) return;
  const planned = await planOpportunities(deps.db, ids);
  const [named, cities, files] = await Promise.all([
    vocabulary(deps.db),
    cityIds(deps.db, planned),
    opportunityFiles(planned),
  ]);
  const objects = files.flatMap((f) => [
    ...(f.logo ? [f.logo.file.object, ...f.logo.objects] : []),
    ...(f.material ? [f.material.object] : []),
  ]);
  await storeThenRecord(deps, objects, () =>
    deps.db.transaction((tx) => storeOpportunities(tx, planned, files, named, cities)),
  );
}
