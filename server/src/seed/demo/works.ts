import type { CreationType } from "@atelier/common";
import type { WorkPicture } from "./work-art.ts";

/** Someone the owner named on an item, with what they did; pending until they confirm. */
export interface DemoCoCreator {
  handle: string;
  role: string;
  confirmed: boolean;
}

/**
 * A showroom or gallery item of a demo person, written as its owner would enter it, in the owner's
 * language. Showroom items name creative fields (slugs) and skills (English standard names), both
 * from the owner's own profile; gallery items have neither.
 */
export interface DemoWork {
  type: CreationType;
  title: string;
  description: string;
  fields?: string[];
  skills?: string[];
  /** One to four pictures, drawn at seed time; they come first, an embed after them. */
  pictures: WorkPicture[];
  /** A YouTube, Vimeo or SoundCloud link, as the owner would paste it. */
  embed?: string;
  links?: string[];
  coCreators?: DemoCoCreator[];
  /** Left unpublished: only its owner sees it. */
  draft?: boolean;
}

const showroom = (work: Omit<DemoWork, "type">): DemoWork => ({ type: "showroom", ...work });
const gallery = (work: Omit<DemoWork, "type" | "fields" | "skills">): DemoWork => ({ type: "gallery", ...work });

/** Each demo creative's work, newest first, which is also the owner's order. */
export const DEMO_WORKS: Record<string, DemoWork[]> = {
  mara: [
    showroom({
      title: "Tidal Notes: cover for Elbwerk Quarterly",
      description:
        "A spring cover about the North Sea coast: ink linework, then flat colour in Procreate. The brief asked for " +
        "calm; the tide lines do the talking.",
      fields: ["illustration", "editorial-design"],
      skills: ["Editorial Illustration", "Cover Design", "Digital Illustration"],
      pictures: [{ style: "cover", word: "Tidal Notes", format: "standard" }, { style: "landscape" }],
      links: ["https://mara-lindqvist.example/projects/tidal-notes"],
    }),
    showroom({
      title: "The Night Ferry, a picture book",
      description:
        "Thirty-two pages about a girl who crosses the Elbe by night ferry and finds the harbour awake. Written " +
        "and illustrated in ink and gouache textures.",
      fields: ["illustration"],
      skills: ["Ink Drawing", "Digital Illustration"],
      pictures: [
        { style: "cover", word: "The Night Ferry", format: "standard" },
        { style: "landscape" },
        { style: "landscape" },
      ],
      coCreators: [{ handle: "alpenverlag", role: "Publisher", confirmed: true }],
      links: ["https://alpenverlag-salzburg.example/kinderbuch/night-ferry"],
    }),
    showroom({
      title: "Shop window lettering for Speicher Kaffee",
      description:
        "Hand-lettered window for a coffee roastery in the Speicherstadt: sketched on tracing paper, painted " +
        "in reverse with a sign writer's brush.",
      fields: ["typography"],
      skills: ["Hand Lettering", "Lettering"],
      pictures: [{ style: "poster", word: "Kaffee" }],
    }),
    showroom({
      title: "Spot illustrations: the future of work",
      description:
        "Twelve small drawings for a magazine series on remote work, meetings and the four-day week. Each had " +
        "to read at the size of a stamp.",
      fields: ["illustration", "editorial-design"],
      skills: ["Editorial Illustration", "Procreate", "Magazine Layout"],
      pictures: [{ style: "objects" }],
    }),
    showroom({
      title: "Harbour poster series",
      description:
        "Three posters for the harbour's anniversary, sold in the museum shop: cranes, ferries and the fish " +
        "market at dawn, with lettering drawn for each.",
      fields: ["illustration", "typography"],
      skills: ["Ink Drawing", "Lettering"],
      pictures: [{ style: "poster", word: "Elbe" }],
      links: ["https://mara-lindqvist.example/shop/harbour-posters"],
    }),
    showroom({
      title: "Tarot deck, first sketches",
      description: "Twenty-two major arcana in ink. Still deciding on the colours; not ready to show yet.",
      fields: ["illustration"],
      skills: ["Ink Drawing"],
      pictures: [{ style: "cover", word: "The Star", format: "standard" }],
      draft: true,
    }),
    showroom({
      title: "Botanical alphabet",
      description: "A letter a week, each grown from a plant that starts with it. Up to G so far.",
      fields: ["typography"],
      skills: ["Hand Lettering"],
      pictures: [{ style: "pattern" }],
      draft: true,
    }),
    gallery({
      title: "Sketchbook, spring",
      description: "Pages from the sketchbook I carry on the ferry: people, gulls and a lot of cranes.",
      pictures: [{ style: "landscape" }],
    }),
    gallery({
      title: "Ink studies of the Elbe",
      description: "Quick brush studies of the river in different weather, ten minutes each.",
      pictures: [{ style: "landscape" }],
    }),
    gallery({
      title: "Lettering warm-ups",
      description: "The alphabets I draw before a lettering job, to loosen the wrist.",
      pictures: [{ style: "poster", word: "Aa Bb Cc" }],
    }),
    gallery({
      title: "Studio corner",
      description: "Photos of the new studio once the shelves are up.",
      pictures: [{ style: "objects" }],
      draft: true,
    }),
  ],
  jonas: [
    showroom({
      title: "Almabtrieb im Allgäu",
      description:
        "Reportage über den Almabtrieb in Bad Hindelang: drei Tage mit den Hirten, vom ersten Licht auf der Alpe " +
        "bis zum Fest im Dorf. Erschienen im Magazin Bergwärts.",
      fields: ["photography"],
      skills: ["Reportage Photography", "Landscape Photography", "Adobe Lightroom"],
      pictures: [{ style: "landscape" }, { style: "landscape" }],
      links: ["https://jonas-reiter.example/reportagen/almabtrieb"],
    }),
    showroom({
      title: "Werbefilm „Draußen zuhause“",
      description:
        "Kampagnenfilm für eine Outdoor-Marke, gedreht an vier Tagen im Karwendel. Kamera und Farbkorrektur in " +
        "DaVinci Resolve; Musik von Tobias Engel.",
      fields: ["film-video"],
      skills: ["Cinematography", "Commercials", "DaVinci Resolve"],
      pictures: [{ style: "frames", word: "DRAUSSEN ZUHAUSE" }],
      embed: "https://vimeo.com/824519736",
      coCreators: [
        { handle: "tobias", role: "Musik und Sounddesign", confirmed: true },
        { handle: "kiosk", role: "Konzept und Produktion", confirmed: true },
      ],
    }),
    showroom({
      title: "Isar im Winter, analog",
      description: "Eine Serie auf Mittelformatfilm: die Isar zwischen Wittelsbacher Brücke und Flaucher bei Frost.",
      fields: ["photography"],
      skills: ["Analogue Photography", "Landscape Photography"],
      pictures: [{ style: "landscape", format: "standard" }],
    }),
    showroom({
      title: "Porträts: Handwerk in Oberbayern",
      description:
        "Zwölf Porträts von Handwerkerinnen und Handwerkern in ihren Werkstätten, für eine Ausstellung der " +
        "Handwerkskammer.",
      fields: ["photography"],
      skills: ["Reportage Photography", "Adobe Lightroom"],
      pictures: [{ style: "objects" }],
    }),
    showroom({
      title: "Hüttenküche, eine Miniserie",
      description: "Drei kurze Filme über Hüttenwirte und ihre Küchen, gedreht mit kleinem Team und viel Geduld.",
      fields: ["film-video", "photography"],
      skills: ["Cinematography", "DaVinci Resolve"],
      pictures: [{ style: "frames", word: "HÜTTENKÜCHE" }],
      embed: "https://www.youtube.com/watch?v=qH7nRt2LmXo",
    }),
    gallery({
      title: "Hinter den Kulissen: Karwendel",
      description: "Bilder vom Dreh im Karwendel, zwischen Nebel und Kaiserschmarrn.",
      pictures: [{ style: "frames", word: "SET" }],
    }),
    gallery({
      title: "Kontaktbögen 2025",
      description: "Ausgewählte Bilder vom Film, die es in keine Reportage geschafft haben.",
      pictures: [{ style: "landscape" }],
    }),
  ],
  aisha: [
    showroom({
      title: "Clinic booking, redesigned for everyone",
      description:
        "An NHS-style appointment flow rebuilt with screen-reader users from the first sketch: three steps instead " +
        "of seven, tested with twenty patients.",
      fields: ["ux-ui-design"],
      skills: ["Accessibility", "User Research", "Prototyping"],
      pictures: [{ style: "screens", word: "Book a visit" }],
      links: ["https://aisha-okafor.example/case-studies/clinic-booking"],
    }),
    showroom({
      title: "Lantern, a design system",
      description:
        "Tokens, components and documentation for a fintech's four products, built in Figma and shipped as React " +
        "components with accessible defaults.",
      fields: ["ux-ui-design", "web-development"],
      skills: ["Design Systems", "Figma", "React", "TypeScript"],
      pictures: [{ style: "screens", word: "Lantern" }],
      coCreators: [{ handle: "studio", role: "Brand identity", confirmed: true }],
    }),
    showroom({
      title: "Accessible forms, a talk",
      description:
        "My talk from a London front-end meetup: labels, errors and focus order, with the CSS that makes them " +
        "work.",
      fields: ["web-development"],
      skills: ["Accessibility", "CSS"],
      pictures: [{ style: "screens", word: "Label it" }],
      embed: "https://youtu.be/Zp4wKd8sNcE",
    }),
    showroom({
      title: "Community garden map",
      description: "A volunteer project: a small web app that shows which beds need watering this week.",
      fields: ["web-development", "ux-ui-design"],
      skills: ["React", "Prototyping"],
      pictures: [{ style: "plan", word: "GARDEN BEDS" }],
      links: ["https://garden-map.example"],
    }),
    gallery({
      title: "Workshop walls",
      description: "Sticky notes and sketches from a week of user research sessions.",
      pictures: [{ style: "pattern" }],
    }),
    gallery({
      title: "Interface sketches",
      description: "Paper prototypes before anything went into Figma.",
      pictures: [{ style: "screens", word: "Sketch" }],
    }),
  ],
  lena: [
    showroom({
      title: "Kollektion „Restlicht“",
      description:
        "Zwölf Teile aus Restbeständen Wiener Webereien, pflanzlich gefärbt. Gezeigt bei der Vienna Fashion Week " +
        "im Museumsquartier.",
      fields: ["fashion-design", "textile-design"],
      skills: ["Sustainable Fashion", "Collection Development", "Dyeing"],
      pictures: [{ style: "pattern" }],
      coCreators: [{ handle: "ruby", role: "Schmuck", confirmed: true }],
      links: ["https://label-hofbauer.example/restlicht"],
    }),
    showroom({
      title: "Drapierte Mäntel",
      description: "Studien zu Mänteln ohne Abfall: Schnitte, die den ganzen Stoff verwenden.",
      fields: ["fashion-design"],
      skills: ["Pattern Making", "Draping"],
      pictures: [{ style: "plan", word: "SCHNITT 04" }],
    }),
    showroom({
      title: "Siebdruck-Stoffe für den Sommer",
      description: "Handgedruckte Baumwolle mit Mustern aus dem Wienerwald, in kleinen Auflagen.",
      fields: ["textile-design"],
      skills: ["Textile Printing", "Surface Pattern Design"],
      pictures: [{ style: "pattern" }],
    }),
    showroom({
      title: "Upcycling-Workshop im MAK",
      description: "Ein Wochenende lang haben dreißig Teilnehmende alte Hemden zu neuen Teilen umgearbeitet.",
      fields: ["fashion-design"],
      skills: ["Sustainable Fashion"],
      pictures: [{ style: "objects" }],
      embed: "https://vimeo.com/731904582",
    }),
    gallery({
      title: "Färbeküche",
      description: "Zwiebelschalen, Krapp und Indigo: Proben aus der Färbeküche.",
      pictures: [{ style: "pattern", format: "standard" }],
    }),
    gallery({
      title: "Atelier im siebten Bezirk",
      description: "Ein Blick in die Werkstatt zwischen zwei Kollektionen.",
      pictures: [{ style: "objects" }],
    }),
  ],
  felix: [
    showroom({
      title: "Title sequence „Stadt der Stimmen“",
      description:
        "Vorspann für einen Dokumentarfilm über Zürich: kinetische Typografie, die den Stimmen der Stadt folgt. " +
        "After Effects und Cinema 4D.",
      fields: ["motion-design"],
      skills: ["Kinetic Typography", "Adobe After Effects", "Cinema 4D"],
      pictures: [{ style: "frames", word: "STADT DER STIMMEN" }],
      embed: "https://vimeo.com/689201457",
      coCreators: [{ handle: "tobias", role: "Sounddesign", confirmed: true }],
    }),
    showroom({
      title: "Markenanimation für Nordlicht Studio",
      description: "Logo-Animation und ein Baukasten an Übergängen für die Social-Media-Kanäle der Agentur.",
      fields: ["motion-design", "art-direction"],
      skills: ["Motion Graphics", "Art Direction"],
      pictures: [{ style: "frames", word: "NORDLICHT" }],
      coCreators: [{ handle: "studio", role: "Auftraggeber und Markendesign", confirmed: true }],
    }),
    showroom({
      title: "Musikvideo „Glas“",
      description: "Ein Musikvideo ganz aus Glasformen und Licht, in drei Wochen in Cinema 4D gebaut.",
      fields: ["motion-design"],
      skills: ["Cinema 4D", "Motion Graphics"],
      pictures: [{ style: "jewel" }],
      embed: "https://www.youtube.com/watch?v=Gl4sV1deOx8",
    }),
    showroom({
      title: "Pitch: Kampagne für die Kunsthalle",
      description: "Konzept und Moodfilm für eine Ausstellungskampagne; gewonnen gegen drei Agenturen.",
      fields: ["art-direction"],
      skills: ["Visual Concepts", "Pitch Presentations"],
      pictures: [{ style: "poster", word: "Kunsthalle" }],
      coCreators: [{ handle: "kiosk", role: "Kampagnenentwicklung", confirmed: false }],
    }),
    gallery({
      title: "Styleframes",
      description: "Einzelbilder aus Projekten der letzten Monate.",
      pictures: [{ style: "frames", word: "STYLEFRAMES" }],
    }),
    gallery({
      title: "Typo-Experimente",
      description: "Kleine Loops zwischen zwei Aufträgen.",
      pictures: [{ style: "poster", word: "Loop" }],
    }),
  ],
  claire: [
    showroom({
      title: "Fieldnotes Coffee: the voice",
      description:
        "A tone-of-voice guide and packaging copy for a Leeds roaster: short sentences, no tasting-note poetry, " +
        "and a joke on every bag.",
      fields: ["writing-copy"],
      skills: ["Copywriting", "Concept Development"],
      pictures: [{ style: "poster", word: "Brewed." }],
      links: ["https://fieldnotes-coffee.example/our-story"],
    }),
    showroom({
      title: "Harbour & Finch summer campaign",
      description: "Headlines and social posts for a coastal campaign that ran on buses and Instagram.",
      fields: ["writing-copy", "marketing-social-media"],
      skills: ["Storytelling", "Social Media Marketing"],
      pictures: [{ style: "poster", word: "Salt air." }],
      coCreators: [{ handle: "jonas", role: "Photography", confirmed: false }],
    }),
    showroom({
      title: "A year of newsletters for a bookshop",
      description: "Fifty-two Sunday letters for a Dublin bookshop that doubled its readers in a year.",
      fields: ["marketing-social-media"],
      skills: ["Content Strategy"],
      pictures: [{ style: "cover", word: "Sunday Letter", format: "standard" }],
    }),
    gallery({
      title: "Words on walls",
      description: "Lines I wrote that ended up painted on café walls around Dublin.",
      pictures: [{ style: "poster", word: "Stay a while" }],
    }),
    gallery({
      title: "Notebook pages",
      description: "Where the headlines start.",
      pictures: [{ style: "pattern" }],
    }),
  ],
  tobias: [
    showroom({
      title: "Soundtrack „Nordlicht“",
      description:
        "Orchestrale Filmmusik für einen Dokumentarfilm über Spitzbergen, eingespielt mit dem Leipziger " +
        "Kammerorchester.",
      fields: ["music-sound"],
      skills: ["Film Scoring"],
      pictures: [{ style: "sound", word: "Nordlicht" }],
      embed: "https://soundcloud.com/tobias-engel-demo/nordlicht-main-theme",
    }),
    showroom({
      title: "Sounddesign für „Ember Trail“",
      description: "Über 400 Geräusche für ein Indie-Game, vom Lagerfeuer bis zum Drachenflügel.",
      fields: ["music-sound"],
      skills: ["Sound Design", "Foley", "Ableton Live"],
      pictures: [{ style: "sound", word: "Ember Trail" }],
      embed: "https://soundcloud.com/tobias-engel-demo/ember-trail-sfx-reel",
      coCreators: [{ handle: "oliver", role: "Game Design", confirmed: true }],
    }),
    showroom({
      title: "Foley-Session im eigenen Studio",
      description: "Schritte, Türen, Stoffe: ein Einblick, wie Alltagsgeräusche für Film entstehen.",
      fields: ["music-sound", "film-video"],
      skills: ["Foley", "Video Editing"],
      pictures: [{ style: "objects" }],
      embed: "https://www.youtube.com/watch?v=F0leyS3ssn1",
    }),
    showroom({
      title: "Hörspielmusik „Die Brücke“",
      description: "Musik und Atmosphären für ein Hörspiel des MDR in sechs Folgen.",
      fields: ["music-sound"],
      skills: ["Film Scoring", "Sound Design"],
      pictures: [{ style: "sound", word: "Die Brücke" }],
    }),
    gallery({
      title: "Studio Plagwitz",
      description: "Das Studio nach dem Umbau: neue Akustik, alte Instrumente.",
      pictures: [{ style: "objects" }],
    }),
    gallery({
      title: "Partiturseiten",
      description: "Skizzen aus der Arbeit an „Nordlicht“.",
      pictures: [{ style: "sound", word: "Skizzen" }],
    }),
  ],
  hannah: [
    showroom({
      title: "Umbau Kapitänshaus Vegesack",
      description:
        "Ein Haus von 1850 bekommt eine zweite Geschichte: offene Küche unterm Dach, alte Dielen, neue Fenster. " +
        "Planung und Bauleitung.",
      fields: ["architecture", "interior-design"],
      skills: ["Architectural Design", "Sustainable Building", "Space Planning"],
      pictures: [{ style: "plan", word: "OBERGESCHOSS" }],
      coCreators: [{ handle: "greta", role: "Bauherrin", confirmed: true }],
    }),
    showroom({
      title: "Praxis Dr. Yilmaz, Ehrenfeld",
      description: "Eine Zahnarztpraxis, in der niemand nervös wird: Holz, Licht und klare Wege.",
      fields: ["interior-design"],
      skills: ["Interior Architecture", "Space Planning"],
      pictures: [{ style: "plan", word: "PRAXIS" }],
    }),
    showroom({
      title: "Unverpackt-Laden am Eigelstein",
      description: "Ladenbau aus Restholz für einen Unverpackt-Laden, gemeinsam mit einer Tischlerin geplant.",
      fields: ["interior-design"],
      skills: ["Shop Design"],
      pictures: [{ style: "objects" }],
      coCreators: [{ handle: "sophie", role: "Möbelentwurf", confirmed: false }],
    }),
    showroom({
      title: "Wettbewerb: Quartiershaus Mülheim",
      description: "Wettbewerbsbeitrag für ein Nachbarschaftshaus in Holzbauweise, zweiter Preis.",
      fields: ["architecture"],
      skills: ["Architectural Design", "ArchiCAD"],
      pictures: [{ style: "plan", word: "ERDGESCHOSS" }],
    }),
    gallery({
      title: "Materialproben",
      description: "Lehmputz, Kork und Eiche: was gerade auf dem Schreibtisch liegt.",
      pictures: [{ style: "pattern", format: "standard" }],
    }),
    gallery({
      title: "Baustellenbesuche",
      description: "Momente von der Baustelle in Vegesack.",
      pictures: [{ style: "plan", word: "BAUSTELLE" }],
    }),
  ],
  oliver: [
    showroom({
      title: "Ember Trail",
      description:
        "A cosy roguelike about a fox carrying the last ember home. Level design, pixel art and every mechanic " +
        "prototyped in Unity over two years of evenings.",
      fields: ["game-design"],
      skills: ["Level Design", "Pixel Art", "Unity", "Game Mechanics"],
      pictures: [{ style: "pixels" }, { style: "pixels" }, { style: "poster", word: "Ember" }, { style: "pattern" }],
      embed: "https://www.youtube.com/watch?v=EmbTr41lDev",
      links: ["https://ember-trail.example"],
      coCreators: [{ handle: "tobias", role: "Sound design", confirmed: true }],
    }),
    showroom({
      title: "Game jam: Tidepool",
      description: 'Forty-eight hours, one theme ("beneath") and a crab who sorts rock pools. Placed third.',
      fields: ["game-design"],
      skills: ["Game Mechanics", "Pixel Art"],
      pictures: [{ style: "pixels" }],
    }),
    showroom({
      title: "Character sheets for Ember Trail",
      description: "Turnarounds and expressions for the fox and the five creatures of the forest.",
      fields: ["illustration"],
      skills: ["Character Design", "Concept Art"],
      pictures: [{ style: "pixels", format: "standard" }],
    }),
    showroom({
      title: "Concept art: the flooded city",
      description: "Environment paintings for a pitch that did not get funded, but I still like them.",
      fields: ["illustration", "game-design"],
      skills: ["Concept Art", "Level Design"],
      pictures: [{ style: "landscape" }],
    }),
    gallery({
      title: "Sprite sketches",
      description: "Tiny animations from the sketch folder.",
      pictures: [{ style: "pixels" }],
    }),
    gallery({
      title: "Jam weekend photos",
      description: "Manchester Game Jam, pizza included.",
      pictures: [{ style: "frames", word: "JAM" }],
    }),
  ],
  sophie: [
    showroom({
      title: "Hocker „Main“",
      description:
        "Ein stapelbarer Hocker aus Eschenholz, ohne Schrauben gefügt. Prototyp in der eigenen Werkstatt, Serie " +
        "bei einer Manufaktur im Odenwald.",
      fields: ["product-design", "crafts"],
      skills: ["Furniture Design", "Woodworking", "Design for Manufacturing"],
      pictures: [{ style: "objects" }],
      links: ["https://sophie-brandt.example/main"],
    }),
    showroom({
      title: "Steinzeug-Serie „Ufer“",
      description: "Becher, Schalen und Krüge mit einer Glasur, die an den Main bei Niedrigwasser erinnert.",
      fields: ["crafts"],
      skills: ["Ceramics"],
      pictures: [{ style: "objects", format: "standard" }],
    }),
    showroom({
      title: "Leuchte „Falter“",
      description: "Eine Tischleuchte aus gefaltetem Aluminium, in Fusion 360 entwickelt und im 3D-Druck erprobt.",
      fields: ["product-design"],
      skills: ["Fusion 360", "Rapid Prototyping"],
      pictures: [{ style: "objects" }],
    }),
    showroom({
      title: "Regalsystem für den Unverpackt-Laden",
      description: "Modulare Regale aus Restholz, gemeinsam mit Hannah Weiss für einen Kölner Laden entwickelt.",
      fields: ["product-design"],
      skills: ["Furniture Design"],
      pictures: [{ style: "plan", word: "REGAL" }],
      coCreators: [{ handle: "hannah", role: "Innenarchitektur", confirmed: true }],
    }),
    gallery({
      title: "Werkstatt",
      description: "Späne, Skizzen und Prototypen.",
      pictures: [{ style: "objects" }],
    }),
    gallery({
      title: "Glasurproben",
      description: "Zwanzig Versuche bis zur richtigen Farbe.",
      pictures: [{ style: "pattern" }],
    }),
  ],
  noah: [
    showroom({
      title: "Erscheinungsbild Theater Stuttgart-Ost",
      description:
        "Neues Corporate Design für ein freies Theater: ein Raster, eine Schrift, drei Farben – und Plakate, die " +
        "man von der anderen Straßenseite liest.",
      fields: ["graphic-design", "branding"],
      skills: ["Corporate Design", "Visual Identity", "Poster Design"],
      pictures: [{ style: "poster", word: "Ost" }],
      coCreators: [{ handle: "matteo", role: "Bühnenbild Kampagnenmotiv", confirmed: false }],
    }),
    showroom({
      title: "Rebranding Weingut Kern",
      description: "Etiketten, Logo und Website für ein Weingut im Remstal, das jünger wirken wollte.",
      fields: ["branding"],
      skills: ["Rebranding", "Visual Identity"],
      pictures: [{ style: "poster", word: "Kern" }],
    }),
    showroom({
      title: "Jahresbericht Stadtbibliothek",
      description: "Ein Jahresbericht, den man gern liest: 64 Seiten, gesetzt in InDesign.",
      fields: ["graphic-design"],
      skills: ["Adobe InDesign", "Corporate Design"],
      pictures: [{ style: "cover", word: "Jahresbericht", format: "standard" }],
    }),
    showroom({
      title: "Plakatreihe „Jazz im Hof“",
      description: "Sechs Konzertplakate in Siebdruck, je eine Farbe pro Abend.",
      fields: ["graphic-design"],
      skills: ["Poster Design"],
      pictures: [{ style: "poster", word: "Jazz" }],
    }),
    gallery({
      title: "Plakatwand",
      description: "Meine Plakate in der Stadt, fotografiert im Vorbeigehen.",
      pictures: [{ style: "poster", word: "Plakat" }],
    }),
    gallery({
      title: "Rasterstudien",
      description: "Raster, die noch auf ihr Projekt warten.",
      pictures: [{ style: "plan", word: "RASTER" }],
    }),
  ],
  emily: [
    showroom({
      title: "Leith shore, oil on linen",
      description:
        "A series of six large paintings of the shoreline at Leith, painted over one winter from the same spot " +
        "at different tides.",
      fields: ["fine-arts"],
      skills: ["Oil Painting"],
      pictures: [{ style: "landscape" }],
      links: ["https://emily-carter.example/leith-shore"],
    }),
    showroom({
      title: "The Selkie's Coat, illustrated",
      description: "Ink illustrations for a retelling of an Orkney folk tale, published as a small hardback.",
      fields: ["illustration"],
      skills: ["Ink Drawing", "Children's Book Illustration"],
      pictures: [{ style: "cover", word: "The Selkie's Coat", format: "standard" }],
      coCreators: [{ handle: "mara", role: "Hand lettering", confirmed: false }],
    }),
    showroom({
      title: "Linocut prints: harbour birds",
      description: "Eight linocuts of the birds in the harbour, printed by hand in editions of thirty.",
      fields: ["fine-arts"],
      skills: ["Printmaking"],
      pictures: [{ style: "pattern", format: "standard" }],
    }),
    showroom({
      title: "Life drawing, Thursday nights",
      description: "Charcoal drawings from the weekly session at the Leith studio.",
      fields: ["fine-arts"],
      skills: ["Life Drawing"],
      pictures: [{ style: "objects" }],
    }),
    gallery({
      title: "Studio in Leith",
      description: "Canvases drying by the window.",
      pictures: [{ style: "landscape", format: "standard" }],
    }),
    gallery({
      title: "Paint box",
      description: "Colour notes for the shore series.",
      pictures: [{ style: "pattern" }],
    }),
  ],
  matteo: [
    showroom({
      title: "Bühnenbild „Der Sturm“, Theater Basel",
      description:
        "Eine Insel aus Licht und einem einzigen schwebenden Felsen. Bühnenbild und Lichtkonzept für Shakespeares " +
        "letzte Komödie.",
      fields: ["set-design"],
      skills: ["Stage Design", "Stage Lighting"],
      pictures: [{ style: "stage" }],
      coCreators: [{ handle: "tobias", role: "Bühnenmusik", confirmed: true }],
    }),
    showroom({
      title: "Opernwerkstatt: Die Zauberflöte für Kinder",
      description: "Eine Stunde Oper für Schulklassen, mit einem Bühnenbild, das in einen Sprinter passt.",
      fields: ["set-design", "performing-arts"],
      skills: ["Set Construction", "Stage Directing"],
      pictures: [{ style: "stage" }],
      embed: "https://vimeo.com/652204318",
    }),
    showroom({
      title: "Modellbau „Kirschgarten“",
      description: "Das Bühnenmodell im Maßstab 1:25 für eine freie Produktion.",
      fields: ["set-design"],
      skills: ["Set Construction", "Stage Design"],
      pictures: [{ style: "plan", word: "MODELL 1:25" }],
    }),
    gallery({
      title: "Probenfotos",
      description: "Die letzten Proben vor der Premiere.",
      pictures: [{ style: "stage" }],
    }),
    gallery({
      title: "Skizzenbuch Bühne",
      description: "Erste Ideen, noch ohne Maßstab.",
      pictures: [{ style: "plan", word: "SKIZZE" }],
    }),
  ],
  ruby: [
    showroom({
      title: "Tidewater wedding bands",
      description:
        "A pair of wedding bands in recycled silver, engraved inside with the couple's coastline. Sketched, carved " +
        "in wax and cast in Bristol.",
      fields: ["jewellery-design", "crafts"],
      skills: ["Silversmithing", "Wax Carving", "Engraving"],
      pictures: [{ style: "jewel" }],
    }),
    showroom({
      title: "Pebble pendants",
      description: "Pendants set with sea glass found on the Severn shore.",
      fields: ["jewellery-design"],
      skills: ["Stone Setting", "Silversmithing"],
      pictures: [{ style: "jewel" }],
      links: ["https://ruby-thompson.example/shop/pebble"],
    }),
    showroom({
      title: "Jewellery for the Restlicht collection",
      description: "Brooches and cuffs made for Lena Hofbauer's runway show in Vienna.",
      fields: ["jewellery-design"],
      skills: ["Silversmithing", "Stone Setting"],
      pictures: [{ style: "jewel" }],
      coCreators: [{ handle: "lena", role: "Fashion design", confirmed: true }],
    }),
    showroom({
      title: "Engraved cuff series",
      description: "Five cuffs engraved with patterns from Bristol's ironwork.",
      fields: ["crafts"],
      skills: ["Engraving", "Metalwork"],
      pictures: [{ style: "pattern" }],
    }),
    gallery({
      title: "At the bench",
      description: "Sawdust, solder and a lot of tea.",
      pictures: [{ style: "objects" }],
    }),
    gallery({
      title: "Wax models",
      description: "Carvings before they become silver.",
      pictures: [{ style: "jewel" }],
    }),
  ],
  kiosk: [
    showroom({
      title: "Kampagne „Rheinweit“ für die Rheinbahn",
      description:
        "Out-of-Home-Kampagne für den Nahverkehr in Düsseldorf: 400 Plakate, ein Spot und Haltestellen, die " +
        "Geschichten erzählen.",
      fields: ["advertising", "art-direction"],
      skills: ["Out-of-Home Advertising", "Advertising Campaigns", "Creative Direction"],
      pictures: [{ style: "poster", word: "Rheinweit" }],
      embed: "https://www.youtube.com/watch?v=Rh3inWe1t0A",
      coCreators: [
        { handle: "jonas", role: "Fotografie", confirmed: true },
        { handle: "felix", role: "Motion Design", confirmed: true },
      ],
    }),
    showroom({
      title: "Spot „Frühschicht“",
      description: "Ein 45-Sekunden-Spot über Menschen, die die Stadt wecken. Regie und Produktion.",
      fields: ["film-video"],
      skills: ["Commercials", "Directing", "Film Production"],
      pictures: [{ style: "frames", word: "FRÜHSCHICHT" }],
      embed: "https://vimeo.com/790233615",
    }),
    showroom({
      title: "Moodboards für eine Modemarke",
      description: "Visuelle Welten für drei Saisons, vom Pitch bis zum Shooting.",
      fields: ["art-direction"],
      skills: ["Moodboards", "Campaign Development"],
      pictures: [{ style: "pattern" }],
      coCreators: [{ handle: "lena", role: "Modedesign", confirmed: false }],
    }),
    showroom({
      title: "Festivalauftritt „Open Source“",
      description: "Kampagne und Leitsystem für ein Musikfestival am Rheinufer.",
      fields: ["advertising", "art-direction"],
      skills: ["Advertising Campaigns", "Creative Direction"],
      pictures: [{ style: "poster", word: "Open Source" }],
    }),
    gallery({
      title: "Kollektiv-Alltag",
      description: "Sechs Leute, ein Tisch, viele Skizzen.",
      pictures: [{ style: "frames", word: "KIOSK" }],
    }),
    gallery({
      title: "Vom Set",
      description: "Bilder von den Drehs des letzten Jahres.",
      pictures: [{ style: "stage" }],
    }),
  ],
};
