import { type NotificationKey, paths } from "@atelier/common";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/connect.ts";
import { connections, follows, notifications, profiles } from "../../db/schema/index.ts";
import { ensureProfile, slugify } from "../../features/discovery/users/slugs.ts";
import type { NotificationData } from "../../features/notifications/service.ts";
import { demoIdOf, demoUserIdsToSeed } from "./accounts.ts";
import { CROWD_CONNECTED, CROWD_FOLLOWS, DEMO_CROWD } from "./crowd.ts";
import { DEMO_PEOPLE } from "./people.ts";

/** Headline and about text of each demo person, in the person's own language. */
const PROFILES: Record<string, { headline: string; about: string }> = {
  mara: {
    headline: "Illustrator and editorial designer",
    about:
      "I draw for magazines, book covers and the occasional hand-lettered shop window. Ink first, then colour on " +
      "the screen. Based in Hamburg, working with publishers across Europe.",
  },
  studio: {
    headline: "Markenagentur für Identität und digitale Produkte",
    about:
      "Wir entwickeln Marken, die man wiedererkennt: vom Logo über das Designsystem bis zur App. Für neue " +
      "Projekte suchen wir regelmäßig Illustratorinnen, Fotografen und UX-Talente.",
  },
  jonas: {
    headline: "Fotograf für Reportage und Werbefilm",
    about:
      "Ich erzähle Geschichten in Bildern – am liebsten draußen, bei natürlichem Licht. Seit zehn Jahren " +
      "unterwegs für Magazine, Agenturen und Outdoor-Marken.",
  },
  aisha: {
    headline: "Product designer and front-end developer",
    about:
      "I design interfaces and build them too, which saves everyone a round of handoffs. Accessibility is where " +
      "I start, not where I finish. Occasionally hiring illustrators for product work.",
  },
  lena: {
    headline: "Modedesignerin mit Fokus auf nachhaltige Textilien",
    about:
      "Meine Kollektionen entstehen aus regionalen Stoffen und Restbeständen. Ich arbeite an der Schnittstelle " +
      "von Handwerk und Mode und gebe Workshops zum Thema Upcycling.",
  },
  felix: {
    headline: "Motion Designer und Art Director",
    about:
      "Bewegtbild für Marken, Musikvideos und Ausstellungen. Ich denke in Rhythmus und Typografie und arbeite " +
      "gern früh im Konzept mit.",
  },
  claire: {
    headline: "Copywriter for brands that would rather talk than shout",
    about:
      "Taglines, websites, campaign scripts and the odd product name. I help teams find the words that sound " +
      "like them, then make sure social media hears about it.",
  },
  tobias: {
    headline: "Komponist und Sounddesigner für Film und Games",
    about:
      "Vom Foley-Geräusch bis zur Orchesterpartitur: Ich gebe Bildern eine Stimme. Eigenes Studio in Leipzig, " +
      "Remote-Sessions jederzeit möglich.",
  },
  hannah: {
    headline: "Architektin für Innenräume und Umbauten",
    about:
      "Ich plane Räume, in denen man gern bleibt – Wohnungen, Praxen und kleine Läden. Besonders reizen mich " +
      "Altbauten, die eine zweite Geschichte bekommen.",
  },
  oliver: {
    headline: "Game designer and pixel illustrator",
    about:
      "Indie games, level design and far too many sprites. I prototype fast and love a jam. Currently open to " +
      "freelance art direction for small studios.",
  },
  sophie: {
    headline: "Produktdesignerin zwischen Werkstatt und Serie",
    about:
      "Ich entwerfe Möbel und Alltagsgegenstände, die lange halten. Prototypen entstehen in meiner Werkstatt, " +
      "die Serie bei Manufakturen aus der Region.",
  },
  noah: {
    headline: "Grafikdesigner für Corporate Design und Editorial",
    about:
      "Klare Raster, starke Schriften, kein Schnickschnack. Ich gestalte Erscheinungsbilder für Start-ups, " +
      "Kulturhäuser und Vereine.",
  },
  emily: {
    headline: "Painter and illustrator",
    about:
      "Large oil paintings of Scottish coastlines, and small ink illustrations for books and posters. Studio " +
      "visits in Leith by appointment.",
  },
  matteo: {
    headline: "Bühnenbildner für Theater und Oper",
    about:
      "Ich baue Welten für zwei Stunden Aufführung: Bühnenbild, Requisite und Lichtkonzept. Zuletzt am " +
      "Theater Basel und bei freien Produktionen.",
  },
  ruby: {
    headline: "Jewellery designer and silversmith",
    about:
      "Handmade rings and pendants from recycled silver, each one sketched first on paper. Commissions and " +
      "wedding bands welcome.",
  },
  kiosk: {
    headline: "Kreativkollektiv für Kampagnen, Film und Art Direction",
    about:
      "Sechs Köpfe, ein Ziel: Ideen, über die man spricht. Wir konzipieren und produzieren Kampagnen von der " +
      "ersten Skizze bis zum fertigen Spot.",
  },
  harbour: {
    headline: "Independent agency for advertising and photography",
    about:
      "We run campaigns for coastal and lifestyle brands and book photographers and illustrators for every " +
      "season. Always looking for fresh eyes.",
  },
  alpenverlag: {
    headline: "Verlag für Sachbuch, Reiseführer und Kinderbuch",
    about:
      "Seit 1978 machen wir Bücher über die Alpen und ihre Menschen. Für Umschläge und Innenillustrationen " +
      "arbeiten wir gern mit freien Illustratorinnen und Illustratoren.",
  },
  greta: {
    headline: "Baut gerade ein altes Kapitänshaus um",
    about: "Ich suche Unterstützung bei der Innenraumplanung und freue mich über Empfehlungen aus der Region Bremen.",
  },
  fieldnotes: {
    headline: "Speciality coffee roaster from Leeds",
    about:
      "We roast small batches and care about how they look on the shelf. We hire designers and photographers " +
      "for packaging, our cafés and the odd pop-up.",
  },
};

/** Who of the hand-written people follows whom. */
export const FOLLOWS: Record<string, string[]> = {
  mara: ["emily", "oliver", "noah", "claire", "alpenverlag"],
  studio: ["mara", "aisha", "noah", "felix", "jonas"],
  jonas: ["felix", "kiosk", "harbour", "mara"],
  aisha: ["mara", "claire", "oliver", "studio"],
  lena: ["ruby", "sophie", "hannah", "mara"],
  felix: ["kiosk", "jonas", "tobias", "mara"],
  claire: ["aisha", "fieldnotes", "harbour", "mara"],
  tobias: ["felix", "oliver", "matteo"],
  hannah: ["sophie", "greta", "matteo"],
  oliver: ["emily", "mara", "tobias"],
  sophie: ["lena", "ruby", "hannah", "studio"],
  noah: ["studio", "mara", "kiosk", "felix"],
  emily: ["mara", "oliver", "ruby"],
  matteo: ["hannah", "tobias", "felix"],
  ruby: ["lena", "emily", "sophie"],
  kiosk: ["felix", "jonas", "noah"],
  harbour: ["jonas", "claire", "mara"],
  alpenverlag: ["mara", "emily", "noah"],
  greta: ["hannah", "sophie"],
  fieldnotes: ["claire", "jonas", "noah"],
};

/** Connections as [requester, connectee]; the demo accounts (mara, studio) have requests waiting too. */
const CONNECTED: [string, string][] = [
  ["mara", "emily"],
  ["mara", "oliver"],
  ["alpenverlag", "mara"],
  ["studio", "mara"],
  ["studio", "noah"],
  ["studio", "aisha"],
  ["felix", "studio"],
  ["jonas", "felix"],
  ["kiosk", "felix"],
  ["kiosk", "jonas"],
  ["lena", "ruby"],
  ["sophie", "lena"],
  ["hannah", "sophie"],
  ["greta", "hannah"],
  ["tobias", "matteo"],
  ["claire", "aisha"],
  ["fieldnotes", "claire"],
  ["harbour", "jonas"],
  ["emily", "ruby"],
];
/** Requests not yet answered, [requester, connectee, the note they came with], in the requester's language. */
const REQUESTED: [string, string, string | null][] = [
  ["claire", "mara", "Loved your harbour posters. Would be great to stay in touch for a bookshop project next spring."],
  ["harbour", "mara", "We are planning a summer campaign with illustrated maps and would like to keep you in mind."],
  ["mara", "noah", null],
  ["jonas", "studio", "Hallo! Ich habe eure Ausschreibung gesehen und würde mich gern vernetzen."],
  ["oliver", "tobias", null],
  ["matteo", "hannah", "Ciao Hannah, we met at the Typo Berlin workshop. Let's connect!"],
];

/** Every follow of the demo world, [follower, followee]: the hand-written people's, then the crowd's. */
export const WORLD_FOLLOWS: readonly [string, string][] = [
  ...Object.entries(FOLLOWS).flatMap(([follower, followees]) =>
    followees.map((followee) => [follower, followee] as [string, string]),
  ),
  ...CROWD_FOLLOWS,
];

const DAY = 24 * 60 * 60 * 1000;

/**
 * Profiles (slugs, headlines, about texts), follows and connections between the demo people, with
 * the notifications those would have caused, spread over the last weeks; the crowd's before that,
 * long read. Runs once: demo people who already have profiles are left alone.
 */
export async function seedDemoSocial(db: Database): Promise<void> {
  const ids = await demoUserIdsToSeed(db, profiles.userId);
  if (!ids) return;

  const id = (handle: string) => demoIdOf(ids, handle);
  const now = Date.now();
  // A steady spread of moments in the past, so lists and notifications read like a lived-in network.
  let tick = 0;
  const past = () => new Date(now - 30 * DAY + (tick++ % 720) * 55 * 60 * 1000);
  // The crowd met in the two months before that, so the hand-written people's news stays what it was.
  let crowdTick = 0;
  const longAgo = () => new Date(now - 90 * DAY + (crowdTick++ % 1400) * 60 * 60 * 1000);

  await db.transaction(async (tx) => {
    // Slugs in one statement; a slug some other account holds already falls back to the next free one.
    const words = [...DEMO_PEOPLE.map((p) => ({ ...p, ...PROFILES[p.handle] })), ...DEMO_CROWD];
    const wanted = words.map((p) => ({
      userId: id(p.handle),
      slug: slugify(p.name),
      headline: p.headline,
      about: p.about,
    }));
    const made = new Set(
      (await tx.insert(profiles).values(wanted).onConflictDoNothing().returning({ userId: profiles.userId })).map(
        (r) => r.userId,
      ),
    );
    for (const { userId, headline, about } of wanted.filter((w) => !made.has(w.userId))) {
      await ensureProfile(tx, userId);
      await tx.update(profiles).set({ headline, about }).where(eq(profiles.userId, userId));
    }

    const told: {
      userId: number;
      key: NotificationKey;
      actorId: number;
      subjectType?: string;
      subjectId?: number;
      createdAt: Date;
    }[] = [];

    const followRows = [
      ...Object.entries(FOLLOWS).flatMap(([follower, followees]) =>
        followees.map((followee) => ({ followerId: id(follower), followeeId: id(followee), createdAt: past() })),
      ),
      ...CROWD_FOLLOWS.map(([follower, followee]) => ({
        followerId: id(follower),
        followeeId: id(followee),
        createdAt: longAgo(),
      })),
    ];
    await tx.insert(follows).values(followRows);
    for (const f of followRows) {
      told.push({ userId: f.followeeId, key: "new_follower", actorId: f.followerId, createdAt: f.createdAt });
    }

    const connectionRows = [
      ...CONNECTED.map(([requester, connectee]) => {
        const createdAt = past();
        return {
          requesterId: id(requester),
          connecteeId: id(connectee),
          status: "confirmed" as const,
          createdAt,
          confirmedAt: new Date(createdAt.getTime() + DAY / 2),
        };
      }),
      ...REQUESTED.map(([requester, connectee, note]) => ({
        requesterId: id(requester),
        connecteeId: id(connectee),
        note,
        status: "requested" as const,
        createdAt: past(),
        confirmedAt: null,
      })),
      ...CROWD_CONNECTED.map(([requester, connectee]) => {
        const createdAt = longAgo();
        return {
          requesterId: id(requester),
          connecteeId: id(connectee),
          status: "confirmed" as const,
          createdAt,
          confirmedAt: new Date(createdAt.getTime() + DAY),
        };
      }),
    ];
    const stored = await tx.insert(connections).values(connectionRows).returning();
    for (const c of stored) {
      const subject = { subjectType: "connections", subjectId: c.id };
      if (c.status === "requested") {
        told.push({
          userId: c.connecteeId,
          key: "new_connection",
          actorId: c.requesterId,
          createdAt: c.createdAt,
          ...subject,
        });
      } else if (c.confirmedAt) {
        told.push({
          userId: c.requesterId,
          key: "confirmed_connection",
          actorId: c.connecteeId,
          createdAt: c.confirmedAt,
          ...subject,
        });
      }
    }
    // What happened more than a week ago has been seen. Each leads to the profile of whoever did it.
    const seenBefore = now - 7 * DAY;
    const slugs = new Map(
      (await tx.select({ userId: profiles.userId, slug: profiles.slug }).from(profiles)).map((p) => [p.userId, p.slug]),
    );
    await tx.insert(notifications).values(
      told.map((n) => {
        const slug = slugs.get(n.actorId);
        return {
          ...n,
          data: slug ? ({ path: paths.profile(slug) } satisfies NotificationData) : null,
          readAt: n.createdAt.getTime() < seenBefore ? new Date(n.createdAt.getTime() + DAY / 4) : null,
        };
      }),
    );
  });
}
